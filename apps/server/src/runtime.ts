import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { bootstrapAccounts } from './bootstrap.ts';
import type { Config } from './config/env.ts';
import { openDatabase } from './db/open.ts';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}

/** Start order: database (+migrations), accounts, app, listen. Stop order is the reverse. */
export async function startServer(config: Config): Promise<RunningServer> {
  const log = (m: string) => console.log(`[codecoach] ${m}`);
  const database = await openDatabase(config, log);
  const cleanups: Array<() => Promise<void>> = [() => database.close()];
  const stopAll = async () => {
    for (const fn of cleanups.reverse())
      await fn().catch((e) => console.error('[codecoach] shutdown step failed:', e));
  };
  try {
    const { app, ctx } = await buildApp({ config, database });
    cleanups.push(() => app.close());
    await bootstrapAccounts(config, ctx.auth, log);
    const address = await app.listen({ port: config.port, host: config.host });
    const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
    void address;
    log(`serving the app and the API at ${url}`);
    return { app, url, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
