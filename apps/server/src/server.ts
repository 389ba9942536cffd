import { parseConfig } from './config/env.ts';
import { messageOf } from './lib/errors.ts';
import { startServer } from './runtime.ts';

/** Entry point: `node apps/server/dist/server.js`. Ctrl+C (or SIGTERM) finishes in-flight requests and stops cleanly. */
async function main(): Promise<void> {
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig();
  } catch (err) {
    console.error(messageOf(err));
    process.exit(1);
  }
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(config);
  } catch (err) {
    console.error(`[codecoach] could not start: ${messageOf(err)}`);
    process.exit(1);
  }
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      console.error('[codecoach] second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    console.log(`[codecoach] ${signal}: finishing in-flight requests and stopping...`);
    server
      .stop()
      .then(() => {
        console.log('[codecoach] stopped cleanly');
        process.exit(0);
      })
      .catch((err) => {
        console.error('[codecoach] error while stopping:', err);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
