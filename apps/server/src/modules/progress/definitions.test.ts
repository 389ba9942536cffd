import { describe, expect, it } from 'vitest';
import {
  accuracy,
  addDays,
  canonicalTimeZone,
  compareRank,
  creditSeconds,
  currentPeriod,
  currentStreak,
  dayFromNumber,
  dayNumber,
  daysBetween,
  floor1,
  isCounted,
  isValidTimeZone,
  levelFor,
  localDay,
  monthStart,
  nextMonthStart,
  periodKeys,
  SOLVE_POINTS,
  startOfLocalDay,
  streakByDay,
  summarizeStreaks,
  weekStart,
} from './definitions.ts';

const at = (iso: string) => new Date(iso);

describe('points and accuracy', () => {
  it('awards a first accepted solve by difficulty', () => {
    expect(SOLVE_POINTS).toEqual({ easy: 10, medium: 25, hard: 50 });
  });

  it('counts every final verdict but internal_error and pending', () => {
    for (const v of [
      'accepted',
      'wrong_answer',
      'time_limit_exceeded',
      'memory_limit_exceeded',
      'runtime_error',
      'compilation_error',
    ]) {
      expect(isCounted(v), v).toBe(true);
    }
    expect(isCounted('internal_error')).toBe(false);
    expect(isCounted('pending')).toBe(false);
  });

  it('is accepted / judged in percent, rounded down to a tenth, null with nothing judged', () => {
    expect(accuracy(0, 0)).toBeNull();
    expect(accuracy(0, 5)).toBe(0);
    expect(accuracy(5, 5)).toBe(100);
    expect(accuracy(2, 3)).toBe(66.6); // 66.66... rounds down
    expect(accuracy(7, 10)).toBe(70); // not 69.9: float noise must not cost a tenth
    expect(accuracy(1, 3)).toBe(33.3);
    expect(accuracy(699, 1000)).toBe(69.9);
    expect(floor1(69.99)).toBe(69.9);
  });

  it('gives one level per 100 points', () => {
    expect([levelFor(0), levelFor(99), levelFor(100), levelFor(250), levelFor(-5)]).toEqual([1, 1, 2, 3, 1]);
  });
});

describe('calendar days in the learner time zone', () => {
  it('validates and canonicalises IANA names', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(canonicalTimeZone('europe/paris')).toBe('Europe/Paris');
  });

  it('puts an instant on the local date, either side of midnight', () => {
    const i = at('2024-06-01T23:30:00Z');
    expect(localDay(i, 'UTC')).toBe('2024-06-01');
    expect(localDay(i, 'Europe/Paris')).toBe('2024-06-02'); // 01:30 CEST
    expect(localDay(i, 'America/Los_Angeles')).toBe('2024-06-01'); // 16:30 PDT
    expect(localDay(i, 'Asia/Kolkata')).toBe('2024-06-02'); // +05:30
    expect(localDay(at('2024-06-01T10:00:00Z'), 'Pacific/Kiritimati')).toBe('2024-06-02'); // +14
    expect(localDay(at('2024-06-01T10:00:00Z'), 'Pacific/Pago_Pago')).toBe('2024-05-31'); // -11
    expect(localDay(at('2024-06-01T21:59:59.999Z'), 'Europe/Paris')).toBe('2024-06-01');
    expect(localDay(at('2024-06-01T22:00:00Z'), 'Europe/Paris')).toBe('2024-06-02');
  });

  it('follows daylight-saving changes', () => {
    // New York springs forward on 2024-03-10 (02:00 EST -> 03:00 EDT) and falls back on 2024-11-03.
    expect(localDay(at('2024-03-10T04:59:00Z'), 'America/New_York')).toBe('2024-03-09'); // 23:59 EST
    expect(localDay(at('2024-03-10T05:00:00Z'), 'America/New_York')).toBe('2024-03-10');
    expect(localDay(at('2024-03-11T03:59:00Z'), 'America/New_York')).toBe('2024-03-10'); // 23:59 EDT
    expect(localDay(at('2024-03-11T04:00:00Z'), 'America/New_York')).toBe('2024-03-11');
    expect(localDay(at('2024-11-04T04:59:00Z'), 'America/New_York')).toBe('2024-11-03'); // 23:59 EST
    expect(localDay(at('2024-11-04T05:00:00Z'), 'America/New_York')).toBe('2024-11-04');
    // Lord Howe Island shifts by half an hour.
    expect(localDay(at('2024-04-06T13:29:00Z'), 'Australia/Lord_Howe')).toBe('2024-04-07');
  });

  it('knows that Samoa skipped 2011-12-30', () => {
    expect(localDay(at('2011-12-30T09:59:00Z'), 'Pacific/Apia')).toBe('2011-12-29');
    expect(localDay(at('2011-12-30T10:00:00Z'), 'Pacific/Apia')).toBe('2011-12-31');
  });

  it('falls back to UTC for a zone it does not know rather than failing a verdict', () => {
    expect(localDay(at('2024-06-01T23:30:00Z'), 'Nowhere/Else')).toBe('2024-06-01');
  });

  it('finds the instant a local day starts, DST and skipped midnights included', () => {
    expect(startOfLocalDay('2024-06-02', 'UTC').toISOString()).toBe('2024-06-02T00:00:00.000Z');
    expect(startOfLocalDay('2024-06-02', 'Europe/Paris').toISOString()).toBe('2024-06-01T22:00:00.000Z');
    expect(startOfLocalDay('2024-03-10', 'America/New_York').toISOString()).toBe('2024-03-10T05:00:00.000Z');
    expect(startOfLocalDay('2024-03-11', 'America/New_York').toISOString()).toBe('2024-03-11T04:00:00.000Z');
    expect(startOfLocalDay('2024-06-02', 'Asia/Kolkata').toISOString()).toBe('2024-06-01T18:30:00.000Z');
    // Chile moved its clocks from 24:00 to 01:00 on 2024-09-08: that day starts at 01:00 local (04:00Z).
    expect(startOfLocalDay('2024-09-08', 'America/Santiago').toISOString()).toBe('2024-09-08T04:00:00.000Z');
    expect(startOfLocalDay('2011-12-31', 'Pacific/Apia').toISOString()).toBe('2011-12-30T10:00:00.000Z');
  });

  it('does calendar arithmetic without time zones', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(dayNumber('1970-01-02')).toBe(1);
    // The fast calendar arithmetic agrees with Date for every day of 1900-2100.
    for (let n = dayNumber('1900-01-01'); n <= dayNumber('2100-12-31'); n++) {
      const iso = new Date(n * 86_400_000).toISOString().slice(0, 10);
      if (dayFromNumber(n) !== iso || dayNumber(iso) !== n) throw new Error(`calendar mismatch on ${iso}`);
    }
    expect(weekStart('2024-06-02')).toBe('2024-05-27'); // Sunday -> Monday before
    expect(weekStart('2024-06-03')).toBe('2024-06-03'); // Monday
    expect(weekStart('1970-01-01')).toBe('1969-12-29');
    expect(monthStart('2024-06-17')).toBe('2024-06-01');
    expect(nextMonthStart('2024-12-05')).toBe('2025-01-01');
    expect(daysBetween('2024-02-27', '2024-03-01')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });
});

describe('streaks', () => {
  it('is empty without accepted days', () => {
    const s = summarizeStreaks([]);
    expect(s).toEqual({ longest: 0, lastDay: null, lastRun: 0 });
    expect(currentStreak(s, '2024-06-05')).toBe(0);
  });

  it('counts a day once however many submissions it had, in any order', () => {
    const s = summarizeStreaks(['2024-06-03', '2024-06-01', '2024-06-02', '2024-06-02', '2024-06-03']);
    expect(s).toEqual({ longest: 3, lastDay: '2024-06-03', lastRun: 3 });
  });

  it('keeps the longest run when the latest one is shorter', () => {
    const s = summarizeStreaks([
      '2024-05-01',
      '2024-05-02',
      '2024-05-03',
      '2024-05-04',
      '2024-06-01',
      '2024-06-02',
    ]);
    expect(s).toEqual({ longest: 4, lastDay: '2024-06-02', lastRun: 2 });
  });

  it('is current through today, and through yesterday while today is open, then breaks', () => {
    const s = summarizeStreaks(['2024-06-01', '2024-06-02', '2024-06-03']);
    expect(currentStreak(s, '2024-06-03')).toBe(3);
    expect(currentStreak(s, '2024-06-04')).toBe(3);
    expect(currentStreak(s, '2024-06-05')).toBe(0);
  });

  it('runs across month, year and leap-day boundaries', () => {
    expect(summarizeStreaks(['2023-12-31', '2024-01-01']).longest).toBe(2);
    expect(summarizeStreaks(['2024-02-28', '2024-02-29', '2024-03-01']).longest).toBe(3);
    expect(summarizeStreaks(['2023-02-28', '2023-03-01']).longest).toBe(2);
  });

  it('is counted in local days: two submissions 25 hours apart on consecutive local days across a DST change', () => {
    // 23:30 EST on March 9 and 00:30 EDT on March 11 are 24 wall-clock hours apart (one hour was skipped)...
    const days = [at('2024-03-10T04:30:00Z'), at('2024-03-10T20:00:00Z'), at('2024-03-11T04:30:00Z')].map(
      (i) => localDay(i, 'America/New_York'),
    );
    expect(days).toEqual(['2024-03-09', '2024-03-10', '2024-03-11']);
    expect(summarizeStreaks(days).longest).toBe(3);
    // ...while in UTC the same three instants fall on two days.
    expect(
      summarizeStreaks(
        [at('2024-03-10T04:30:00Z'), at('2024-03-10T20:00:00Z')].map((i) => localDay(i, 'UTC')),
      ).longest,
    ).toBe(1);
  });

  it('gives the streak at the end of each day, with the same grace for today', () => {
    const days = ['2024-06-01', '2024-06-02', '2024-06-04'];
    expect(streakByDay(days, '2024-05-31', '2024-06-05', '2024-06-05')).toEqual([
      { date: '2024-05-31', streak: 0 },
      { date: '2024-06-01', streak: 1 },
      { date: '2024-06-02', streak: 2 },
      { date: '2024-06-03', streak: 0 },
      { date: '2024-06-04', streak: 1 },
      { date: '2024-06-05', streak: 1 },
    ]);
  });
});

describe('rank order', () => {
  const key = (points: number, iso: string | null, userId: string) => ({
    points,
    pointsAt: iso ? at(iso) : null,
    userId,
  });

  it('puts more points first, then who reached the total first, then the user id', () => {
    const rows = [
      key(10, '2024-06-02T00:00:00Z', 'b'),
      key(50, '2024-06-03T00:00:00Z', 'c'),
      key(10, '2024-06-01T00:00:00Z', 'd'),
      key(10, '2024-06-01T00:00:00Z', 'a'),
      key(0, null, 'e'),
    ];
    expect(rows.sort(compareRank).map((r) => r.userId)).toEqual(['c', 'a', 'd', 'b', 'e']);
  });

  it('never calls two learners equal', () => {
    expect(
      compareRank(key(10, '2024-06-01T00:00:00Z', 'a'), key(10, '2024-06-01T00:00:00Z', 'b')),
    ).toBeLessThan(0);
    expect(compareRank(key(10, '2024-06-01T00:00:00Z', 'a'), key(10, '2024-06-01T00:00:00Z', 'a'))).toBe(0);
  });
});

describe('leaderboard windows', () => {
  it('groups by UTC calendar week (from Monday) and month', () => {
    expect(periodKeys(at('2024-06-02T23:59:59Z'))).toEqual({
      week: 'week:2024-05-27',
      month: 'month:2024-06',
    });
    expect(periodKeys(at('2024-06-03T00:00:00Z'))).toEqual({
      week: 'week:2024-06-03',
      month: 'month:2024-06',
    });
    expect(periodKeys(at('2024-12-31T12:00:00Z'))).toEqual({
      week: 'week:2024-12-30',
      month: 'month:2024-12',
    });
  });

  it('finds the current window and its start', () => {
    const now = at('2024-06-05T10:00:00Z');
    expect(currentPeriod('all', now)).toBeNull();
    expect(currentPeriod('week', now)).toEqual({ key: 'week:2024-06-03', since: at('2024-06-03T00:00:00Z') });
    expect(currentPeriod('month', now)).toEqual({ key: 'month:2024-06', since: at('2024-06-01T00:00:00Z') });
  });
});

describe('time spent', () => {
  const t0 = at('2024-06-01T12:00:00Z');
  const later = (s: number) => new Date(t0.getTime() + s * 1000);

  it('credits a first report up to the cap', () => {
    expect(creditSeconds(30, null, t0)).toBe(30);
    expect(creditSeconds(600, null, t0)).toBe(60);
    expect(creditSeconds(-5, null, t0)).toBe(0);
  });

  it('never credits more than the wall-clock time since the last credited report', () => {
    expect(creditSeconds(30, t0, later(30))).toBe(30);
    expect(creditSeconds(30, t0, later(12))).toBe(12); // a second tab reporting in between
    expect(creditSeconds(30, t0, t0)).toBe(0); // a replay
    expect(creditSeconds(30, later(5), t0)).toBe(0); // clock skew
    expect(creditSeconds(60, t0, later(3600))).toBe(60); // after a break, still capped
  });
});
