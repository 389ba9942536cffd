import { Button, ButtonLink } from '../../../components/ui/button.tsx';

/**
 * The spec's Quick Actions. Manage Contests opens the admins' contest list (/admin/contests,
 * decision 015); the other management screens are not built yet, so each says exactly that (the
 * spec's 'coming soon' alert) instead of pretending to open something.
 */
const ACTIONS: ReadonlyArray<{ label: string; to?: string }> = [
  { label: 'Manage Users' },
  { label: 'Manage Problems' },
  { label: 'Manage Contests', to: '/admin/contests' },
  { label: 'System Settings' },
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
