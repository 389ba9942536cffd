import type { Category, Difficulty, FailedTest, Language, Signature, Verdict } from '@codecoach/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ExampleRow, HintRow } from '../../db/schema/problems.ts';
import type { JudgeFacts } from '../../db/schema/submissions.ts';
import { tutorAnswers } from '../../db/schema/tutor.ts';
import { visibleTo } from '../problems/repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TutorProblemRow = {
  id: string;
  slug: string;
  title: string;
  description: string;
  difficulty: Difficulty;
  category: Category;
  tags: string[];
  constraints: string[];
  hints: HintRow[];
  examples: ExampleRow[];
  editorial: string;
  solutions: Record<string, string>;
  signature: Signature;
  source: string;
};

export type StoredJudgement = {
  status: Verdict;
  runtimeMs: number | null;
  memoryMb: number | null;
  testsPassed: number;
  totalTests: number;
  compileOutput: string | null;
  failedTest: FailedTest | null;
  judgeFacts: JudgeFacts;
};

export interface AnswerRecord {
  userId: string;
  problemId?: string;
  kind: 'hint' | 'explain' | 'optimize' | 'chat' | 'recommend';
  engineKind: 'builtin' | 'openai-compatible';
  engineLabel: string;
  ok: boolean;
  fallback?: string;
  withheld?: string;
  cached: boolean;
  latencyMs: number;
}

/** Every statement of the tutor on the database. */
export function createTutorRepository(db: Db) {
  return {
    async problem(idOrSlug: string): Promise<TutorProblemRow | undefined> {
      const by = UUID.test(idOrSlug) ? sql`id = ${idOrSlug}` : sql`slug = ${idOrSlug}`;
      const r = await db.execute<TutorProblemRow>(sql`
        select id, slug, title, description, difficulty, category, tags, constraints, hints, examples,
               editorial, solutions, signature, source
        from problems where ${by} limit 1`);
      return r.rows[0];
    },

    /** Whether the learner has solved the problem, and their latest verdict on it. */
    async learner(userId: string, problemId: string): Promise<{ solved: boolean; lastVerdict?: Verdict }> {
      const r = await db.execute<{ solved: boolean; last: Verdict | null }>(sql`
        select exists(select 1 from submissions where user_id = ${userId} and problem_id = ${problemId} and status = 'accepted') as solved,
               (select status from submissions where user_id = ${userId} and problem_id = ${problemId} and status <> 'pending'
                order by submitted_at desc limit 1) as last`);
      const row = r.rows[0];
      return { solved: row?.solved ?? false, ...(row?.last ? { lastVerdict: row.last } : {}) };
    },

    /**
     * The judge's last verdict on exactly this code of the learner's (a submission of it), with
     * the facts kept for the tutor: Explain on a verdict just shown judges nothing again.
     */
    async judgement(userId: string, problemId: string, language: Language, code: string) {
      const r = await db.execute<StoredJudgement>(sql`
        select status, runtime_ms as "runtimeMs", memory_mb as "memoryMb", tests_passed as "testsPassed",
               total_tests as "totalTests", compile_output as "compileOutput",
               failed_test as "failedTest", judge_facts as "judgeFacts"
        from submissions
        where user_id = ${userId} and problem_id = ${problemId} and language = ${language}
          and status not in ('pending', 'internal_error') and judge_facts is not null and code = ${code}
        order by submitted_at desc limit 1`);
      return r.rows[0];
    },

    /** The next rung of the ladder, and moves the learner one rung up (at most to `top`). */
    async climbLadder(userId: string, problemId: string, top: number, restart: boolean): Promise<number> {
      const r = await db.execute<{ level: number }>(sql`
        with cur as (
          select case when ${restart} then 0 else coalesce(
            (select level from tutor_hint_ladders where user_id = ${userId} and problem_id = ${problemId}), 0) end as level)
        insert into tutor_hint_ladders as l (user_id, problem_id, level, updated_at)
        select ${userId}, ${problemId}, least(cur.level + 1, ${top}), now() from cur
        on conflict (user_id, problem_id) do update set level = excluded.level, updated_at = now()
        returning (select level from cur) as level`);
      return Math.min(r.rows[0]?.level ?? 0, top);
    },

    async record(a: AnswerRecord): Promise<void> {
      await db.insert(tutorAnswers).values({
        userId: a.userId,
        problemId: a.problemId ?? null,
        kind: a.kind,
        engineKind: a.engineKind,
        engineLabel: a.engineLabel,
        ok: a.ok,
        fallback: a.fallback ?? null,
        withheld: a.withheld ?? null,
        cached: a.cached,
        latencyMs: Math.round(a.latencyMs),
      });
    },

    /** The last call that reached an engine (not served from the cache). */
    async lastCall() {
      const r = await db.execute<{
        at: Date;
        ok: boolean;
        kind: string;
        engine: string;
        fallback: string | null;
      }>(sql`
        select created_at as at, ok and fallback is null as ok, kind, engine_label as engine, fallback
        from tutor_answers where not cached order by created_at desc limit 1`);
      return r.rows[0];
    },

    /** Runtimes of accepted submissions of a problem in a language: the share slower than `ms`. */
    async percentile(problemId: string, language: Language, ms: number) {
      const r = await db.execute<{ n: number; slower: number }>(sql`
        select count(*)::int as n, count(*) filter (where runtime_ms > ${Math.round(ms)})::int as slower
        from submissions where problem_id = ${problemId} and language = ${language} and status = 'accepted' and runtime_ms is not null`);
      const row = r.rows[0];
      if (!row || row.n === 0) return undefined;
      return { sample: row.n, fasterThan: Math.round((100 * row.slower) / row.n) };
    },

    /** The learner's real per-category results (judged submissions; solved and total problems). */
    async categories(userId: string) {
      const r = await db.execute<{
        category: Category;
        total: number;
        solved: number;
        attempted: number;
        judged: number;
        accepted: number;
      }>(sql`
        select problems.category,
               count(distinct problems.id)::int as total,
               count(distinct problems.id) filter (where exists (select 1 from submissions s where s.user_id = ${userId} and s.problem_id = problems.id and s.status = 'accepted'))::int as solved,
               count(distinct problems.id) filter (where exists (select 1 from submissions s where s.user_id = ${userId} and s.problem_id = problems.id))::int as attempted,
               (select count(*) from submissions s join problems q on q.id = s.problem_id
                 where s.user_id = ${userId} and q.category = problems.category and s.status not in ('pending', 'internal_error'))::int as judged,
               (select count(*) from submissions s join problems q on q.id = s.problem_id
                 where s.user_id = ${userId} and q.category = problems.category and s.status = 'accepted')::int as accepted
        from problems where ${visibleTo(userId)} group by problems.category`);
      return r.rows;
    },

    /**
     * Unsolved problems the learner may open (others' private generated problems and unpublished
     * ones are not there for them: found by who-sees-what.test.ts), easiest and quickest first, and attempted-unsolved ones, newest first. */
    async candidates(userId: string, limit: number) {
      const open = await db.execute<{
        id: string;
        title: string;
        difficulty: Difficulty;
        category: Category;
        estimatedMinutes: number;
      }>(sql`
        select id, title, difficulty, category, estimated_minutes as "estimatedMinutes" from problems
        where ${visibleTo(userId)}
          and not exists (select 1 from submissions s where s.user_id = ${userId} and s.problem_id = problems.id and s.status = 'accepted')
        order by case difficulty when 'easy' then 0 when 'medium' then 1 else 2 end, estimated_minutes, title limit ${limit}`);
      const attempted = await db.execute<{ id: string; title: string; category: Category }>(sql`
        select problems.id, problems.title, problems.category from problems
        join lateral (select max(submitted_at) as at from submissions s where s.user_id = ${userId} and s.problem_id = problems.id) s on s.at is not null
        where ${visibleTo(userId)}
          and not exists (select 1 from submissions s where s.user_id = ${userId} and s.problem_id = problems.id and s.status = 'accepted')
        order by s.at desc limit 5`);
      return { open: open.rows, attempted: attempted.rows };
    },
  };
}
export type TutorRepository = ReturnType<typeof createTutorRepository>;
