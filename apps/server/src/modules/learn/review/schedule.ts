import { type Card, createEmptyCard, fsrs, type Grade, Rating } from 'ts-fsrs';
import { addDays, type Day, dayNumber, localDay } from '../../progress/definitions.ts';

/**
 * Spaced review of solved problems (docs/decisions/017-learn.md), computed from the learner's
 * judged submissions on each read, so it can never drift from them. A problem gets its FSRS card
 * at its first accepted solve; every later session of submissions on it is one review whose
 * rating comes from the outcome and the time it took.
 */

/** Submissions of one problem closer than this belong to one sitting (one review). */
export const SESSION_GAP_MS = 2 * 60 * 60 * 1000;
/** Desired retention; FSRS's default. Whole days only: a re-solve minutes later is no review. */
const scheduler = fsrs({ request_retention: 0.9, enable_short_term: false, enable_fuzz: false });

export interface Attempt {
  problemId: string;
  at: Date;
  accepted: boolean;
}

export interface ProblemCard {
  problemId: string;
  card: Card;
  /** Review sessions after the first solve. */
  reviews: number;
  lastReview: Date;
}

/**
 * The rating of one sitting: Again without an accepted answer; Hard when it took 2 or more failed
 * attempts or longer than the problem's estimate from the first submission; Easy for a first-try
 * re-solve; Good otherwise (and for the first solve when it was not hard).
 */
export function rateSession(session: Attempt[], estimatedMinutes: number, isReview: boolean): Grade {
  const firstAccepted = session.findIndex((a) => a.accepted);
  if (firstAccepted < 0) return Rating.Again;
  const failures = firstAccepted;
  const first = session[0];
  const solved = session[firstAccepted];
  const minutes = first && solved ? (solved.at.getTime() - first.at.getTime()) / 60_000 : 0;
  if (failures >= 2 || minutes > estimatedMinutes) return Rating.Hard;
  if (failures === 0 && isReview) return Rating.Easy;
  return Rating.Good;
}

function sessionsOf(attempts: Attempt[]): Attempt[][] {
  const sessions: Attempt[][] = [];
  let current: Attempt[] = [];
  for (const a of attempts) {
    const last = current.at(-1);
    if (last && a.at.getTime() - last.at.getTime() > SESSION_GAP_MS) {
      sessions.push(current);
      current = [];
    }
    current.push(a);
  }
  if (current.length > 0) sessions.push(current);
  return sessions;
}

/** One card per solved problem, replaying its sittings in order. `attempts` need not be sorted. */
export function buildCards(attempts: Attempt[], estimate: (problemId: string) => number): ProblemCard[] {
  const byProblem = new Map<string, Attempt[]>();
  for (const a of attempts) {
    const list = byProblem.get(a.problemId) ?? [];
    list.push(a);
    byProblem.set(a.problemId, list);
  }
  const cards: ProblemCard[] = [];
  for (const [problemId, list] of byProblem) {
    list.sort((a, b) => a.at.getTime() - b.at.getTime());
    let card: Card | undefined;
    let reviews = 0;
    let lastReview = new Date(0);
    for (const session of sessionsOf(list)) {
      const isReview = card !== undefined;
      if (!card && !session.some((a) => a.accepted)) continue; // not solved yet: nothing to review
      const grade = rateSession(session, estimate(problemId), isReview);
      const end = session.at(-1)?.at ?? new Date(0);
      card = scheduler.next(card ?? createEmptyCard(session[0]?.at), end, grade).card;
      if (isReview) reviews++;
      lastReview = end;
    }
    if (card) cards.push({ problemId, card, reviews, lastReview });
  }
  return cards;
}

export interface ReviewPlan {
  /** Today's reviews, most overdue first, at most the cap minus the reviews already done today. */
  today: { card: ProblemCard; recall: number }[];
  dueTotal: number;
  reviewedToday: number;
  /** The next 7 days, backlog spread at the cap per day. */
  upcoming: { date: Day; count: number }[];
}

/**
 * Today's queue under a daily cap, and the next days' load with the backlog carried forward at
 * the cap, so a long absence is spread over the following days instead of dumped on one.
 */
export function planReviews(cards: ProblemCard[], now: Date, timeZone: string, cap: number): ReviewPlan {
  const today = localDay(now, timeZone);
  const dueDay = (c: ProblemCard) => localDay(c.card.due, timeZone);
  const reviewedToday = cards.filter(
    (c) => c.reviews > 0 && localDay(c.lastReview, timeZone) === today,
  ).length;
  const due = cards
    .filter((c) => dayNumber(dueDay(c)) <= dayNumber(today))
    .sort((a, b) => a.card.due.getTime() - b.card.due.getTime());
  const todayCap = Math.max(0, cap - reviewedToday);
  const picked = due.slice(0, todayCap).map((card) => ({
    card,
    recall: Math.round(100 * scheduler.get_retrievability(card.card, now, false)),
  }));
  let backlog = due.length - picked.length;
  const upcoming: { date: Day; count: number }[] = [];
  for (let d = 1; d <= 7; d++) {
    const date = addDays(today, d);
    backlog += cards.filter((c) => dueDay(c) === date).length;
    const count = Math.min(cap, backlog);
    backlog -= count;
    upcoming.push({ date, count });
  }
  return { today: picked, dueTotal: due.length, reviewedToday, upcoming };
}
