import type pg from 'pg';

/**
 * Bench data, generated inside PostgreSQL (generate_series), so a million submissions take
 * seconds rather than a million round trips. Activity is skewed as on real sites: learner k is
 * chosen with probability growing toward the low indices (a few learners submit thousands of
 * times, most a few dozen), over the last year. Only the facts the progress aggregates read
 * are filled in; the aggregates themselves come from rebuildProgress.
 */

export interface SeedSize {
  users: number;
  submissions: number;
  /** Problems to generate; 0 spreads the submissions over the problems already stored (bench/api: the real bank). */
  problems: number;
}

const ZONES = [
  'UTC',
  'Europe/Paris',
  'America/New_York',
  'America/Los_Angeles',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'America/Sao_Paulo',
];
const CATEGORIES = [
  'array',
  'string',
  'linkedlist',
  'tree',
  'graph',
  'dp',
  'greedy',
  'backtracking',
  'sorting',
  'searching',
  'math',
  'bit-manipulation',
  'two-pointers',
  'sliding-window',
  'stack',
  'queue',
  'heap',
  'trie',
];

async function insertProblems(client: pg.Client, n: number): Promise<void> {
  await client.query(
    `insert into problems (slug, title, description, difficulty, category, time_limit_ms, memory_limit_mb,
       signature, checker, constraints, hints, examples, solutions, version, estimated_minutes)
     select 'bench-' || i, 'Bench problem ' || i, 'Generated for the progress benchmark.',
       (array['easy','medium','hard'])[1 + (i % 3)], ($2::text[])[1 + (i % array_length($2::text[], 1))],
       1000, 256, '{"function":"f","params":[],"returns":"int"}'::jsonb, 'exact', '[]'::jsonb, '[]'::jsonb,
       '[]'::jsonb, '{}'::jsonb, 'bench', 10 + (i % 5) * 10
     from generate_series(1, $1::int) i`,
    [n, CATEGORIES],
  );
}

export async function seed(client: pg.Client, size: SeedSize, log: (m: string) => void): Promise<void> {
  const t0 = performance.now();
  await client.query(`select setseed(0.42)`);
  await client.query(`set work_mem = '256MB'`);
  if (size.problems > 0) await insertProblems(client, size.problems);
  const problemCount = Number(
    (await client.query<{ n: string }>('select count(*) as n from problems')).rows[0]?.n ?? 0,
  );
  await client.query(
    `insert into users (name, email, password_hash, time_zone, created_at)
     select 'Learner ' || i, 'learner' || i || '@bench.example.com', 'not-a-hash', ($2::text[])[1 + (i % array_length($2::text[], 1))],
       now() - interval '400 days' + (i % 300) * interval '1 day'
     from generate_series(1, $1::int) i`,
    [size.users, ZONES],
  );
  log(`  problems and users: ${Math.round(performance.now() - t0)} ms`);

  const t1 = performance.now();
  // Foreign keys hold by construction here; skipping their per-row triggers saves minutes.
  await client.query(`set session_replication_role = replica`);
  // Skewed learner choice: index = floor(users * r^2) for r uniform in [0,1).
  await client.query(
    `create temp table gen as
     select u.id as user_id, p.id as problem_id, p.difficulty, s.status, s.at
     from (
       select floor($1::int * power(random(), 2))::int as uk, floor($2::int * random())::int as pk,
         case when x < 0.55 then 'accepted' when x < 0.80 then 'wrong_answer' when x < 0.88 then 'time_limit_exceeded'
           when x < 0.93 then 'runtime_error' when x < 0.995 then 'compilation_error' else 'internal_error' end as status,
         now() - random() * interval '365 days' as at
       from (select random() as x from generate_series(1, $3::int)) g
     ) s
     join (select id, (row_number() over (order by email) - 1)::int as k from users) u on u.k = s.uk
     join (select id, difficulty, (row_number() over (order by slug) - 1)::int as k from problems) p on p.k = s.pk`,
    [size.users, problemCount, size.submissions],
  );
  await client.query('analyze gen');
  // A bulk load: drop the secondary indexes of submissions, insert, build them again (sorted, once).
  const indexes = (
    await client.query<{ name: string; def: string }>(
      `select indexname as name, indexdef as def from pg_indexes
       where tablename = 'submissions' and indexname <> 'submissions_pkey'`,
    )
  ).rows;
  for (const ix of indexes) await client.query(`drop index "${ix.name}"`);
  // Points go to each learner's first accepted submission of a problem (docs/progress.md).
  await client.query(
    `insert into submissions (user_id, problem_id, language, code, status, runtime_ms, memory_mb,
       tests_passed, total_tests, points, submitted_at, judged_at)
     select user_id, problem_id, 'javascript', '// bench', status, 20, 40, 5, 10,
       case when status = 'accepted' and row_number() over (partition by user_id, problem_id, status = 'accepted' order by at) = 1
         then case difficulty when 'easy' then 10 when 'medium' then 25 else 50 end else 0 end,
       at, at + interval '2 seconds'
     from gen`,
  );
  for (const ix of indexes) await client.query(ix.def);
  log(`  ${size.submissions.toLocaleString('en-US')} submissions: ${Math.round(performance.now() - t1)} ms`);

  const t2 = performance.now();
  await client.query(
    `insert into user_problems (user_id, problem_id, attempts, first_attempt_at, solved_at)
     select user_id, problem_id, count(*) filter (where status <> 'internal_error'), min(at),
       min(at) filter (where status = 'accepted')
     from gen group by user_id, problem_id`,
  );
  // Some tracked time on the solve screen: a quarter of the learner-problem pairs.
  await client.query(
    `insert into user_problem_time (user_id, problem_id, seconds)
     select user_id, problem_id, 60 + floor(random() * 1800)::int from user_problems where random() < 0.25`,
  );
  await client.query(`set session_replication_role = origin`);
  log(`  user_problems, time: ${Math.round(performance.now() - t2)} ms`);
}
