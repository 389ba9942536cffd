import { ButtonLink } from '../../../components/ui/button.tsx';

/**
 * The spec's Quick Actions, each opening its screen (decision 027; Manage Contests, decision 015),
 * and the audit log of what admins did.
 */
const ACTIONS: ReadonlyArray<{ label: string; to: string }> = [
  { label: 'Manage Users', to: '/admin/users' },
  { label: 'Manage Problems', to: '/admin/problems' },
  { label: 'Manage Contests', to: '/admin/contests' },
  { label: 'System Settings', to: '/admin/system' },
  { label: 'Audit Log', to: '/admin/audit' },
];

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions" className="rounded-xl border border-border bg-surface p-5">
      <h2 id="quick-actions" className="mb-4 text-lg font-semibold">
        Quick Actions
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {ACTIONS.map(({ label, to }) => (
          <ButtonLink key={label} to={to} variant="secondary">
            {label}
          </ButtonLink>
        ))}
      </div>
    </section>
  );
}
