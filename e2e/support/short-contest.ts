import { randomBytes } from 'node:crypto';

/**
 * The end-of-contest journey needs a contest that has really ended, and the shortest contest
 * lasts 5 minutes and must start in the future (START_IN_FUTURE). So the run starts one a few
 * seconds from now, from the global setup, registers its two participants, waits for the start and
 * sends their submissions: by the time the journeys reach contests.e2e.ts it has ended and been
 * rated, and nothing waits 5 minutes for it: vitest.config.ts runs that file last. (Run alone, it
 * waits for the remaining minutes.) Plain fetch: this runs before any test file.
 */
export interface ShortContest {
  contestId: string;
  name: string;
  winner: { name: string; email: string; password: string };
}

/** How far ahead the contest starts: enough for the request to arrive before it. */
const START_DELAY_MS = 3000;

/** A correct Two Sum, the winner's submission. */
const TWO_SUM_JS =
  'var twoSum = function(nums, target) { const seen = new Map(); for (let i = 0; i < nums.length; i++) { const j = seen.get(target - nums[i]); if (j !== undefined) return [j, i]; seen.set(nums[i], i); } return []; };';

export async function startShortContest(baseURL: string): Promise<ShortContest> {
  const call = async <T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseURL}/api${url}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`short contest: ${method} ${url} answered ${res.status}: ${text}`);
    return JSON.parse(text) as T;
  };
  const signIn = async (email: string, password: string) =>
    (await call<{ token: string }>('POST', '/auth/login', null, { email, password })).token;
  const learner = async () => {
    const id = randomBytes(4).toString('hex');
    const who = {
      name: `Contestant ${id}`,
      email: `contestant-${id}@example.com`,
      password: `Trellis-${id}-Kite`,
    };
    await call('POST', '/auth/register', null, who);
    return who;
  };

  const demo = await call<{ data: { email: string; password: string } }>('GET', '/auth/demo', null);
  const admin = await signIn(demo.data.email, demo.data.password);
  const { problem } = await call<{ problem: { _id: string } }>('GET', '/problems/two-sum', admin);
  const name = `Short ${Date.now()}`;
  // The server (same machine, same clock) refuses a start that is not in the future.
  const startsAt = Date.now() + START_DELAY_MS;
  const made = await call<{ data: { contestId: string } }>('POST', '/contests', admin, {
    name,
    type: 'special',
    format: 'icpc',
    description: 'An end-to-end contest that ends during the run',
    startTime: new Date(startsAt).toISOString(),
    duration: 5,
    problems: [{ problemId: problem._id, points: 500 }],
    prizes: ['A mention on the board', 'Rating points'],
    rated: true,
    visibility: 'public',
  });
  const contestId = made.data.contestId;
  const winner = await learner();
  const other = await learner();
  const entrants = [
    [winner, TWO_SUM_JS],
    [other, 'var twoSum = function() { return [0, 0]; };'],
  ] as const;
  const tokens: string[] = [];
  for (const [who] of entrants) {
    const token = await signIn(who.email, who.password);
    await call('POST', `/contests/${contestId}/register`, token, {});
    tokens.push(token);
  }
  // Submissions count only once the contest is live.
  await new Promise((r) => setTimeout(r, Math.max(0, startsAt + 1000 - Date.now())));
  for (const [i, [, code]] of entrants.entries()) {
    await call('POST', '/submissions', tokens[i] ?? null, {
      problemId: problem._id,
      contestId,
      language: 'javascript',
      code,
    });
  }
  return { contestId, name, winner };
}
