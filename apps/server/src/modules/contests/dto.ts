import type { ContestProblem, ContestSummary, Difficulty, StandingRow } from '@codecoach/contracts';
import type { RankedRow } from './formats/board.ts';
import type { ContestRow } from './repository.ts';

const ORDER: Difficulty[] = ['easy', 'medium', 'hard'];

/** A contest's difficulty: its hardest problem's. */
export function contestDifficulty(c: ContestRow): Difficulty {
  return c.problems.reduce<Difficulty>(
    (d, p) => (ORDER.indexOf(p.difficulty) > ORDER.indexOf(d) ? p.difficulty : d),
    'easy',
  );
}

export function toSummary(c: ContestRow, mine: RankedRow | null): ContestSummary {
  return {
    _id: c.id,
    name: c.name,
    type: c.type,
    format: c.format,
    status: c.status,
    description: c.description,
    startTime: c.startsAt.toISOString(),
    endTime: c.endsAt.toISOString(),
    duration: c.durationMinutes,
    participants: c.participants,
    maxParticipants: c.maxParticipants,
    problems: c.problems.map((p) => p.title),
    difficulty: contestDifficulty(c),
    prizes: c.prizes,
    rated: c.rated,
    freezeMinutes: c.freezeMinutes,
    visibility: c.visibility,
    registered: c.registered,
    userRank: mine?.rank ?? null,
    userScore: mine ? mine.totals.score : null,
  };
}

export function toRow(r: RankedRow, names: Map<string, string>): StandingRow {
  return {
    rank: r.rank,
    userId: r.userId,
    user: names.get(r.userId) ?? 'Unknown',
    score: r.totals.score,
    problemsSolved: r.totals.solved,
    penalty: Math.round(r.totals.penalty),
    // Countries are not collected (docs/decisions/015-contests.md).
    country: null,
    cells: Object.fromEntries(
      Object.entries(r.cells).map(([letter, cell]) => [
        letter,
        { rejected: cell.rejected, pending: cell.pending, solved: cell.solved, time: cell.time },
      ]),
    ),
  };
}

/** The problem list of a contest with the public board's counts and the caller's state. */
export function toProblems(c: ContestRow, rows: RankedRow[], mine: RankedRow | null): ContestProblem[] {
  return c.problems.map((p) => {
    let solved = 0;
    let attempts = 0;
    for (const r of rows) {
      const cell = r.cells[p.letter];
      if (!cell) continue;
      attempts++;
      if (cell.solved) solved++;
    }
    const own = mine?.cells[p.letter];
    return {
      id: p.letter,
      problemId: p.problemId,
      title: p.title,
      difficulty: p.difficulty,
      points: p.points,
      solved,
      attempts,
      yourStatus: own ? (own.solved ? 'solved' : 'attempted') : null,
    };
  });
}
