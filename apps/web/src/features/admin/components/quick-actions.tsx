import { Button } from '../../../components/ui/button.tsx';

/**
 * The spec's Quick Actions. Their management screens are not built yet, so each says exactly
 * that (the spec's 'coming soon' alert) instead of pretending to open something.
 */
const ACTIONS = ['Manage Users', 'Manage Problems', 'Manage Contests', 'System Settings'] as const;

export function QuickActions() {
  return (
    <section aria-labelledby="quick-actions" className="rounded-xl border border-border bg-surface p-5">
      <h2 id="quick-actions" className="mb-4 text-lg font-semibold">
        Quick Actions
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {ACTIONS.map((action) => (
          <Button key={action} variant="secondary" onClick={() => window.alert(`${action} is coming soon!`)}>
            {action}
          </Button>
        ))}
      </div>
    </section>
  );
}
