import type { PublicProfile } from '@codecoach/contracts';
import { useMemo } from 'react';

type Calendar = PublicProfile['calendar'];

const DAY_MS = 24 * 60 * 60 * 1000;
const fmt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** yyyy-mm-dd (a calendar day, no zone) to a Date at UTC midnight, for arithmetic only. */
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);

function level(count: number): string {
  if (count === 0) return 'bg-surface-2';
  if (count < 3) return 'bg-success/35';
  if (count < 6) return 'bg-success/65';
  return 'bg-success';
}

/**
 * The last year's judged submissions per day, in the learner's own calendar (as LeetCode's):
 * one column per week, Monday on top. The grid is a picture with a summary for screen readers.
 */
export function SubmissionCalendar({ calendar }: { calendar: Calendar }) {
  const { weeks, total, activeDays, best } = useMemo(() => {
    const counts = new Map(calendar.days.map((d) => [d.day, d.count]));
    const from = toDate(calendar.from);
    const to = toDate(calendar.to);
    const start = new Date(from.getTime() - ((from.getUTCDay() + 6) % 7) * DAY_MS);
    const cols: Array<Array<{ day: string; count: number } | null>> = [];
    for (let t = start.getTime(); t <= to.getTime(); t += 7 * DAY_MS) {
      const col: Array<{ day: string; count: number } | null> = [];
      for (let i = 0; i < 7; i++) {
        const d = new Date(t + i * DAY_MS);
        const day = d.toISOString().slice(0, 10);
        col.push(d < from || d > to ? null : { day, count: counts.get(day) ?? 0 });
      }
      cols.push(col);
    }
    const sum = calendar.days.reduce((n, d) => n + d.count, 0);
    const top = calendar.days.reduce<{ day: string; count: number } | null>(
      (b, d) => (!b || d.count > b.count ? d : b),
      null,
    );
    return { weeks: cols, total: sum, activeDays: calendar.days.length, best: top };
  }, [calendar]);

  const summary =
    total === 0
      ? 'No submissions in the last year.'
      : `${total} submission${total === 1 ? '' : 's'} in the last year, on ${activeDays} day${activeDays === 1 ? '' : 's'}` +
        (best ? `; most on ${fmt.format(toDate(best.day))} (${best.count}).` : '.');

  return (
    <figure className="flex flex-col gap-2">
      <div className="overflow-x-auto pb-1">
        <div role="img" aria-label={summary} className="grid w-max grid-flow-col grid-rows-7 gap-[3px]">
          {weeks.flatMap((col, w) =>
            col.map((cell, d) =>
              cell ? (
                <span
                  key={cell.day}
                  title={`${fmt.format(toDate(cell.day))}: ${cell.count} submission${cell.count === 1 ? '' : 's'}`}
                  className={`size-[11px] rounded-[2px] ${level(cell.count)}`}
                />
              ) : (
                <span key={`${String(w)}-${String(d)}`} className="size-[11px]" />
              ),
            ),
          )}
        </div>
      </div>
      <figcaption className="text-sm text-muted">{summary}</figcaption>
    </figure>
  );
}
