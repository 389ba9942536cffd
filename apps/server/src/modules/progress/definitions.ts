import { type Difficulty, HEARTBEAT_MAX_SECONDS, type Timeframe, type Verdict } from '@codecoach/contracts';

/**
 * The definitions behind every progress figure (docs/progress.md), as pure functions of their
 * inputs and an explicit clock, so that each is tested on fixed dates. Nothing here reads the
 * database or the current time.
 */

/** Points for a problem's first accepted solve (docs/progress.md, decision 006). */
export const SOLVE_POINTS: Record<Difficulty, number> = { easy: 10, medium: 25, hard: 50 };

/** Final verdicts that count for accuracy and streaks; `internal_error` (the judge's fault) and `pending` never do. */
export const COUNTED_VERDICTS = [
  'accepted',
  'wrong_answer',
  'time_limit_exceeded',
  'memory_limit_exceeded',
  'runtime_error',
  'compilation_error',
] as const satisfies readonly Verdict[];

const COUNTED = new Set<string>(COUNTED_VERDICTS);

export function isCounted(status: string): boolean {
  return COUNTED.has(status);
}

/** Rounds down to one decimal: a screen that rounds down again never shows more than was earned. */
export function floor1(x: number): number {
  // The epsilon keeps 0.7 * 100 = 70.00000000000001 (and its kin) from losing a tenth.
  return Math.floor(x * 10 + 1e-9) / 10;
}

/** Accuracy: accepted / judged submissions, in percent rounded down to a tenth; null with nothing judged. */
export function accuracy(accepted: number, judged: number): number | null {
  if (judged <= 0) return null;
  return floor1((accepted / judged) * 100);
}

/** Level: one per 100 points, starting at 1. */
export function levelFor(points: number): number {
  return Math.floor(Math.max(0, points) / 100) + 1;
}

// ---- Calendar days ------------------------------------------------------------------------

/** A calendar date, `YYYY-MM-DD`. */
export type Day = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

const validity = new Map<string, boolean>();

/** Whether the runtime knows this IANA time zone (remembered: building a formatter costs ~0.2 ms). */
export function isValidTimeZone(tz: string): boolean {
  let ok = validity.get(tz);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      ok = true;
    } catch {
      ok = false;
    }
    // Bounded: only the zones learners report (a few hundred exist), plus junk that was refused.
    if (validity.size < 2000) validity.set(tz, ok);
  }
  return ok;
}

/** The canonical spelling of a valid zone (`europe/paris` -> `Europe/Paris`). */
export function canonicalTimeZone(tz: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone;
}

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

/**
 * The calendar date of an instant in a time zone, daylight-saving changes included (ICU's
 * tz database). An unknown zone falls back to UTC rather than failing a verdict.
 */
export function localDay(at: Date, tz: string): Day {
  const zone = isValidTimeZone(tz) ? tz : 'UTC';
  const parts = formatter(zone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year').padStart(4, '0')}-${get('month')}-${get('day')}`;
}

const MS_PER_DAY = 86_400_000;

/**
 * Days since 1970-01-01 (calendar arithmetic, free of time zones and DST). Hinnant's
 * days-from-civil, without Date objects: analytics calls this thousands of times per request.
 */
export function dayNumber(d: Day): number {
  const y0 = Number(d.slice(0, 4));
  const m = Number(d.slice(5, 7));
  const dd = Number(d.slice(8, 10));
  const y = m <= 2 ? y0 - 1 : y0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + dd - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The inverse of dayNumber (Hinnant's civil-from-days). */
export function dayFromNumber(n: number): Day {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}`;
}

export function addDays(d: Day, n: number): Day {
  return dayFromNumber(dayNumber(d) + n);
}

/** Monday of the (ISO) week containing `d`. */
export function weekStart(d: Day): Day {
  const n = dayNumber(d);
  // 1970-01-01 was a Thursday: (n + 3) mod 7 is 0 on Mondays.
  return dayFromNumber(n - ((((n + 3) % 7) + 7) % 7));
}

export function monthStart(d: Day): Day {
  return `${d.slice(0, 7)}-01`;
}

/** First day of the month after the one containing `d`. */
export function nextMonthStart(d: Day): Day {
  const y = Number(d.slice(0, 4));
  const m = Number(d.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: Day, to: Day): Day[] {
  const out: Day[] = [];
  for (let n = dayNumber(from); n <= dayNumber(to); n++) out.push(dayFromNumber(n));
  return out;
}

/**
 * The instant a local calendar day begins in a time zone (DST-aware, also where midnight is
 * skipped): the first minute whose local date is `day`. Local dates only move forward with time
 * in real zones, so a binary search over the 30 hours around UTC midnight finds it.
 */
export function startOfLocalDay(day: Day, tz: string): Date {
  const utcMidnight = dayNumber(day) * MS_PER_DAY;
  const target = dayNumber(day);
  let lo = -16 * 60; // minutes from UTC midnight; offsets lie within -12h..+14h
  let hi = 14 * 60;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (dayNumber(localDay(new Date(utcMidnight + mid * 60_000), tz)) >= target) hi = mid;
    else lo = mid + 1;
  }
  return new Date(utcMidnight + lo * 60_000);
}

// ---- Streaks ------------------------------------------------------------------------------

export interface StreakSummary {
  /** Longest run of consecutive days ever. */
  longest: number;
  /** The latest day with an accepted submission, null if none. */
  lastDay: Day | null;
  /** Length of the run that ends on `lastDay`. */
  lastRun: number;
}

/**
 * Streak facts from the days (learner's time zone) that had at least one accepted submission.
 * Order and duplicates do not matter: a day counts once however many submissions it had.
 */
export function summarizeStreaks(days: Iterable<Day>): StreakSummary {
  const sorted = [...new Set(days)].map(dayNumber).sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  let prev = Number.NaN;
  for (const n of sorted) {
    run = n === prev + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    prev = n;
  }
  const last = sorted.at(-1);
  return { longest, lastDay: last === undefined ? null : dayFromNumber(last), lastRun: run };
}

/**
 * The current streak on `today` (the learner's date): the run ending today, or ending yesterday
 * while today is still open, otherwise 0.
 */
export function currentStreak(s: StreakSummary, today: Day): number {
  if (!s.lastDay) return 0;
  return dayNumber(s.lastDay) >= dayNumber(today) - 1 ? s.lastRun : 0;
}

/**
 * The streak as it stood at the end of each day from `from` to `to`; `today` gets the same grace
 * as currentStreak (an unpractised today still shows yesterday's run).
 */
export function streakByDay(
  days: Iterable<Day>,
  from: Day,
  to: Day,
  today: Day,
): Array<{ date: Day; streak: number }> {
  const set = new Set([...days].map(dayNumber));
  const runEnding = (n: number) => {
    let k = 0;
    while (set.has(n - k)) k++;
    return k;
  };
  return daysBetween(from, to).map((date) => {
    const n = dayNumber(date);
    const own = runEnding(n);
    return { date, streak: own === 0 && date === today ? runEnding(n - 1) : own };
  });
}

// ---- Rank ---------------------------------------------------------------------------------

export interface RankKey {
  points: number;
  /** When the learner reached their current total (earlier wins a tie); null without points. */
  pointsAt: Date | null;
  userId: string;
}

/**
 * Rank order: more points first; on equal points whoever reached the total first; then the user
 * id, so that no two learners ever share a rank and the order never flickers between requests.
 */
export function compareRank(a: RankKey, b: RankKey): number {
  if (a.points !== b.points) return b.points - a.points;
  const at = a.pointsAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const bt = b.pointsAt?.getTime() ?? Number.POSITIVE_INFINITY;
  if (at !== bt) return at < bt ? -1 : 1;
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

// ---- Leaderboard windows (UTC: one board for everyone) -------------------------------------

export interface PeriodKeys {
  week: string;
  month: string;
}

/** The calendar week (from Monday) and month, in UTC, that an instant belongs to. */
export function periodKeys(at: Date): PeriodKeys {
  const d = at.toISOString().slice(0, 10);
  return { week: `week:${weekStart(d)}`, month: `month:${d.slice(0, 7)}` };
}

/** The key and start instant of a timeframe's current window; null for all time. */
export function currentPeriod(timeframe: Timeframe, now: Date): { key: string; since: Date } | null {
  if (timeframe === 'all') return null;
  const d = now.toISOString().slice(0, 10);
  const start = timeframe === 'week' ? weekStart(d) : monthStart(d);
  return { key: periodKeys(now)[timeframe], since: new Date(`${start}T00:00:00.000Z`) };
}

// ---- Time spent ---------------------------------------------------------------------------

/**
 * Seconds to credit for a browser report of `reported` active seconds arriving at `now`. A report
 * covers at most the wall-clock time since the previous credited report (`until`), so two tabs,
 * or a replayed request, cannot count the same minute twice; and one report is capped.
 */
export function creditSeconds(reported: number, until: Date | null, now: Date): number {
  const capped = Math.min(Math.max(0, Math.floor(reported)), HEARTBEAT_MAX_SECONDS);
  if (!until) return capped;
  const elapsed = Math.floor((now.getTime() - until.getTime()) / 1000);
  return Math.max(0, Math.min(capped, elapsed));
}
