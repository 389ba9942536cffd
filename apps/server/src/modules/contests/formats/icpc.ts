import { type Cell, emptyCell, PENALTY_VERDICTS, type ScoringFormat, type Totals } from './types.ts';

/** Minutes added per rejected submission before the first accepted (CCS `penaltytime`). */
export const ICPC_PENALTY_MINUTES = 20;

/**
 * ICPC, as the CCS specification ("Scoring Data Generation"): contest time in whole minutes,
 * rounded down; a solved problem's penalty is the minute of its first accepted plus 20 per earlier
 * rejected submission (WA, TLE, MLE, RTE); compile and judge errors cost nothing; pending
 * submissions have no effect; unsolved problems add nothing. Rank by solved (desc), penalty (asc),
 * minute of the last accepted (asc); exact ties share a rank.
 */
export const icpc: ScoringFormat = {
  id: 'icpc',
  cell(subs) {
    const c: Cell = emptyCell();
    for (const s of subs) {
      if (s.status === 'accepted') {
        c.solved = true;
        c.time = Math.floor(s.seconds / 60);
        c.score = 1;
        c.penalty = c.time + ICPC_PENALTY_MINUTES * c.rejected;
        return c;
      }
      if (s.status === 'pending') c.pending += 1;
      else if (PENALTY_VERDICTS.has(s.status)) c.rejected += 1;
    }
    return c;
  },
  total(cells) {
    const t: Totals = { score: 0, solved: 0, penalty: 0, tiebreak: 0 };
    for (const c of cells) {
      if (!c.solved) continue;
      t.solved += 1;
      t.score += 1;
      t.penalty += c.penalty;
      t.tiebreak = Math.max(t.tiebreak, c.time ?? 0);
    }
    return t;
  },
  compare: (a, b) => b.solved - a.solved || a.penalty - b.penalty || a.tiebreak - b.tiebreak,
};
