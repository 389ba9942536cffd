import { describe, expect, it } from 'vitest';
import { compileErrorLine, nameCauses } from './causes.ts';
import { fitGrowth, nameSlope } from './growth.ts';
import { mutants } from './mutants.ts';
import { staticComplexity, staticSignals } from './signals.ts';

const SIG = { function: 'f', params: [{ name: 'nums', type: 'int[]' as const }], returns: 'int' as const };

describe('growth', () => {
  it('names the class of doubling runtimes', () => {
    const quad = [1000, 2000, 4000, 8000].map((n) => ({ n, ms: (n * n) / 1e5 }));
    expect(fitGrowth(quad, { sorts: false, truncated: false })?.complexity).toBe('O(n^2)');
    const lin = [1000, 2000, 4000, 8000].map((n) => ({ n, ms: n / 100 }));
    expect(fitGrowth(lin, { sorts: false, truncated: false })?.complexity).toBe('O(n)');
    expect(nameSlope(1.1, true)).toBe('O(n log n)');
    expect(fitGrowth([{ n: 10, ms: 0.1 }], { sorts: false, truncated: false })).toBeUndefined();
  });
});

describe('static signals', () => {
  it('finds nested loops, list search in a loop and string concatenation', () => {
    const py = `class Solution:
    def f(self, nums):
        out = ""
        seen = []
        for i in range(len(nums)):
            for j in range(i):
                pass
            if nums[i] in seen:
                out += "x"
            seen.append(nums[i])
        return 0`;
    const kinds = staticSignals(py, 'python').map((s) => `${s.kind}:${s.line}`);
    expect(kinds).toEqual(
      expect.arrayContaining(['nested-loops:6', 'linear-search-in-loop:8', 'string-concat-in-loop:9']),
    );
  });

  it('finds recursion without memo and ignores loops in comments', () => {
    const js = `var f = function(n) {
  // for (let i = 0; i < n; i++) for (;;) {}
  if (n < 2) return n;
  return f(n - 1) + f(n - 2);
};`;
    const s = staticSignals(js, 'javascript');
    expect(s.map((x) => x.kind)).toEqual(['recursion-without-memo']);
  });
});

describe('causes', () => {
  const base = { code: '', language: 'java' as const, signature: SIG, category: 'array' as const };
  it('names an overflow from an answer past 32 bits, at the int accumulator', () => {
    const code = `class Solution {\n  public long f(int[] nums) {\n    int sum = 0;\n    for (int x : nums) sum += x;\n    return sum;\n  }\n}`;
    const c = nameCauses({
      ...base,
      code,
      failure: {
        verdict: 'wrong_answer',
        test: {
          input: [[2147483647, 1]],
          readable: '',
          expected: 2147483648,
          actual: -2147483648,
          minimised: true,
          originalSize: 10,
          size: 5,
        },
      },
    });
    expect(c[0]).toMatchObject({ kind: 'overflow', line: 3 });
  });

  it('names an empty input and a runtime error line', () => {
    const c = nameCauses({
      ...base,
      language: 'python',
      code: 'class Solution:\n    def f(self, nums):\n        best = nums[0]\n        return best',
      failure: {
        verdict: 'runtime_error',
        test: {
          input: [[]],
          readable: 'nums = []',
          expected: 0,
          actual: null,
          minimised: true,
          originalSize: 4,
          size: 2,
        },
        error: { type: 'IndexError', message: 'list index out of range', line: 3 },
      },
    });
    expect(c.map((x) => x.kind)).toEqual(['index-out-of-range', 'empty-input']);
    expect(c[0]?.line).toBe(3);
  });

  it('reads the line of a compiler error', () => {
    expect(compileErrorLine("Solution.java:4: error: ';' expected")).toBe(4);
    expect(compileErrorLine('solution.cpp:7:12: error: expected ‘;’')).toBe(7);
  });
});

describe('localising by experiment and by reading', () => {
  it('makes one-token variants: comparisons, small numbers, min/max, never inside strings', () => {
    const js = `var f = function (nums) {
  const s = "a < b";
  let best = 0;
  for (let i = 1; i < nums.length; i++) best = Math.min(best, nums[i]);
  return best;
};`;
    const ms = mutants(js, 'javascript', 100);
    const changed = (line: number) =>
      ms.filter((m) => m.line === line).map((m) => m.code.split('\n')[line - 1]);
    expect(changed(2)).toEqual([]);
    expect(changed(3)).toContain('  let best = 1;');
    expect(changed(4)).toEqual(
      expect.arrayContaining([
        '  for (let i = 0; i < nums.length; i++) best = Math.min(best, nums[i]);',
        '  for (let i = 1; i <= nums.length; i++) best = Math.min(best, nums[i]);',
        '  for (let i = 1; i < nums.length; i++) best = Math.max(best, nums[i]);',
      ]),
    );
    expect(ms.find((m) => m.code.includes('i <= nums'))?.kind).toBe('off-by-one');
    expect(ms.find((m) => m.code.includes('Math.max'))?.kind).toBe('wrong-comparison');
  });

  it('then the classic operators: arithmetic, logical, update, a negated decision, a true/false', () => {
    const py = `class Solution:
    def f(self, nums):
        total = 0
        for x in nums:
            if x > 0 and x % 2 == 0:
                total += x - 1
        return True if total else False
`;
    const ms = mutants(py, 'python', 200);
    const changed = (line: number) =>
      ms.filter((m) => m.line === line).map((m) => m.code.split('\n')[line - 1]);
    expect(changed(5)).toEqual(
      expect.arrayContaining([
        '            if x > 0 or x % 2 == 0:',
        '            if not (x > 0 and x % 2 == 0):',
      ]),
    );
    expect(changed(6)).toEqual(
      expect.arrayContaining([
        '                total -= x - 1',
        '                total = x - 1',
        '                total += x + 1',
      ]),
    );
    expect(changed(7)).toEqual(expect.arrayContaining(['        return False if total else False']));
    const js =
      'var f = function (a) {\n  let n = 0;\n  for (let i = 0; i < a.length; i++) n++;\n  if (a[0] !== "x)") { n--; }\n  return n;\n};';
    const jm = mutants(js, 'javascript', 200);
    // `i++` in a loop header is left alone (the loop would run away); elsewhere it is turned round.
    expect(jm.some((m) => m.code.includes('i--'))).toBe(false);
    expect(jm.some((m) => m.code.includes('if (!(a[0] !== "x)")) { n--; }'))).toBe(true);
    expect(jm.some((m) => m.code.includes('{ n++; }'))).toBe(true);
    // The slips come before the operators: the first variants are comparisons.
    expect(jm[0]?.what).toBe('the comparison');
    const java =
      'class Solution {\n  public int f(int n) {\n    int sq = n * n;\n    int[] a = new int[2];\n    return (int) sq;\n  }\n}';
    const widened = mutants(java, 'java', 200).filter((m) => m.what === 'an int type');
    expect(widened.map((m) => m.code.split('\n')[m.line - 1])).toEqual([
      '  public int f(long n) {',
      '    long sq = n * n;',
      '    int sq = (long) n * n;',
    ]);
    expect(widened[0]?.kind).toBe('overflow');
    expect(
      mutants(java, 'java', 200).some(
        (m) => m.code.includes('long sq') === false && m.code.includes('int sq = (long) n * n;'),
      ),
    ).toBe(true);
    const merge =
      'var f = function (a) {\n  const last = [0, 0];\n  for (const x of a) if (x[0] <= last[1]) last[1] = x[1];\n  return last;\n};';
    const updates = mutants(merge, 'javascript', 200).filter(
      (m) => m.kind === 'wrong-update' && m.what === 'an update',
    );
    expect(updates.map((m) => m.code.split('\n')[2])).toEqual(
      expect.arrayContaining([
        '  for (const x of a) if (x[0] <= last[1]) last[1] = Math.max(last[1], x[1]);',
        '  for (const x of a) if (x[0] <= last[1]) last[1] = Math.min(last[1], x[1]);',
      ]),
    );
    // A declaration is not an update of a running value.
    expect(updates.some((m) => m.line === 2)).toBe(false);
    const lines = (src: string, language: 'python' | 'javascript' | 'java' | 'cpp', what: string) =>
      mutants(src, language, 200)
        .filter((m) => m.what === what)
        .map((m) => m.code.split('\n')[m.line - 1]?.trim());
    expect(
      lines('class S:\n    def f(self, a, k):\n        return sorted(a)[k - 1]\n', 'python', 'the order'),
    ).toEqual(['return sorted(a, reverse=True)[k - 1]']);
    expect(lines('var f = (a) => a.sort((x, y) => x - y);', 'javascript', 'the order')).toEqual([
      'var f = (a) => a.sort((x, y) => y - x);',
    ]);
    expect(
      lines(
        'class S {\n  int f() {\n    Queue<Integer> q = new PriorityQueue<>(Collections.reverseOrder());\n    return 0;\n  }\n}',
        'java',
        'the order',
      ),
    ).toEqual(['Queue<Integer> q = new PriorityQueue<>();']);
    expect(lines('priority_queue<int> q;', 'cpp', 'the order')).toEqual([
      'priority_queue<int, vector<int>, greater<int>> q;',
    ]);
    expect(
      lines(
        'var f = function (m, x) {\n  const j = m.get(x);\n  if (j) return j;\n};',
        'javascript',
        'a test of truth',
      ),
    ).toEqual(['if (j !== undefined) return j;']);
    expect(
      lines(
        'class S:\n    def f(self, m):\n        if not m:\n            return 0\n',
        'python',
        'a test of truth',
      ),
    ).toEqual(['if m is None:']);
  });

  it('reads an inner while that is never reset as amortised, one that is reset as quadratic', () => {
    const twoPointers = `var f = function (h) {
  let l = 0, r = h.length - 1;
  while (l < r) {
    while (l < r && h[l] <= 5) l++;
    r--;
  }
  return l;
};`;
    const scan = `var f = function (t) {
  const out = [];
  for (let i = 0; i < t.length; i++) {
    let j = i + 1;
    while (j < t.length && t[j] <= t[i]) j++;
    out.push(j);
  }
  return out;
};`;
    expect(staticComplexity(twoPointers, 'javascript')).toBe('O(n)');
    expect(staticComplexity(scan, 'javascript')).toBe('O(n^2)');
    expect(staticComplexity('var f = function (a, x) {\n  return a.indexOf(x);\n};', 'javascript')).toBe(
      'O(n)',
    );
  });

  it('names a passing variant first, and a running minimum that starts at 0', () => {
    const code = `class Solution {\n  public int f(int[] nums) {\n    int low = 0;\n    for (int x : nums) low = Math.min(low, x);\n    return low;\n  }\n}`;
    const failure = {
      verdict: 'wrong_answer' as const,
      test: {
        input: [[3, 4]],
        readable: '',
        expected: 3,
        actual: 0,
        minimised: true,
        originalSize: 9,
        size: 9,
      },
    };
    const base = { code, language: 'java' as const, signature: SIG, category: 'array' as const, failure };
    expect(nameCauses(base)[0]).toMatchObject({ kind: 'wrong-initial-value', line: 3 });
    const tried = nameCauses({
      ...base,
      experiments: { repair: { line: 4, kind: 'wrong-comparison', what: 'min/max' } },
    });
    expect(tried[0]).toMatchObject({ kind: 'wrong-comparison', line: 4 });
    expect(tried.length).toBeLessThanOrEqual(3);
  });
});
