import { Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { type Attempt, buildCards, planReviews, rateSession } from './schedule.ts';

const DAY = 86_400_000;
const t0 = new Date('2026-03-02T09:00:00Z');
const at = (days: number, minutes = 0) => new Date(t0.getTime() + days * DAY + minutes * 60_000);
const att = (problemId: string, when: Date, accepted: boolean): Attempt => ({
  problemId,
  at: when,
  accepted,
});
const est = () => 20;

describe('review rating from a sitting (outcome and time)', () => {
  it('Again without an accepted answer, Hard after 2 failures or past the estimate, Easy first try on a review', () => {
    expect(rateSession([att('p', at(0), false)], 20, true)).toBe(Rating.Again);
    expect(
      rateSession([att('p', at(0), false), att('p', at(0, 1), false), att('p', at(0, 2), true)], 20, true),
    ).toBe(Rating.Hard);
    expect(rateSession([att('p', at(0), false), att('p', at(0, 45), true)], 20, true)).toBe(Rating.Hard);
    expect(rateSession([att('p', at(0), false), att('p', at(0, 5), true)], 20, true)).toBe(Rating.Good);
    expect(rateSession([att('p', at(0), true)], 20, true)).toBe(Rating.Easy);
    expect(rateSession([att('p', at(0), true)], 20, false)).toBe(Rating.Good);
  });
});

describe('FSRS cards replayed from submissions', () => {
  it('a solved problem gets a card due days later; attempts before the first solve make no card', () => {
    const cards = buildCards(
      [att('a', at(0), false), att('b', at(0), false), att('b', at(0, 10), true)],
      est,
    );
    expect(cards.map((c) => c.problemId)).toEqual(['b']);
    const due = cards[0]?.card.due.getTime() ?? 0;
    expect(due).toBeGreaterThan(at(1).getTime());
    expect(cards[0]?.reviews).toBe(0);
  });

  it('a successful re-solve pushes the next review further out; a failed one brings it closer', () => {
    const first = [att('p', at(0), true)];
    const [base] = buildCards(first, est);
    const interval = (base?.card.due.getTime() ?? 0) - at(0).getTime();
    const reviewDay = Math.ceil(interval / DAY);
    const [good] = buildCards([...first, att('p', at(reviewDay), true)], est);
    const [bad] = buildCards([...first, att('p', at(reviewDay), false)], est);
    const goodGap = (good?.card.due.getTime() ?? 0) - at(reviewDay).getTime();
    const badGap = (bad?.card.due.getTime() ?? 0) - at(reviewDay).getTime();
    expect(goodGap).toBeGreaterThan(interval);
    expect(badGap).toBeLessThan(goodGap);
    expect(good?.reviews).toBe(1);
  });

  it('submissions minutes apart are one sitting, not many reviews', () => {
    const [c] = buildCards([att('p', at(0), false), att('p', at(0, 3), true), att('p', at(0, 6), true)], est);
    expect(c?.reviews).toBe(0);
    expect(c?.card.reps).toBe(1);
  });
});

describe('daily cap and backlog spreading', () => {
  it('shows at most the cap today, carries the rest over the next days, and counts reviews done today', () => {
    // 12 problems solved 60 days ago, none reviewed since: all overdue.
    const history = Array.from({ length: 12 }, (_, i) => att(`p${i}`, at(0, i), true));
    const cards = buildCards(history, est);
    const now = at(60);
    const plan = planReviews(cards, now, 'UTC', 5);
    expect(plan.dueTotal).toBe(12);
    expect(plan.today).toHaveLength(5);
    expect(plan.upcoming.slice(0, 3).map((d) => d.count)).toEqual([5, 2, 0]);
    for (const r of plan.today) expect(r.recall).toBeGreaterThanOrEqual(0);
    // Two reviews done today leave room for 3 more.
    const reviewed = buildCards(
      [...history, att('p0', at(60, -30), true), att('p1', at(60, -20), true)],
      est,
    );
    const after = planReviews(reviewed, now, 'UTC', 5);
    expect(after.reviewedToday).toBe(2);
    expect(after.today).toHaveLength(3);
    expect(after.dueTotal).toBe(10);
  });
});
