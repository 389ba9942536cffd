import { beforeAll, describe, expect, it } from 'vitest';
import { twoSumFixture } from '../../../test/builders.ts';
import { build, type TestApp } from '../../../test/helper.ts';
import { seedProblems } from './seed.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await build();
  const bank = [
    twoSumFixture({
      slug: 'alpha-array',
      title: 'Alpha Array',
      difficulty: 'hard',
      category: 'array',
      tags: ['prefix-sum', 'hash-table', 'math'],
    }),
    twoSumFixture({
      slug: 'beta-string',
      title: 'Beta String',
      difficulty: 'easy',
      category: 'string',
      tags: ['two-pointers'],
    }),
    twoSumFixture({
      slug: 'gamma-graph',
      title: 'Gamma Graph',
      difficulty: 'medium',
      category: 'graph',
      tags: ['bfs'],
    }),
    ...Array.from({ length: 12 }, (_, i) =>
      twoSumFixture({
        slug: `filler-${i}`,
        title: `Filler ${String(i).padStart(2, '0')}`,
        difficulty: 'easy',
        category: 'dp',
      }),
    ),
  ];
  expect(await seedProblems(t.ctx.database.db, bank)).toEqual({ inserted: 15, updated: 0, unchanged: 0 });
  token = (await t.register()).token;
});

const get = (url: string) => t.injectAs(token, { method: 'GET', url });

describe('GET /api/problems', () => {
  it('pages 12 at a time with real pagination', async () => {
    const p1 = (await get('/api/problems')).json();
    expect(p1.problems).toHaveLength(12);
    expect(p1.pagination).toEqual({ pages: 2, current: 1, total: 15, limit: 12 });
    const p2 = (await get('/api/problems?page=2')).json();
    expect(p2.problems).toHaveLength(3);
  });

  it('still counts the matches on a page past the last one', async () => {
    const past = (await get('/api/problems?page=5&category=dp')).json();
    expect(past.problems).toEqual([]);
    expect(past.pagination).toEqual({ pages: 1, current: 5, total: 12, limit: 12 });
  });

  it('filters by difficulty, category and search (title or tag, case-insensitive)', async () => {
    expect(
      (await get('/api/problems?difficulty=hard')).json().problems.map((p: { slug: string }) => p.slug),
    ).toEqual(['alpha-array']);
    expect(
      (await get('/api/problems?category=graph')).json().problems.map((p: { slug: string }) => p.slug),
    ).toEqual(['gamma-graph']);
    expect(
      (await get('/api/problems?search=BETA')).json().problems.map((p: { slug: string }) => p.slug),
    ).toEqual(['beta-string']);
    expect(
      (await get('/api/problems?search=prefix')).json().problems.map((p: { slug: string }) => p.slug),
    ).toEqual(['alpha-array']);
    expect((await get('/api/problems?search=%25')).json().problems).toEqual([]);
  });

  it('sorts by difficulty and title', async () => {
    const byDifficulty = (await get('/api/problems?sort=difficulty&limit=100'))
      .json()
      .problems.map((p: { difficulty: string }) => p.difficulty);
    expect(byDifficulty.indexOf('hard')).toBe(byDifficulty.length - 1);
    const byTitle = (await get('/api/problems?sort=title&limit=3'))
      .json()
      .problems.map((p: { title: string }) => p.title);
    expect(byTitle).toEqual(['Alpha Array', 'Beta String', 'Filler 00']);
  });

  it('refuses an unknown category or difficulty with a field error', async () => {
    const res = await get('/api/problems?category=nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('category');
  });

  it('gives a random problem within the filters, and 404 when none match', async () => {
    expect((await get('/api/problems/random?category=string')).json().problem.slug).toBe('beta-string');
    const none = await get('/api/problems/random?category=trie');
    expect(none.statusCode).toBe(404);
  });

  it('counts problems in all 18 categories', async () => {
    const cats = (await get('/api/problems/categories')).json().categories;
    expect(cats).toHaveLength(18);
    expect(cats.find((c: { id: string }) => c.id === 'dp').count).toBe(12);
  });
});

describe('GET /api/problems/:id', () => {
  it('needs a signed-in learner', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/problems/alpha-array' })).statusCode).toBe(401);
  });

  it('answers by slug or id, with starter code and only the visible tests', async () => {
    const p = (await get('/api/problems/alpha-array')).json().problem;
    expect(p.testCases).toHaveLength(3);
    expect(p.testCases.every((c: { isHidden: boolean }) => c.isHidden === false)).toBe(true);
    const body = JSON.stringify(p);
    expect(body).not.toContain('[1,4,9,-3]'); // a hidden test's input
    expect(p.starterCode.python).toContain('def twoSum(self, nums: List[int], target: int) -> List[int]:');
    expect(p.starterCode.java).toContain('public int[] twoSum(int[] nums, int target)');
    // Every language the editor offers has its starter, the ten of issue 29.
    expect(Object.keys(p.starterCode).sort()).toEqual([
      'c',
      'cpp',
      'csharp',
      'go',
      'java',
      'javascript',
      'python',
      'ruby',
      'rust',
      'typescript',
    ]);
    expect(p.starterCode.c).toContain('int* twoSum(int* nums, int numsSize, int target, int* returnSize)');
    expect(p.starterCode.csharp).toContain('public int[] TwoSum(int[] nums, int target)');
    expect(p.starterCode.typescript).toContain('function twoSum(nums: number[], target: number): number[] {');
    expect(p.starterCode.go).toContain('func twoSum(nums []int, target int) []int {');
    expect(p.starterCode.rust).toContain('pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {');
    expect(p.starterCode.ruby).toContain('def two_sum(nums, target)');
    expect(p.hints).toEqual([
      { order: 1, content: 'Look for the complement.' },
      { order: 2, content: 'Use a hash map.' },
    ]);
    expect(body).not.toContain('solutions');
    const byId = (await get(`/api/problems/${p._id}`)).json().problem;
    expect(byId.slug).toBe('alpha-array');
  });

  it('404s an unknown problem with the message the solve screen shows', async () => {
    const res = await get('/api/problems/00000000-0000-0000-0000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Problem not found');
  });
});

describe('seeding', () => {
  it('is idempotent and updates an edited problem in place', async () => {
    const [before] = await t.sql<{ id: string }>(`select id from problems where slug = 'beta-string'`);
    expect(
      await seedProblems(t.ctx.database.db, [
        twoSumFixture({ slug: 'beta-string', title: 'Beta String', category: 'string' }),
      ]),
    ).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 1,
    });
    const edited = {
      ...twoSumFixture({ slug: 'beta-string', title: 'Beta String, edited', category: 'string' }),
      version: 'v2',
    };
    expect(await seedProblems(t.ctx.database.db, [edited])).toEqual({
      inserted: 0,
      updated: 1,
      unchanged: 0,
    });
    const [after] = await t.sql<{ id: string; title: string }>(
      `select id, title from problems where slug = 'beta-string'`,
    );
    expect(after).toEqual({ id: before?.id, title: 'Beta String, edited' });
  });
});
