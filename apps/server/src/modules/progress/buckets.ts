import type { AnalyticsRange, DashboardPeriod, ProgressBucket } from '@codecoach/contracts';
import { addDays, type Day, dayNumber, monthStart, nextMonthStart, weekStart } from './definitions.ts';

/** One learner-day of activity (user_days). */
export interface DayRow {
  day: Day;
  judged: number;
  accepted: number;
  solved: number;
  points: number;
  easySolved: number;
  mediumSolved: number;
  hardSolved: number;
  seconds: number;
}

export type DayTotals = Omit<DayRow, 'day'>;

export const ZERO: DayTotals = {
  judged: 0,
  accepted: 0,
  solved: 0,
  points: 0,
  easySolved: 0,
  mediumSolved: 0,
  hardSolved: 0,
  seconds: 0,
};

/** Every field of DayTotals (buckets.test.ts checks that none is missing). */
export const FIELDS = [
  'judged',
  'accepted',
  'solved',
  'points',
  'easySolved',
  'mediumSolved',
  'hardSolved',
  'seconds',
] as const satisfies ReadonlyArray<keyof DayTotals>;

interface Prefix {
  /** Day numbers, ascending. */
  days: number[];
  /** sums[field][i]: the field summed over the first i rows. */
  sums: Record<keyof DayTotals, number[]>;
}

const prefixes = new WeakMap<readonly DayRow[], Prefix>();

/** Prefix sums over the rows, built once per rows array (charts ask for many ranges of one list). */
function prefixOf(rows: readonly DayRow[]): Prefix {
  let p = prefixes.get(rows);
  if (p) return p;
  const sorted = rows.map((r) => ({ n: dayNumber(r.day), r })).sort((a, b) => a.n - b.n);
  const sums: Record<keyof DayTotals, number[]> = {
    judged: [0],
    accepted: [0],
    solved: [0],
    points: [0],
    easySolved: [0],
    mediumSolved: [0],
    hardSolved: [0],
    seconds: [0],
  };
  for (const { r } of sorted) for (const f of FIELDS) sums[f].push((sums[f].at(-1) ?? 0) + r[f]);
  p = { days: sorted.map((x) => x.n), sums };
  prefixes.set(rows, p);
  return p;
}

/** Index of the first element >= x in an ascending array. */
function lowerBound(xs: readonly number[], x: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((xs[mid] ?? 0) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Sums the rows whose day lies in [from, to]. */
export function sumDays(rows: readonly DayRow[], from: Day, to: Day): DayTotals {
  const p = prefixOf(rows);
  const i = lowerBound(p.days, dayNumber(from));
  const j = lowerBound(p.days, dayNumber(to) + 1);
  const out = { ...ZERO };
  if (j <= i) return out;
  for (const f of FIELDS) out[f] = (p.sums[f][j] ?? 0) - (p.sums[f][i] ?? 0);
  return out;
}

export type Granularity = 'day' | 'week' | 'month';

/** Consecutive segments covering [from, to]: days, Monday-weeks or calendar months, the first and last clipped. */
export function segments(from: Day, to: Day, by: Granularity): Array<{ from: Day; to: Day }> {
  const out: Array<{ from: Day; to: Day }> = [];
  let start = from;
  while (dayNumber(start) <= dayNumber(to)) {
    const next =
      by === 'day' ? addDays(start, 1) : by === 'week' ? addDays(weekStart(start), 7) : nextMonthStart(start);
    const end = dayNumber(next) - 1 > dayNumber(to) ? to : addDays(next, -1);
    out.push({ from: start, to: end });
    start = next;
  }
  return out;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function monthLabel(d: Day): string {
  return MONTHS[Number(d.slice(5, 7)) - 1] ?? d.slice(0, 7);
}

/** `Jun 3`: short, unambiguous in any locale that reads English. */
export function shortDate(d: Day): string {
  return `${monthLabel(d)} ${Number(d.slice(8, 10))}`;
}

/** The dashboard's calendar periods in the learner's time zone: this week (from Monday), month or year. */
export function dashboardWindow(
  period: DashboardPeriod,
  today: Day,
): { from: Day; to: Day; by: Granularity } {
  if (period === 'week') {
    const from = weekStart(today);
    return { from, to: addDays(from, 6), by: 'day' };
  }
  if (period === 'month') {
    const from = monthStart(today);
    return { from, to: addDays(nextMonthStart(from), -1), by: 'day' };
  }
  const year = today.slice(0, 4);
  return { from: `${year}-01-01`, to: `${year}-12-31`, by: 'month' };
}

export function progressBuckets(
  rows: readonly DayRow[],
  period: DashboardPeriod,
  today: Day,
): ProgressBucket[] {
  const w = dashboardWindow(period, today);
  return segments(w.from, w.to, w.by).map((s) => {
    const t = sumDays(rows, s.from, s.to);
    const label =
      period === 'week'
        ? (WEEKDAYS[(dayNumber(s.from) - dayNumber(w.from)) % 7] ?? s.from)
        : period === 'month'
          ? String(Number(s.from.slice(8, 10)))
          : monthLabel(s.from);
    return {
      label,
      from: s.from,
      to: s.to,
      solved: t.solved,
      submissions: t.judged,
      accepted: t.accepted,
      points: t.points,
      minutes: Math.floor(t.seconds / 60),
    };
  });
}

export const RANGE_DAYS: Record<AnalyticsRange, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };
const RANGE_GRANULARITY: Record<AnalyticsRange, Granularity> = {
  '7d': 'day',
  '30d': 'day',
  '90d': 'week',
  '1y': 'month',
};

/** An analytics range ending today (included), the equally long period before it, and the chart granularity. */
export function analyticsWindow(range: AnalyticsRange, today: Day) {
  const days = RANGE_DAYS[range];
  const from = addDays(today, -(days - 1));
  return {
    from,
    to: today,
    days,
    by: RANGE_GRANULARITY[range],
    previous: { from: addDays(from, -days), to: addDays(from, -1) },
  };
}

export function segmentLabel(from: Day, by: Granularity): string {
  return by === 'month' ? `${monthLabel(from)} ${from.slice(0, 4)}` : shortDate(from);
}
