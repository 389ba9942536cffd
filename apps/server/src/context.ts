import type { Config } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Mailer } from './lib/mailer.ts';
import type { RuntimeSettingsStore } from './lib/runtime-settings.ts';
import type { AuthService } from './modules/auth/service.ts';
import type { SystemStatus } from './modules/health/status.ts';
import type { AuthGuards } from './plugins/auth.ts';

/** What route modules are given: built once in app.ts, no globals. */
export interface AppContext {
  config: Config;
  database: Database;
  auth: AuthService;
  guards: AuthGuards;
  system: SystemStatus;
  /** The background jobs' queue (jobs/): what every process sees of it. */
  jobs: JobQueue;
  /** Outgoing e-mail (password reset, e-mail confirmation, security notices). */
  mailer: Mailer;
  /** What System Settings sets at run time (judging paused, caps), read by every server. */
  settings: RuntimeSettingsStore;
}
