import type { Signature } from '@codecoach/contracts';
import type { JudgeRequest, JudgeTest } from '@codecoach/judge';
import { createJudge } from '@codecoach/judge';
import { addRow, median, ms } from './stats.ts';
import { type BenchLanguage, TWO_SUM, TWO_SUM_CODE, twoSumTests } from './workloads.ts';

/**
 * What a custom checker costs now that it runs in a box of its own (packages/judge
 * checker-box.ts) instead of in the judge's process: the same submission judged with the
 * built-in `unordered` checker and with a custom checker doing the same comparison, alternated,
 * side by side. "bare" is the built-in checker, "judged" the custom one.
 */

/** Two Sum's checker as a problem author would write it: any right pair of indices. */
const PAIR_CHECKER = `export default function (input, expected, actual) {
  const [nums, target] = input;
  if (!Array.isArray(actual) || actual.length !== 2 || actual[0] === actual[1]) return { ok: false, message: 'two different indices' };
  return nums[actual[0]] + nums[actual[1]] === target;
}`;

/** Sort an array: answers of 10^5 numbers, so the checker's box receives megabytes. */
const SORT_SIGNATURE: Signature = {
  function: 'sortArray',
  params: [{ name: 'nums', type: 'int[]' }],
  returns: 'int[]',
};
const SORT = {
  signature: SORT_SIGNATURE,
  code: 'var sortArray = function(nums) { return Array.from(Int32Array.from(nums).sort()); };',
  checker: `export default (input, expected, actual) => {
  if (!Array.isArray(actual) || actual.length !== expected.length) return false;
  for (let i = 0; i < actual.length; i++) if (actual[i] !== expected[i]) return false;
  return true;
}`,
} as const;

function sortTests(count: number): JudgeTest[] {
  let s = 11;
  const rnd = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s;
  };
  return Array.from({ length: count }, () => {
    const nums = Array.from({ length: 100_000 }, () => (rnd() % 2_000_001) - 1_000_000);
    return { input: [nums], expected: [...nums].sort((a, b) => a - b) };
  });
}

async function pair(
  judge: Awaited<ReturnType<typeof createJudge>>,
  n: number,
  builtIn: JudgeRequest,
  custom: JudgeRequest,
): Promise<{ builtIn: number[]; custom: number[] }> {
  for (const r of [builtIn, custom]) {
    const w = await judge.run(r);
    if (w.verdict !== 'accepted') throw new Error(`${r.checker}: ${w.verdict} ${JSON.stringify(w.error)}`);
  }
  const out = { builtIn: [] as number[], custom: [] as number[] };
  for (let i = 0; i < n; i++) {
    for (const [r, into] of [
      [builtIn, out.builtIn],
      [custom, out.custom],
    ] as const) {
      const t0 = performance.now();
      const res = await judge.run(r);
      into.push(performance.now() - t0);
      if (res.verdict !== 'accepted') throw new Error(`${r.checker}: ${res.verdict}`);
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  return out;
}

export async function checker(quick: boolean): Promise<void> {
  const judge = await createJudge({ slots: 1 });
  const n = quick ? 5 : 11;
  const section = 'Custom checker in its own box vs built-in (median; bare = built-in, judged = custom)';
  const langs: BenchLanguage[] = ['javascript', 'python', 'java', 'cpp'];
  for (const lang of langs) {
    const tests = twoSumTests();
    const base: JudgeRequest = {
      language: lang,
      code: TWO_SUM_CODE[lang],
      signature: TWO_SUM,
      checker: 'unordered',
      tests,
      timeLimitMs: 2000,
      memoryLimitMb: 256,
      stopOnFirstFailure: true,
    };
    const r = await pair(judge, n, base, { ...base, checker: 'custom', customChecker: PAIR_CHECKER });
    const b = median(r.builtIn);
    const c = median(r.custom);
    addRow({
      section,
      case: `Two Sum, 50 tests, ${lang}`,
      bare: ms(b),
      judged: ms(c),
      result: `${(c / b).toFixed(2)}x (+${(c - b).toFixed(1)} ms)`,
      target: 'report',
      ok: undefined,
    });
  }
  const tests = sortTests(quick ? 3 : 10);
  const base: JudgeRequest = {
    language: 'javascript',
    code: SORT.code,
    signature: SORT.signature,
    checker: 'exact',
    tests,
    timeLimitMs: 2000,
    memoryLimitMb: 256,
    stopOnFirstFailure: true,
  };
  const r = await pair(judge, quick ? 3 : 5, base, {
    ...base,
    checker: 'custom',
    customChecker: SORT.checker,
  });
  const b = median(r.builtIn);
  const c = median(r.custom);
  addRow({
    section,
    case: `Sort, ${tests.length} tests of 10^5 numbers, javascript`,
    bare: ms(b),
    judged: ms(c),
    result: `${(c / b).toFixed(2)}x (+${(c - b).toFixed(1)} ms)`,
    target: 'report',
    ok: undefined,
  });
  await judge.close();
}
