import { AdminOverview } from '../../features/admin/components/admin-overview.tsx';
import { ContactMessages } from '../../features/admin/components/contact-messages.tsx';
import { QuickActions } from '../../features/admin/components/quick-actions.tsx';
import { SystemStatus } from '../../features/health/components/system-status.tsx';

export function AdminRoute() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10">
      <title>Admin Dashboard · CodeCoach</title>
      <div>
        <h1 className="text-3xl font-bold">Admin Dashboard</h1>
        <p className="mt-1 text-muted">Live figures and the state of the system.</p>
      </div>
      <AdminOverview />
      <div className="grid gap-6 lg:grid-cols-2">
        <QuickActions />
        <SystemStatus />
      </div>
      <ContactMessages />
    </div>
  );
}
