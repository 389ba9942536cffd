/**
 * The API answers bench/web/run.ts serves to the browser, so the screens it measures render as
 * they do with real data (the solve screen opens its editor only once the problem has loaded).
 * Every answer is parsed with its contract from @codecoach/contracts first: a fixture that drifts
 * from the API fails the bench instead of measuring an error screen.
 */
import {
  DEFAULT_SETTINGS,
  EDITOR_LANGUAGES,
  HealthResponse,
  MailStatusResponse,
  MeResponse,
  ProblemResponse,
  PublicStatsResponse,
  SettingsResponse,
  TimeZoneResponse,
  type User,
} from '@codecoach/contracts';
import type { z } from 'zod';

export { EDITOR_LANGUAGES };
export type EditorLanguage = (typeof EDITOR_LANGUAGES)[number];

/** The signed-in learner: an admin, so /admin renders its screen rather than Access Denied. */
export const USER: User = {
  _id: 'bench-user',
  name: 'Bench Learner',
  email: 'bench@example.com',
  role: 'admin',
  createdAt: '2025-01-01T00:00:00.000Z',
};
export const TOKEN = 'bench-token';
export const PROBLEM_ID = 'two-sum';

function checked<S extends z.ZodType>(schema: S, value: z.input<S>): unknown {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Error(`a bench fixture does not match its contract: ${parsed.error.message}`);
  return value;
}

const health = checked(HealthResponse, {
  success: true,
  message: 'ok',
  status: 'ok',
  version: 'bench',
  database: { mode: 'external', ok: true },
  queue: {
    pending: 0,
    workers: 1,
    oldestPendingSeconds: null,
    orphanedJobs: 0,
    generation: { open: 0, oldestOpenSeconds: null, orphanedJobs: 0 },
  },
  sandbox: { ok: true, mechanism: 'bwrap' },
  languages: EDITOR_LANGUAGES.map((id) => ({ id, name: id, version: '1', available: true })),
  ai: { engine: 'builtin', model: null },
  demoMode: false,
  bank: { ready: true, problems: 1, failed: 0 },
} satisfies z.input<typeof HealthResponse>);

const publicStats = checked(PublicStatsResponse, {
  success: true,
  message: 'ok',
  data: { problemsSolved: 1234, activeLearners: 56, acceptanceRate: 61.5, languagesAvailable: 6 },
});

const me = checked(MeResponse, { success: true, message: 'ok', user: USER });

function settings(language: EditorLanguage) {
  return checked(SettingsResponse, {
    success: true,
    message: 'ok',
    data: {
      settings: { ...DEFAULT_SETTINGS, editor: { ...DEFAULT_SETTINGS.editor, language }, timeZone: 'UTC' },
      mailEnabled: false,
    },
  });
}

const problem = checked(ProblemResponse, {
  success: true,
  message: 'ok',
  problem: {
    _id: PROBLEM_ID,
    title: 'Two Sum',
    slug: PROBLEM_ID,
    difficulty: 'easy',
    category: 'array',
    tags: ['array', 'hash-table'],
    solved: false,
    attempted: false,
    statistics: { acceptanceRate: 48.2, solvedBy: 12 },
    estimatedTime: 15,
    source: 'bank',
    description:
      'Given an array of integers `nums` and an integer `target`, return the indices of the two ' +
      'numbers that add up to `target`.',
    hints: [{ order: 1, content: 'A hash map remembers what you have seen.' }],
    examples: [{ input: 'nums = [2,7,11,15], target = 9', output: '[0,1]' }],
    constraints: ['2 <= nums.length <= 10^4'],
    signature: {
      function: 'twoSum',
      params: [
        { name: 'nums', type: 'int[]' },
        { name: 'target', type: 'int' },
      ],
      returns: 'int[]',
    },
    starterCode: {
      javascript: 'function twoSum(nums, target) {\n  \n}\n',
      python: 'class Solution:\n    def twoSum(self, nums, target):\n        pass\n',
      java: 'class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        \n    }\n}\n',
      cpp:
        'class Solution {\npublic:\n' +
        '    vector<int> twoSum(vector<int>& nums, int target) {\n        \n    }\n};\n',
      c:
        '/**\n * Note: The returned array must be malloced, assume caller calls free().\n */\n' +
        'int* twoSum(int* nums, int numsSize, int target, int* returnSize) {\n    \n}\n',
      csharp:
        'public class Solution {\n    public int[] TwoSum(int[] nums, int target) {\n        \n    }\n}\n',
      typescript: 'function twoSum(nums: number[], target: number): number[] {\n    \n};\n',
      go: 'func twoSum(nums []int, target int) []int {\n    \n}\n',
      rust: 'impl Solution {\n    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {\n        \n    }\n}\n',
      ruby:
        '# @param {Integer[]} nums\n# @param {Integer} target\n# @return {Integer[]}\n' +
        'def two_sum(nums, target)\n    \nend\n',
    },
    testCases: [
      {
        input: 'nums = [2,7,11,15], target = 9',
        args: [[2, 7, 11, 15], 9],
        expectedOutput: [0, 1],
        isHidden: false,
      },
    ],
    timeLimitMs: 2000,
    memoryLimitMb: 256,
    hasSolution: true,
  },
} satisfies z.input<typeof ProblemResponse>);

const timeZone = checked(TimeZoneResponse, { success: true, message: 'ok', data: { timeZone: 'UTC' } });

/** The footer's newsletter form asks whether the site sends e-mail (it does, here). */
const mail = checked(MailStatusResponse, { success: true, message: 'OK', data: { enabled: true } });

/** What the bench's server answers: by method and path (without /api), or undefined when unknown. */
export function apiAnswer(method: string, path: string, editorLanguage: EditorLanguage): unknown {
  const key = `${method} ${path}`;
  if (key === 'GET /health') return health;
  if (key === 'GET /stats/public') return publicStats;
  if (key === 'GET /auth/me') return me;
  if (key === 'GET /account/settings') return settings(editorLanguage);
  if (key === `GET /problems/${PROBLEM_ID}`) return problem;
  if (key === 'PUT /user/timezone') return timeZone;
  if (key === 'GET /auth/mail') return mail;
  return undefined;
}
