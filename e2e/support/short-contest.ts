import { randomBytes } from 'node:crypto';

/**
 * The end-of-contest journey needs a contest that has really ended, and the shortest contest
 * lasts 5 minutes and may start at most a minute in the past. So the run starts it first, from the
 * global setup, with its two participants' submissions sent at once: by the time the journeys
 * reach contests.e2e.ts it has ended and been rated, and nothing waits 4 minutes for it. (Run
 * alone, that file waits for the remaining minutes.) Plain fetch: this runs before any test file.
 */
export interface ShortContest {
  contestId: string;
  name: string;
  winner: { name: string; email: string; password: string };
}

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
  const made = await call<{ data: { contestId: string } }>('POST', '/contests', admin, {
    name,
    type: 'special',
    format: 'icpc',
    description: 'An end-to-end contest that ends during the run',
    startTime: new Date(Date.now() - 55_000).toISOString(),
    duration: 5,
    problems: [{ problemId: problem._id, points: 500 }],
    prizes: ['A mention on the board', 'Rating points'],
    rated: true,
    visibility: 'public',
  });
  const contestId = made.data.contestId;
  const winner = await learner();
  const other = await learner();
  for (const [who, code] of [
    [winner, TWO_SUM_JS],
    [other, 'var twoSum = function() { return [0, 0]; };'],
  ] as const) {
    const token = await signIn(who.email, who.password);
    await call('POST', `/contests/${contestId}/register`, token, {});
    await call('POST', '/submissions', token, {
      problemId: problem._id,
      contestId,
      language: 'javascript',
      code,
    });
  }
  return { contestId, name, winner };
}
