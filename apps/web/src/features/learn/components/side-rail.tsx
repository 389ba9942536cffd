import { useState } from 'react';
import { Link } from 'react-router';
import { ChartIcon } from '../../../components/ui/icons.tsx';
import { useLearnSummary } from '../api/summary.ts';
import { GoalCard } from './goal-card.tsx';

const KEY = 'sideRailOpen';

function readOpen(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'false';
  } catch {
    return true;
  }
}

/**
 * The layout's side rail (spec §2: Analytics, Goals, Streak, Achievements), made real: a link to
 * analytics, the weekly goal, the streak and whether today still needs a solve, the latest
 * achievements. In the page's flow beside the content (never over it), from 1280 px wide, and
 * not on the solve screens at all, so it can never cover the editor; it also folds on request.
 */
export function SideRail() {
  const [open, setOpen] = useState(readOpen);
  const summary = useLearnSummary(open);
  const toggle = () => {
    setOpen(!open);
    try {
      localStorage.setItem(KEY, String(!open));
    } catch {
      // private mode: the choice lasts for this page only
    }
  };
  const s = summary.data?.data;
  return (
    <aside aria-label="Your progress" className="hidden shrink-0 border-l border-border xl:block">
      <div className={`sticky top-0 flex flex-col gap-4 p-4 ${open ? 'w-64' : 'w-auto'}`}>
        <button
          type="button"
          onClick={toggle}
          aria-expanded={open}
          className="self-end rounded-lg px-2 py-1 text-xs text-muted hover:bg-surface-2 hover:text-fg"
        >
          {open ? 'Hide panel »' : '« Progress'}
        </button>
        {open ? (
          <>
            <Link
              to="/analytics"
              className="flex items-center gap-2 text-sm font-medium text-primary hover:underline"
            >
              <ChartIcon aria-hidden="true" className="size-4" /> Analytics
            </Link>
            {summary.isError ? (
              <p className="text-xs text-danger">Could not load: {summary.error.message}</p>
            ) : null}
            {summary.isPending ? <p className="text-xs text-muted">Loading...</p> : null}
            {s ? (
              <>
                <section aria-labelledby="rail-goal" className="flex flex-col gap-1">
                  <h2 id="rail-goal" className="text-sm font-semibold">
                    Goals
                  </h2>
                  <GoalCard goal={s.goal} />
                </section>
                <section aria-labelledby="rail-streak" className="flex flex-col gap-1">
                  <h2 id="rail-streak" className="text-sm font-semibold">
                    Streak
                  </h2>
                  <p className="text-sm">
                    <span className="font-semibold tabular-nums">{s.streak.current}</span>{' '}
                    {s.streak.current === 1 ? 'day' : 'days'} · best {s.streak.longest}
                  </p>
                  <p className="text-xs text-muted">
                    {s.streak.solvedToday
                      ? 'Today is done: your streak is safe.'
                      : s.streak.current > 0
                        ? 'Solve a problem today to keep it going.'
                        : 'Solve a problem today to start a streak.'}
                  </p>
                  {s.review.dueToday > 0 ? (
                    <Link to="/learn" className="text-xs text-primary hover:underline">
                      {s.review.dueToday} due for review today
                    </Link>
                  ) : null}
                </section>
                <section aria-labelledby="rail-achievements" className="flex flex-col gap-1">
                  <h2 id="rail-achievements" className="text-sm font-semibold">
                    Achievements
                  </h2>
                  {s.achievements.length === 0 ? (
                    <p className="text-xs text-muted">None yet: your first accepted solve earns one.</p>
                  ) : (
                    <ul className="flex flex-col gap-1 text-sm">
                      {s.achievements.map((a) => (
                        <li key={a.id} title={a.description}>
                          {a.name}
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </aside>
  );
}
