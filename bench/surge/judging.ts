/**
 * bench/surge: the judge's load beside the read surge (issue 27, part 3: "while the judge takes 10
 * submissions/s"). One judge worker process (`dist/worker.js`, as `npm run worker` runs it) on the
 * bench database, and a submitter posting accepted Two Sum solutions (JavaScript and Python in
 * turn) at a steady rate through the API servers under test, from LEARNERS learners in turn (each
 * may have 3 waiting: beyond that the server answers 429, which is counted, not retried).
 */
import pg from 'pg';
import { newToken, tokenHash } from '../../apps/server/src/modules/auth/tokens.ts';
import { type Proc, startWorker } from '../../apps/server/test/processes.ts';

const LEARNERS = 200;
const CODE = {
  javascript:
    'var twoSum = function(nums, target) { const m = new Map(); for (let i = 0; i < nums.length; i++) { if (m.has(target - nums[i])) return [m.get(target - nums[i]), i]; m.set(nums[i], i); } return []; };',
  python:
    'class Solution:\n    def twoSum(self, nums: List[int], target: int) -> List[int]:\n        seen = {}\n        for i, x in enumerate(nums):\n            if target - x in seen:\n                return [seen[target - x], i]\n            seen[x] = i\n        return []\n',
};

export interface JudgingOutcome {
  asked: number;
  taken: number;
  refused: number;
  failed: number;
  /** Of those taken, judged by the end of the phase. */
  judged: number;
  /** Submit to verdict (the database's clock) of those judged, ms. */
  p50: number;
  p95: number;
}

export interface Judging {
  /** Posts `perSecond` submissions/s through `bases` (in turn) until the returned stop. */
  during(bases: string[], perSecond: number): { stop(): Promise<JudgingOutcome> };
  close(): Promise<void>;
}

export async function startJudging(url: string, workers: number): Promise<Judging> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const [twoSum] = (await client.query<{ id: string }>("select id from problems where slug = 'two-sum'"))
    .rows;
  if (!twoSum) throw new Error('two-sum is not in the bank');
  const learners = (
    await client.query<{ id: string }>('select id from users order by id limit $1', [LEARNERS])
  ).rows;
  const tokens: string[] = [];
  for (const l of learners) {
    const token = newToken();
    await client.query(
      `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
      [l.id, tokenHash(token)],
    );
    tokens.push(token);
  }
  const worker: Proc = await startWorker(
    'surge-worker',
    { DATABASE_URL: url, JUDGE_WORKERS: String(workers), LOG_LEVEL: 'warn' },
    { dist: true },
  );
  let n = 0;

  return {
    during(bases, perSecond) {
      const ids: string[] = [];
      const out = { asked: 0, taken: 0, refused: 0, failed: 0 };
      const inFlight: Array<Promise<void>> = [];
      const post = async () => {
        const i = n++;
        const language = i % 2 === 0 ? 'javascript' : 'python';
        out.asked++;
        try {
          const res = await fetch(`${bases[i % bases.length]}/api/submissions`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${tokens[i % tokens.length]}`,
            },
            body: JSON.stringify({ problemId: twoSum.id, language, code: CODE[language] }),
          });
          const body = (await res.json()) as { data?: { submission?: { _id?: string } } };
          if (res.status === 202 && body.data?.submission?._id) {
            out.taken++;
            ids.push(body.data.submission._id);
          } else if (res.status === 429) out.refused++;
          else out.failed++;
        } catch {
          out.failed++;
        }
      };
      const timer = setInterval(() => inFlight.push(post()), 1000 / perSecond);
      return {
        async stop() {
          clearInterval(timer);
          await Promise.all(inFlight);
          const judged = (
            await client.query<{ ms: number }>(
              `select extract(epoch from (judged_at - submitted_at)) * 1000 as ms from submissions
               where id = any($1::uuid[]) and status <> 'pending' order by 1`,
              [ids],
            )
          ).rows.map((r) => Number(r.ms));
          const at = (p: number) =>
            Math.round(judged[Math.min(judged.length - 1, Math.floor(judged.length * p))] ?? Number.NaN);
          return { ...out, judged: judged.length, p50: at(0.5), p95: at(0.95) };
        },
      };
    },
    async close() {
      await worker.stop(20_000);
      await client.end();
    },
  };
}
