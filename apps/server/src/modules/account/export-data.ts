import type { AccountExport } from '@codecoach/contracts';
import { sql } from 'drizzle-orm';
import { figuresHidden } from '../submissions/queries.ts';
import { describeDevice } from './device.ts';
import { ownProfile, type ProfileSources } from './profile.ts';
import { readSettings } from './settings.ts';

type Row = Record<string, string | number>;

/** Everything the learner gave us or earned, as one JSON document (GET /api/account/export). */
export async function exportAccount(
  src: ProfileSources,
  userId: string,
  sessionHash: string,
  idleMs: number,
  now: Date,
): Promise<AccountExport> {
  const { db, account } = src;
  const [profile, settings, subs, stats, days, categories, live, messages] = await Promise.all([
    ownProfile(src, userId, now),
    readSettings(account, userId),
    db.execute<{
      id: string;
      problem_id: string;
      title: string;
      difficulty: 'easy' | 'medium' | 'hard';
      language: AccountExport['submissions'][number]['language'];
      code: string;
      status: string;
      runtime_ms: number | null;
      memory_mb: number | null;
      tests_passed: number;
      total_tests: number;
      points: number;
      submitted_at: Date;
      hidden: boolean;
    }>(sql`
      select s.id, s.problem_id, p.title, p.difficulty, s.language, s.code, s.status, s.runtime_ms,
        s.memory_mb, s.tests_passed, s.total_tests, s.points, s.submitted_at, s.hidden
      from (select *, ${figuresHidden} as hidden from submissions where user_id = ${userId}) s
      join problems p on p.id = s.problem_id
      order by s.submitted_at`),
    db.execute<{ points: number; solved: number; judged: number; accepted: number; active_seconds: number }>(
      sql`select points, solved, judged, accepted, active_seconds from user_stats where user_id = ${userId}`,
    ),
    db.execute<Row>(sql`
      select day::text, judged, accepted, solved, points, easy_solved, medium_solved, hard_solved, seconds
      from user_days where user_id = ${userId} order by day`),
    db.execute<Row>(
      sql`select category, judged, accepted, solved from user_categories where user_id = ${userId} order by category`,
    ),
    account.liveSessions(userId, idleMs),
    db.execute<{ topic: string; message: string; created_at: Date }>(sql`
      select topic, message, created_at from contact_messages
      where user_id = ${userId} or email = (select email from users where id = ${userId}) order by created_at`),
  ]);
  const s = stats.rows[0] ?? { points: 0, solved: 0, judged: 0, accepted: 0, active_seconds: 0 };
  return {
    exportedAt: now.toISOString(),
    profile,
    settings,
    submissions: subs.rows.map((r) => ({
      _id: r.id,
      problem: { _id: r.problem_id, title: r.title, difficulty: r.difficulty },
      language: r.language,
      code: r.code,
      status: r.status,
      // As every read: no figures of a failed verdict while its contest runs (docs/api.md, Submission).
      runtime: r.hidden ? null : r.runtime_ms,
      memory: r.hidden || r.memory_mb === null ? null : Math.round(r.memory_mb),
      testCasesPassed: r.tests_passed,
      totalTestCases: r.total_tests,
      points: r.points,
      submittedAt: new Date(r.submitted_at).toISOString(),
    })),
    progress: {
      points: s.points,
      solved: s.solved,
      judged: s.judged,
      accepted: s.accepted,
      activeSeconds: s.active_seconds,
      days: days.rows,
      categories: categories.rows,
    },
    sessions: live.map((x) => ({
      _id: x.id,
      device: describeDevice(x.userAgent),
      createdAt: x.createdAt.toISOString(),
      lastUsedAt: x.lastUsedAt.toISOString(),
      current: x.tokenHash === sessionHash,
    })),
    contactMessages: messages.rows.map((m) => ({
      topic: m.topic,
      message: m.message,
      createdAt: new Date(m.created_at).toISOString(),
    })),
  };
}
