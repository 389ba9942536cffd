import type { Config } from './config/env.ts';
import { DEMO_ADMIN } from './modules/auth/demo.ts';
import type { AuthService } from './modules/auth/service.ts';

/** Accounts that must exist at start: the demo admin in demo mode, and ADMIN_EMAIL's admin. */
export async function bootstrapAccounts(
  config: Config,
  auth: AuthService,
  log: (m: string) => void,
): Promise<void> {
  if (config.demoMode) {
    await auth.ensureAdmin({ ...DEMO_ADMIN, isDemo: true });
    log(`demo mode is on: Quick Test Login admin ${DEMO_ADMIN.email}`);
  } else {
    await auth.repo.disableDemoUsers();
  }
  if (config.bootstrapAdmin) {
    await auth.ensureAdmin({ ...config.bootstrapAdmin, name: 'Administrator' });
    log(`admin account ${config.bootstrapAdmin.email} ensured`);
  }
}
