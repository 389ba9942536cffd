import { describe, expect, it } from 'vitest';
import { FIELDS, sumDays, ZERO } from './buckets.ts';

describe('day totals', () => {
  it('lists every field of a day, so that sums leave none out', () => {
    expect([...FIELDS].sort()).toEqual(Object.keys(ZERO).sort());
  });

  it('sums every field over a range of days', () => {
    const day = { ...ZERO, judged: 2, accepted: 1, solved: 1, points: 10, easySolved: 1, seconds: 60 };
    const rows = [
      { day: '2026-11-01', ...day },
      { day: '2026-11-02', ...day, hardSolved: 1 },
    ];
    expect(sumDays(rows, '2026-11-01', '2026-11-02')).toEqual({
      ...ZERO,
      judged: 4,
      accepted: 2,
      solved: 2,
      points: 20,
      easySolved: 2,
      hardSolved: 1,
      seconds: 120,
    });
  });
});
