import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config/env.ts';
import { connect, type Database, runMigrations } from './client.ts';
import { startEmbedded } from './embedded.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/server/drizzle, from src/db (tests) and from dist/ (the bundle sits one level up). */
export const MIGRATIONS_DIR = migrationsDir();

function migrationsDir(): string {
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  const found = candidates.find((p) => p.endsWith(`server${path.sep}drizzle`));
  if (!found) throw new Error(`the migrations folder is not in ${candidates.join(' or ')}`);
  return found;
}

/** Opens the configured database (starting the embedded one if needed) with migrations applied. */
export async function openDatabase(
  config: Config,
  log: (m: string) => void,
): Promise<Database & { stopEmbedded?: () => Promise<void> }> {
  let url: string;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (config.database.mode === 'embedded') {
    const t0 = Date.now();
    const embedded = await startEmbedded({
      dataDir: config.database.dataDir,
      port: config.database.port,
      notice: log,
    });
    log(
      `embedded PostgreSQL ready on 127.0.0.1:${config.database.port} in ${Date.now() - t0} ms (data in ${config.database.dataDir})`,
    );
    url = embedded.url;
    stopEmbedded = embedded.stop;
  } else {
    url = config.database.url;
  }
  const database = connect(url);
  try {
    await runMigrations(database, MIGRATIONS_DIR);
  } catch (err) {
    await database.close();
    await stopEmbedded?.();
    throw err;
  }
  return {
    ...database,
    stopEmbedded,
    async close() {
      await database.close();
      await stopEmbedded?.();
    },
  };
}
