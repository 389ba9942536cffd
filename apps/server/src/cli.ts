import { createReadStream, createWriteStream } from 'node:fs';
import readline from 'node:readline';
import { type Config, parseConfig } from './config/env.ts';
import { backup, RestoreError, restore } from './db/backup.ts';
import { connect } from './db/client.ts';
import { runningEmbeddedUrl } from './db/embedded.ts';
import { MIGRATIONS_DIR, openDatabase } from './db/open.ts';
import { passwordProblem } from './modules/auth/passwords.ts';
import { createAuthService } from './modules/auth/service.ts';
import { rebuildProgress } from './modules/progress/rebuild.ts';

/**
 * Operator commands:
 * - `npm run create-admin -- --email you@example.com [--name "Your Name"]`; the password is asked
 *   for (or ADMIN_PASSWORD).
 * - `npm run rebuild-progress`: recomputes every learner's points, streaks, days, categories and
 *   achievements from the submissions (after a definition changes, or to check the incremental
 *   path); run it with the workers stopped.
 * - `npm run db:backup -- [--out file]` and `npm run db:restore -- file [--replace]` (decision 029).
 */
const USAGE = `usage:
  npm run create-admin -- --email you@example.com [--name "Your Name"]
  npm run rebuild-progress
  npm run db:backup -- [--out codecoach-<time>.backup.gz]
  npm run db:restore -- <file> [--replace]`;

async function ask(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      resolve(answer);
    }),
  );
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const arg = (name: string) => {
    const i = rest.indexOf(`--${name}`);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  if (command === 'rebuild-progress') return rebuild();
  if (command === 'db:backup') return backupCommand(arg('out'));
  if (command === 'db:restore')
    return restoreCommand(
      rest.find((a) => !a.startsWith('--')),
      rest.includes('--replace'),
    );
  if (command !== 'create-admin') {
    console.error(USAGE);
    process.exit(2);
  }
  const email = arg('email');
  if (!email) {
    console.error('--email is required');
    process.exit(2);
  }
  const password = process.env.ADMIN_PASSWORD ?? (await ask('Password for the new admin: '));
  const problem = passwordProblem(password, email);
  if (problem) {
    console.error(problem);
    process.exit(2);
  }
  const env = { ...process.env };
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  const config = parseConfig(env);
  const database = await openDatabase(config, () => {});
  try {
    const auth = createAuthService(database.db, config);
    await auth.ensureAdmin({ email, password, name: arg('name') ?? 'Administrator' });
    console.log(`admin ${email.toLowerCase()} is ready`);
  } finally {
    await database.close();
  }
}

async function rebuild(): Promise<void> {
  const database = await openDatabase(parseConfig(process.env), () => {});
  try {
    const t0 = performance.now();
    await rebuildProgress(database.db);
    console.log(`progress rebuilt from the submissions in ${Math.round(performance.now() - t0)} ms`);
  } finally {
    await database.close();
  }
}

/**
 * The database a backup reads: the external one, or the embedded one, through the server that runs
 * it when one does (a backup is taken while the site runs), else started here.
 */
async function databaseFor(config: Config) {
  const running =
    config.database.mode === 'embedded'
      ? runningEmbeddedUrl(config.database.dataDir, config.database.port)
      : undefined;
  return running ? connect(running, 2) : openDatabase(config, () => {});
}

async function backupCommand(out?: string): Promise<void> {
  const file = out ?? `codecoach-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}.backup.gz`;
  const database = await databaseFor(parseConfig(process.env));
  try {
    const t0 = performance.now();
    const summary = await backup(database.pool, createWriteStream(file, { flags: 'wx' }));
    const rows = Object.values(summary.rows).reduce((a, n) => a + n, 0);
    console.log(
      `backed up ${rows} rows of ${Object.keys(summary.rows).length} tables and ${summary.jobs} queued jobs to ${file} in ${Math.round(performance.now() - t0)} ms`,
    );
  } finally {
    await database.close();
  }
}

async function restoreCommand(file: string | undefined, replace: boolean): Promise<void> {
  if (!file) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = parseConfig(process.env);
  if (
    config.database.mode === 'embedded' &&
    runningEmbeddedUrl(config.database.dataDir, config.database.port)
  ) {
    console.error('Stop the server first: a restore replaces the database it is using.');
    process.exit(2);
  }
  const database = await openDatabase(config, () => {});
  try {
    const summary = await restore(database, createReadStream(file), {
      migrationsFolder: MIGRATIONS_DIR,
      replace,
    });
    const rows = Object.values(summary.rows).reduce((a, n) => a + n, 0);
    console.log(`restored ${rows} rows and ${summary.jobs} queued jobs from ${file}`);
  } catch (e) {
    if (e instanceof RestoreError) {
      console.error(e.message);
      process.exitCode = 2;
      return;
    }
    throw e;
  } finally {
    await database.close();
  }
}

void main();
