import readline from 'node:readline';
import { parseConfig } from './config/env.ts';
import { openDatabase } from './db/open.ts';
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
 */
const USAGE = `usage:
  npm run create-admin -- --email you@example.com [--name "Your Name"]
  npm run rebuild-progress`;

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

void main();
