import { ButtonLink } from '../../../components/ui/button.tsx';
import { GenerateAiProblemButton } from '../../generate/components/generate-button.tsx';

/** Spec §2 Quick Actions. */
export function QuickActions() {
  return (
    <section
      aria-labelledby="dashboard-quick-actions"
      className="rounded-xl border border-border bg-surface p-5"
    >
      <h2 id="dashboard-quick-actions" className="mb-3 text-lg font-semibold">
        Quick Actions
      </h2>
      <div className="grid gap-2">
        <ButtonLink to="/practice">Practice Problems</ButtonLink>
        <GenerateAiProblemButton />
        <ButtonLink to="/leaderboard" variant="secondary">
          View Leaderboard
        </ButtonLink>
      </div>
    </section>
  );
}
