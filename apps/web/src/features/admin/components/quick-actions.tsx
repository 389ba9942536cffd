import { Button, ButtonLink } from '../../../components/ui/button.tsx';

/**
 * The spec's Quick Actions, and the audit log of what admins did (decision 027). Manage Problems
 * is not built yet, so it says exactly that (the spec's 'coming soon' alert) instead of
 * pretending to open something.
 */
const ACTIONS: ReadonlyArray<{ label: string; to?: string }> = [
  { label: 'Manage Users', to: '/admin/users' },
  { label: 'Manage Problems' },
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
        {ACTIONS.map(({ label, to }) =>
          to ? (
            <ButtonLink key={label} to={to} variant="secondary">
              {label}
            </ButtonLink>
          ) : (
            <Button key={label} variant="secondary" onClick={() => window.alert(`${label} is coming soon!`)}>
              {label}
            </Button>
          ),
        )}
      </div>
    </section>
  );
}
