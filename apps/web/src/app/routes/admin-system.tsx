import { AdminPage } from '../../features/admin/components/admin-page.tsx';
import { SystemSettings } from '../../features/admin/components/system-settings.tsx';
import { SystemStatus } from '../../features/health/components/system-status.tsx';

/** /admin/system: System Settings with the System Status beside it (admins only, as /admin). */
export function AdminSystemRoute() {
  return (
    <AdminPage
      title="System Settings"
      intro="Pause and resume judging, set the run-time limits, and see what is in force."
    >
      <SystemSettings />
      <SystemStatus />
    </AdminPage>
  );
}
