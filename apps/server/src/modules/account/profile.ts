import type { OwnProfile, PublicProfile } from '@codecoach/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { errors } from '../../lib/errors.ts';
import { addDays, currentStreak, localDay } from '../progress/definitions.ts';
import { loadAchievements, loadProfile } from '../progress/queries.ts';
import type { AccountRepository } from './repository.ts';

/** How far back the submission calendar goes: a year, today included. */
export const CALENDAR_DAYS = 365;

/** A learner's current contest rating, null until a rated contest rated them (modules/contests). */
export type ContestRatingOf = (userId: string) => Promise<number | null>;

/** What a profile is read from: the database, the account rows, and the contests' rating. */
export interface ProfileSources {
  db: Db;
  account: AccountRepository;
  rating: ContestRatingOf;
}

async function publicPart(
  { db, rating: ratingOf }: ProfileSources,
  userId: string,
  now: Date,
): Promise<PublicProfile | null> {
  const profile = await loadProfile(db, userId);
  if (!profile) return null;
  const { learner, stats, rank } = profile;
  const to = localDay(now, learner.timeZone);
  const from = addDays(to, -(CALENDAR_DAYS - 1));
  const [days, totals, languages, achievements, rating] = await Promise.all([
    db.execute<{ day: string; count: number }>(sql`
      select day::text, judged as count from user_days
      where user_id = ${userId} and day >= ${from} and judged > 0 order by day`),
    db.execute<{ easy: number; medium: number; hard: number }>(sql`
      select coalesce(sum(easy_solved), 0)::int as easy, coalesce(sum(medium_solved), 0)::int as medium,
        coalesce(sum(hard_solved), 0)::int as hard
      from user_days where user_id = ${userId}`),
    db.execute<{
      language: PublicProfile['languages'][number]['language'];
      submissions: number;
      solved: number;
    }>(sql`
      select language, count(*)::int as submissions,
        count(distinct problem_id) filter (where status = 'accepted')::int as solved
      from submissions where user_id = ${userId} and status <> 'internal_error'
      group by language order by count(*) desc, language`),
    loadAchievements(db, userId),
    ratingOf(userId),
  ]);
  const t = totals.rows[0] ?? { easy: 0, medium: 0, hard: 0 };
  return {
    _id: learner.id,
    name: learner.name,
    memberSince: learner.createdAt.toISOString(),
    rating,
    rank,
    points: stats.points,
    solved: { easy: t.easy, medium: t.medium, hard: t.hard },
    calendar: { from, to, days: days.rows },
    languages: languages.rows,
    achievements: achievements.map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      earnedAt: a.earnedAt.toISOString(),
    })),
    streak: { current: currentStreak(stats.streak, to), longest: stats.streak.longest },
  };
}

export async function ownProfile(src: ProfileSources, userId: string, now: Date): Promise<OwnProfile> {
  const { account } = src;
  const [base, user, pendingEmail] = await Promise.all([
    publicPart(src, userId, now),
    account.user(userId),
    account.pendingEmail(userId),
  ]);
  if (!base || !user) throw errors.unauthorized();
  return { ...base, email: user.email, role: user.role, timeZone: user.timeZone, pendingEmail };
}

/** What other learners see: 404 for a deleted or disabled account, as for an unknown one. */
export async function publicProfile(src: ProfileSources, userId: string, now: Date): Promise<PublicProfile> {
  const user = await src.account.user(userId);
  if (!user || user.deletedAt || user.disabled) throw errors.notFound('No such learner');
  const base = await publicPart(src, userId, now);
  if (!base) throw errors.notFound('No such learner');
  return base;
}
