import { useLearnSummary } from '../api/summary.ts';
import { GoalCard } from './goal-card.tsx';
import { ReviewPanel } from './review-panel.tsx';

/** The dashboard's share of Learn: the weekly goal and the problems due for review. */
export function LearnDashboardPanel() {
  const summary = useLearnSummary();
  const goal = summary.data?.data.goal;
  return (
    <>
      <section
        aria-labelledby="goal-title"
        className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-5"
      >
        <h2 id="goal-title" className="text-xl font-semibold">
          Weekly Goal
        </h2>
        {goal ? <GoalCard goal={goal} /> : null}
        {summary.isError ? (
          <p className="text-sm text-danger">Could not load: {summary.error.message}</p>
        ) : null}
      </section>
      <ReviewPanel compact />
    </>
  );
}
