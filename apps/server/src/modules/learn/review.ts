import { REVIEW_DAILY_CAP, type ReviewResponse } from '@codecoach/contracts';
import type { Db } from '../../db/client.ts';
import { learnCatalog } from './content.ts';
import { learnProblem } from './paths.ts';
import { attempts, problemIds, solvedSlugs, timeZoneOf } from './repository.ts';
import { buildCards, type ProblemCard, planReviews } from './review/schedule.ts';

function nextDue(cards: ProblemCard[], now: Date): string | null {
  const later = cards.map((c) => c.card.due.getTime()).filter((t) => t > now.getTime());
  return later.length > 0 ? new Date(Math.min(...later)).toISOString() : null;
}

/** "Due for review": FSRS cards replayed from the learner's submissions, today's share under the cap. */
export async function readReview(db: Db, userId: string, now: Date): Promise<ReviewResponse['data']> {
  const [c, history, ids, solved, tz] = await Promise.all([
    learnCatalog(),
    attempts(db, userId),
    problemIds(db),
    solvedSlugs(db, userId),
    timeZoneOf(db, userId),
  ]);
  const slugOf = new Map([...ids].map(([slug, id]) => [id, slug]));
  const estimate = (id: string) => c.bank.get(slugOf.get(id) ?? '')?.estimatedMinutes ?? 30;
  const cards = buildCards(history, estimate);
  const plan = planReviews(cards, now, tz, REVIEW_DAILY_CAP);
  const facts = { solved, completedTutorials: new Set<string>(), ids };
  return {
    today: plan.today.flatMap(({ card, recall }) => {
      const problem = learnProblem(c, facts, slugOf.get(card.problemId) ?? '');
      if (!problem) return [];
      return [
        {
          problem,
          due: card.card.due.toISOString(),
          lastReviewed: card.lastReview.toISOString(),
          recall,
          reviews: card.reviews,
        },
      ];
    }),
    dueTotal: plan.dueTotal,
    reviewedToday: plan.reviewedToday,
    dailyCap: REVIEW_DAILY_CAP,
    scheduled: cards.length,
    nextDue: nextDue(cards, now),
    upcoming: plan.upcoming,
  };
}
