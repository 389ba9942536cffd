import type { EarnedAchievement, NextMilestone } from '@codecoach/contracts';
import { Meter } from '../../../components/ui/meter.tsx';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

interface Props {
  achievements: readonly EarnedAchievement[];
  count: { earned: number; total: number };
  next: NextMilestone | null;
}

/** The 3 latest achievements with their dates, and the Next Milestone bar. */
export function AchievementsPanel({ achievements, count, next }: Props) {
  return (
    <section aria-labelledby="achievements" className="rounded-xl border border-border bg-surface p-5">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id="achievements" className="text-lg font-semibold">
          Achievements
        </h2>
        <span className="text-sm text-muted">
          {count.earned} of {count.total} earned
        </span>
      </div>
      {achievements.length === 0 ? (
        <p className="text-sm text-muted">None yet: your first accepted solution earns First Steps.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {achievements.map((a) => (
            <li key={a.id} className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full bg-warning-soft text-warning"
              >
                ★
              </span>
              <div>
                <p className="font-medium">{a.name}</p>
                <p className="text-xs text-muted">
                  {a.description} · <time dateTime={a.earnedAt}>{day.format(new Date(a.earnedAt))}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {next ? (
        <div className="mt-5 border-t border-border pt-4">
          <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium">Next Milestone: {next.name}</span>
            <span className="tabular-nums text-muted">
              {next.current}/{next.target}
            </span>
          </div>
          <Meter value={next.current} max={next.target} label={`Progress toward ${next.name}`} />
          <p className="mt-1.5 text-xs text-muted">{next.description}</p>
        </div>
      ) : (
        <p className="mt-5 border-t border-border pt-4 text-sm text-muted">Every milestone reached.</p>
      )}
    </section>
  );
}
