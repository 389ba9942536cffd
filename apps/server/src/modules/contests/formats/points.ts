import { type Cell, emptyCell, PENALTY_VERDICTS, type ScoringFormat, type Totals } from './types.ts';

/** Seconds added to the finish time per rejected submission before a problem's accepted one. */
export const POINTS_PENALTY_SECONDS = 5 * 60;

/**
 * LeetCode-style points: the score is the sum of the points of the solved problems; ties are
 * broken by the finish time = time of the last accepted + 5 minutes per rejected submission made
 * before the accepted one of its problem (rejections on unsolved problems cost nothing, as on
 * LeetCode). Times in seconds. Compile and judge errors cost nothing; pending have no effect.
 */
export const points: ScoringFormat = {
  id: 'points',
  cell(subs, value) {
    const c: Cell = emptyCell();
    for (const s of subs) {
      if (s.status === 'accepted') {
        c.solved = true;
        c.time = Math.floor(s.seconds);
        c.score = value;
        c.penalty = POINTS_PENALTY_SECONDS * c.rejected;
        return c;
      }
      if (s.status === 'pending') c.pending += 1;
      else if (PENALTY_VERDICTS.has(s.status)) c.rejected += 1;
    }
    return c;
  },
  total(cells) {
    const t: Totals = { score: 0, solved: 0, penalty: 0, tiebreak: 0 };
    let last = 0;
    let rejections = 0;
    for (const c of cells) {
      if (!c.solved) continue;
      t.solved += 1;
      t.score += c.score;
      rejections += c.penalty;
      last = Math.max(last, c.time ?? 0);
    }
    t.penalty = t.solved > 0 ? last + rejections : 0;
    return t;
  },
  compare: (a, b) => b.score - a.score || a.penalty - b.penalty,
};
