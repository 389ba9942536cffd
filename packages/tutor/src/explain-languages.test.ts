import type { Language } from '@codecoach/contracts';
import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from './builtin/index.ts';
import { type CauseContext, nameCauses } from './causes.ts';
import { readLines } from './code-lines.ts';
import { coverageProgram } from './coverage.ts';
import type { ExplainInput, FailureFacts, HintInput } from './engine.ts';
import { localisesLines } from './localisation.ts';
import { mutants } from './mutants.ts';
import { explainPrompt, hintPrompt } from './openai/prompts.ts';
import { suspect } from './sbfl.ts';
import { variantProgram } from './variants.ts';

/**
 * Explain in the ten languages (issue 29): where the tutor cannot run the code line by line
 * (coverage.ts, variants.ts), the explanation says so plainly and names no line from guesses,
 * with the verdict and the failing test still given; a line a variant repaired in the sandbox
 * is the learner's own line in any language and is kept.
 */
const problem = {
  id: 'p1',
  slug: 'two-sum',
  title: 'Two Sum',
  difficulty: 'easy' as const,
  category: 'array' as const,
  tags: [],
  statement: 'Return the indices of the two numbers that add up to target.',
  signature: {
    function: 'twoSum',
    params: [
      { name: 'nums', type: 'int[]' as const },
      { name: 'target', type: 'int' as const },
    ],
    returns: 'int[]' as const,
  },
  constraints: [],
  hints: [],
  examples: [],
};
const wrong: FailureFacts = {
  verdict: 'wrong_answer',
  test: {
    input: [[3, 3], 6],
    readable: 'nums = [3,3], target = 6',
    expected: [0, 1],
    actual: [0, 0],
    minimised: true,
    originalSize: 40,
    size: 20,
  },
  causes: [],
  suspect: { line: 3, confidence: 0.4, sure: 'low', evidence: ['the lines the code reading names'] },
};
const explain = (language: Language, failure: FailureFacts) =>
  createBuiltinEngine().explainFailure({
    problem,
    learner: { language, code: 'code', solved: false },
    failure,
  } as ExplainInput);

const LABEL = { typescript: 'TypeScript', go: 'Go', rust: 'Rust', ruby: 'Ruby' } as const;

describe('Explain where lines cannot be localised yet', () => {
  it.each(['typescript', 'go', 'rust', 'ruby'] as const)(
    '%s: the verdict and the failing test, the plain note, and no guessed line',
    async (language) => {
      const a = await explain(language, wrong);
      expect(a.markdown).toContain('**WRONG ANSWER**');
      expect(a.markdown).toContain('nums = [3,3], target = 6');
      expect(a.markdown).toContain(`Line-level localisation is not available yet for ${LABEL[language]}`);
      expect(a.markdown).not.toContain('Most suspicious line');
      expect(a.suspect).toBeUndefined();
    },
  );

  it('a runtime error keeps its exception; a time limit its growth; a compile error needs no note', async () => {
    const crash = await explain('typescript', {
      ...wrong,
      verdict: 'runtime_error',
      error: { type: 'TypeError', message: "Cannot read properties of undefined (reading 'length')" },
      suspect: { line: 4, confidence: 0.7, sure: 'medium', evidence: ['the crash site'] },
    });
    expect(crash.markdown).toContain('TypeError');
    expect(crash.markdown).toContain('Line-level localisation is not available yet for TypeScript');
    expect(crash.suspect).toBeUndefined();
    const slow = await explain('go', {
      verdict: 'time_limit_exceeded',
      causes: [],
      growth: { points: [], slope: 2, complexity: 'O(n^2)', truncated: false },
    });
    expect(slow.markdown).toContain('O(n^2)');
    expect(slow.markdown).toContain('not available yet for Go');
    const compile = await explain('rust', {
      verdict: 'compilation_error',
      causes: [],
      compileOutput: 'error[E0425]',
    });
    expect(compile.markdown).not.toContain('not available yet');
  });

  it('a line a variant repaired in the sandbox is kept, and the note says where it comes from', async () => {
    const a = await explain('rust', {
      ...wrong,
      suspect: { line: 5, confidence: 0.95, sure: 'high', evidence: ['a variant of this line passes'] },
    });
    expect(a.suspect?.line).toBe(5);
    expect(a.markdown).toContain('**Most suspicious line: line 5**');
    expect(a.markdown).toContain('not available yet for Rust');
    expect(a.markdown).toMatch(/variant of your code passed/);
  });

  it('the languages that are localised keep their guessed line and have no note', async () => {
    for (const language of ['python', 'javascript', 'java', 'cpp'] as const) {
      const a = await explain(language, wrong);
      expect(a.suspect?.line).toBe(3);
      expect(a.markdown).not.toContain('not available yet');
    }
  });

  it("the model's prompt gets the same facts: no guessed line, and the note to pass on", () => {
    const p = explainPrompt('t', {
      problem,
      learner: { language: 'ruby', code: 'def two_sum(nums, target)\nend', solved: false },
      failure: wrong,
    } as ExplainInput);
    expect(p).toContain('Line-level localisation is not available yet for Ruby');
    expect(p).not.toContain('"suspect"');
    const py = explainPrompt('t', {
      problem,
      learner: { language: 'python', code: 'x', solved: false },
      failure: wrong,
    } as ExplainInput);
    expect(py).toContain('"suspect"');
    const hint = hintPrompt('t', {
      problem,
      learner: { language: 'go', code: 'func twoSum() {}', solved: false },
      level: 2,
      failure: wrong,
    } as HintInput);
    expect(hint).toContain('nums = [3,3], target = 6');
    expect(hint).not.toContain('"suspect"');
  });
});

describe('the localisation paths in the four languages', () => {
  const target = { method: 'twoSum' };
  it('no coverage program and no variant program: undefined, never a wrong wrapper', () => {
    for (const language of ['typescript', 'go', 'rust', 'ruby', 'c', 'csharp'] as const) {
      expect(localisesLines(language)).toBe(false);
      expect(coverageProgram(language, 'code', target)).toBeUndefined();
      expect(variantProgram(language, ['code'], 1, target)).toBeUndefined();
    }
    for (const language of ['python', 'javascript', 'java', 'cpp'] as const)
      expect(localisesLines(language)).toBe(true);
  });

  it.each([
    [
      'ruby',
      'def max_profit(prices)\n  # if best < 0 then 1\n  best = 0\n  low = prices[0]\n  prices.each do |p|\n    low = p if p < low\n    best = p - low if p - low > best\n  end\n  best\nend',
    ],
    [
      'go',
      'func maxProfit(prices []int) int {\n\t// if best < 0 { return 1 }\n\tbest, low := 0, prices[0]\n\tfor _, p := range prices {\n\t\tif p < low {\n\t\t\tlow = p\n\t\t}\n\t\tif p-low > best {\n\t\t\tbest = p - low\n\t\t}\n\t}\n\treturn best\n}',
    ],
    [
      'rust',
      'impl Solution {\n    pub fn max_profit(prices: Vec<i32>) -> i32 {\n        // if best < 0 { return 1; }\n        let (mut best, mut low) = (0, prices[0]);\n        for &p in prices.iter() {\n            if p < low {\n                low = p;\n            }\n            if p - low > best {\n                best = p - low;\n            }\n        }\n        best\n    }\n}',
    ],
    [
      'typescript',
      'function maxProfit(prices: number[]): number {\n    // if (best < 0) return 1;\n    let best: number = 0, low: number = prices[0];\n    for (const p of prices) {\n        if (p < low) low = p;\n        if (p - low > best) best = p - low;\n    }\n    return best;\n}',
    ],
  ] as const)('%s: variants change one line of the code each, never a comment', (language, code) => {
    const ms = mutants(code, language, 400);
    expect(ms.length).toBeGreaterThan(5);
    const original = code.split('\n');
    for (const m of ms) {
      const lines = m.code.split('\n');
      expect(lines.length).toBe(original.length);
      expect(lines.filter((l, i) => l !== original[i])).toHaveLength(1);
      expect(lines[m.line - 1]).not.toBe(original[m.line - 1]);
      // Never the comment line of each program above.
      expect(original[m.line - 1]).not.toMatch(/^\s*(\/\/|#)/);
      if (language === 'ruby' || language === 'go' || language === 'rust')
        expect(lines[m.line - 1]).not.toMatch(/Math\./);
      // A definition's parameters and the language's keywords stay as they are (they would not compile).
      expect(original[m.line - 1]).not.toMatch(/^\s*(?:pub\s+)?(?:fn|func|def|function)\b/);
      const words = (l: string) =>
        l.match(/\b(?:pub|fn|mut|let|func|def|end|do|number|i32|Vec)\b/g)?.join(' ');
      expect(words(lines[m.line - 1] ?? '')).toBe(words(original[m.line - 1] ?? ''));
      expect(lines[m.line - 1]).not.toMatch(/\[[^\]]*\bif\b[^\]]*\]\.(?:max|min)/);
    }
  });
});

describe("the four languages' common compile errors, explained", () => {
  it.each([
    ['go', './solution.go:4:2: declared and not used: j', /declared but never used/],
    ['go', './solution.go:7:9: undefined: seen', /Go does not know/],
    ['go', './solution.go:9:1: missing return', /without a `return`/],
    ['rust', 'error[E0308]: mismatched types\n --> src/main.rs:5:16', /different type/],
    ['rust', 'error[E0382]: borrow of moved value: `nums`', /moved/],
    [
      'rust',
      'error[E0502]: cannot borrow `v` as mutable because it is also borrowed as immutable',
      /borrowed/,
    ],
    ['rust', 'error[E0425]: cannot find value `seen` in this scope', /Rust does not know/],
    ['ruby', "solution.rb:9: syntax error, unexpected end-of-input, expecting `end'", /`end`/],
    [
      'typescript',
      "solution.ts(3,5): error TS2322: Type 'string' is not assignable to type 'number'.",
      /type/,
    ],
    ['typescript', "solution.ts(4,9): error TS2304: Cannot find name 'seen'.", /TypeScript does not know/],
    ['typescript', "solution.ts(6,12): error TS2532: Object is possibly 'undefined'.", /undefined/],
  ] as const)('%s: %s', async (language, output, say) => {
    const a = await explain(language, { verdict: 'compilation_error', causes: [], compileOutput: output });
    expect(a.markdown).toMatch(/In short: /);
    expect(a.markdown.split('In short: ')[1]).toMatch(say);
  });
});

describe('a cause found by experiment names the body, not the signature', () => {
  it.each([
    [
      'go',
      'func maxGap(nums []int) int {\n\tbest := 0\n\tfor i := 1; i < len(nums); i++ {\n\t\tbest = max(best, nums[i]-nums[i-1])\n\t}\n\treturn best\n}',
    ],
    [
      'rust',
      'impl Solution {\n    pub fn max_gap(nums: Vec<i32>) -> i32 {\n        let mut best = 0;\n        for i in 1..nums.len() {\n            best = best.max(nums[i] - nums[i - 1]);\n        }\n        best\n    }\n}',
    ],
    [
      'ruby',
      'def max_gap nums\n  best = 0\n  (1...nums.length).each { |i| best = [best, nums[i] - nums[i - 1]].max }\n  best\nend',
    ],
    [
      'typescript',
      'function maxGap(nums: number[]): number {\n    let best = 0;\n    for (let i = 1; i < nums.length; i++) best = Math.max(best, nums[i] - nums[i - 1]);\n    return best;\n}',
    ],
  ] as const)('%s: "assumes the input is sorted" points at the first line of the body', (language, code) => {
    const causes = nameCauses({
      code,
      language,
      signature: problem.signature,
      category: 'array',
      failure: { verdict: 'wrong_answer', causes: [] } as unknown as CauseContext['failure'],
      experiments: { sortedPasses: true },
    });
    const first = code.split('\n').findIndex((l) => /best\s*:?=\s*0|let mut best|best = 0/.test(l)) + 1;
    expect(causes.find((c) => c.kind === 'unsorted-assumption')?.line).toBe(first);
  });
});

describe('an answer past 32 bits is an overflow where ints are 32 bits', () => {
  const big = (code: string, language: Language) =>
    nameCauses({
      code,
      language,
      signature: problem.signature,
      category: 'array',
      failure: {
        verdict: 'wrong_answer',
        test: {
          input: [[2147483647, 1], 0],
          readable: '',
          expected: 2147483648,
          actual: -2147483648,
          minimised: true,
          originalSize: 10,
          size: 5,
        },
      },
    }).find((c) => c.kind === 'overflow')?.line;
  it('C#, C and Rust (an i32) name the accumulator; Go (a 64-bit int), Ruby and TypeScript name none', () => {
    expect(
      big(
        'public class Solution {\n    public long Sum(int[] nums) {\n        int total = 0;\n        foreach (var x in nums) total += x;\n        return total;\n    }\n}',
        'csharp',
      ),
    ).toBe(3);
    expect(
      big(
        'long sum(int* nums, int n) {\n    int total = 0;\n    for (int i = 0; i < n; i++) total += nums[i];\n    return total;\n}',
        'c',
      ),
    ).toBe(2);
    expect(
      big(
        'impl Solution {\n    pub fn sum(nums: Vec<i32>) -> i64 {\n        let mut total: i32 = 0;\n        for x in nums { total += x; }\n        total as i64\n    }\n}',
        'rust',
      ),
    ).toBe(3);
    expect(
      big(
        'func sum(nums []int) int {\n\ttotal := 0\n\tfor _, x := range nums {\n\t\ttotal += x\n\t}\n\treturn total\n}',
        'go',
      ),
    ).toBeUndefined();
    expect(
      big('def sum(nums)\n  total = 0\n  nums.each { |x| total += x }\n  total\nend', 'ruby'),
    ).toBeUndefined();
  });
});

describe("the server's evidence in these languages, through suspect and the engine", () => {
  // No spectrum here: every code line is a candidate, as the server's localise does without one.
  const evidence = (code: string, language: Language) => {
    const lines = readLines(code, language);
    return {
      spectra: [],
      probed: new Set(lines.filter((l) => l.code.trim() !== '').map((l) => l.no)),
      lines,
    };
  };
  const ruby =
    'def max_profit(prices)\n  best = 0\n  low = prices[0]\n  prices.each do |p|\n    low = p if p > low\n    best = [best, p - low].max\n  end\n  best\nend';
  it('a repair found one by one is sure, and Explain names its line with the note', async () => {
    const found = suspect({ ...evidence(ruby, 'ruby'), repair: 5 });
    expect(found).toMatchObject({ line: 5, sure: 'high' });
    const a = await explain('ruby', { ...wrong, ...(found ? { suspect: found } : {}) });
    expect(a.suspect?.line).toBe(5);
    expect(a.markdown).toContain('**Most suspicious line: line 5**');
    expect(a.markdown).toContain('not available yet for Ruby');
  });
  it('a crash site alone is no more than likely: Explain leaves it out and says why', async () => {
    const go =
      'func maxProfit(prices []int) int {\n\tbest, low := 0, prices[0]\n\tfor _, p := range prices {\n\t\tlow = min(low, p)\n\t\tbest = max(best, p-low)\n\t}\n\treturn best\n}';
    const found = suspect({ ...evidence(go, 'go'), crash: 2 });
    expect(found?.sure).not.toBe('high');
    const a = await explain('go', {
      ...wrong,
      verdict: 'runtime_error',
      error: { type: 'panic', message: 'runtime error: index out of range [0] with length 0', line: 2 },
      ...(found ? { suspect: found } : {}),
    });
    expect(a.suspect).toBeUndefined();
    expect(a.markdown).toContain('index out of range');
    expect(a.markdown).toContain('not available yet for Go');
  });
});
