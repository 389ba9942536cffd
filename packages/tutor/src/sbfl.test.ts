import { describe, expect, it } from 'vitest';
import { readLines } from './code-lines.ts';
import { COVERAGE_MARK, coveredLines, probeStatements } from './coverage.ts';
import { mutants } from './mutants.ts';
import { recursiveCalls } from './recursive-calls.ts';
import { ochiai, rankSuspects, spectrumAndMutation, suspect } from './sbfl.ts';

const s = (lines: number[], failed: boolean) => ({ covered: new Set(lines), failed });

describe('ochiai', () => {
  it('scores ef / sqrt(F * (ef + ep)), 0 for lines no failing test ran', () => {
    const spectra = [s([1, 2, 3], true), s([1, 2], false), s([1, 3], false), s([1, 4], true)];
    const o = ochiai(spectra, new Set([1, 2, 3, 4, 5]));
    expect(o.get(1)).toBeCloseTo(2 / Math.sqrt(2 * 4));
    expect(o.get(2)).toBeCloseTo(1 / Math.sqrt(2 * 2));
    expect(o.get(4)).toBeCloseTo(1 / Math.sqrt(2 * 1));
    expect(o.get(5)).toBe(0);
  });
});

describe('spectrum and mutation', () => {
  it("moves a line's Ochiai by its Metallaxis against the mean; a line with no variant keeps its Ochiai", () => {
    expect(spectrumAndMutation(0.5, undefined, 0.6)).toBe(0.5);
    expect(spectrumAndMutation(0.5, 1, 0.5)).toBeGreaterThan(0.5);
    expect(spectrumAndMutation(0.5, 0, 0.5)).toBeLessThan(0.5);
  });
  it('Metallaxis separates lines that every test runs (an Ochiai tie)', () => {
    const code = 'lo = 0\nhi = 0\nfor x in xs:\n    lo = min(lo, x)\nreturn hi - lo';
    const every = [s([1, 2, 3, 4, 5], true), s([1, 2, 3, 4, 5], false), s([1, 2, 3, 4, 5], false)];
    const ranked = rankSuspects({
      spectra: every,
      probed: new Set([1, 2, 3, 4, 5]),
      // Line 1's variants change the failing answer alone; line 4's change every answer.
      mutation: new Map([
        [1, 1],
        [4, 0.58],
      ]),
      lines: readLines(code, 'python'),
    });
    expect(ranked.find((r) => r.line === 1)?.score).toBeGreaterThan(
      ranked.find((r) => r.line === 4)?.score ?? 1,
    );
  });
  it('the lines that set what a crash read come after the crash site, before the other lines', () => {
    const code = 'a = [0] * n\nfor i in range(n + 1):\n    t = 1\n    a[i] = i';
    const ranked = rankSuspects({
      spectra: [s([1, 2, 3, 4], true), s([1, 2, 3, 4], false)],
      probed: new Set([1, 2, 3, 4]),
      crash: 4,
      slice: [2, 1],
      lines: readLines(code, 'python'),
    }).map((r) => r.line);
    expect(ranked.slice(0, 3)).toEqual([4, 2, 1]);
  });
});

describe('suspect', () => {
  const code = 'a = 1\nif a > 2:\n    b = a + 1\nreturn b';
  const lines = readLines(code, 'python');
  it('names the line only failing tests ran, from the spectrum alone', () => {
    const found = suspect({
      spectra: [s([1, 2, 3, 4], true), s([1, 2, 4], false), s([1, 2, 4], false)],
      probed: new Set([1, 2, 3, 4]),
      lines,
    });
    expect(found?.line).toBe(3);
    expect(found?.sure).toBe('medium');
    expect(found?.evidence.join(' ')).toMatch(/Ochiai 1\.00/);
  });
  it('a repairing variant outweighs the spectrum and is sure', () => {
    const found = suspect({
      spectra: [s([1, 2, 3, 4], true), s([1, 2, 4], false)],
      probed: new Set([1, 2, 3, 4]),
      repair: 2,
      lines,
    });
    expect(found).toMatchObject({ line: 2, sure: 'high' });
  });
  it('a sort of the input that repairs names its line over the spectrum; a repairing variant still decides', () => {
    // The loop's last line ran only in failing tests (Ochiai 1); sorting before line 1 repaired.
    const spectra = [s([1, 2, 3, 4], true), s([1, 2, 4], false)];
    const found = suspect({ spectra, probed: new Set([1, 2, 3, 4]), sorted: 1, lines });
    expect(found).toMatchObject({ line: 1, sure: 'high' });
    expect(found?.evidence[0]).toMatch(/sorting the input before this line/);
    // A variant that repairs the failing input and the examples still decides.
    expect(suspect({ spectra, probed: new Set([1, 2, 3, 4]), sorted: 1, repair: 3, lines })?.line).toBe(3);
  });
  it('with no test to tell lines apart, still names a line and says it is a guess', () => {
    const found = suspect({ spectra: [], probed: new Set([1, 2, 3, 4]), lines });
    expect(found?.line).toBeDefined();
    expect(found?.sure).toBe('low');
  });
});

describe('probeStatements', () => {
  it('probes statements in code blocks only, never class bodies, initializers or a bodyless if', () => {
    const java = [
      'class Solution {', // 1
      '    int[] memo = {1, 2};', // 2
      '    public int f(int n) {', // 3
      '        int x = 0;', // 4
      '        if (n > 1)', // 5
      '            x = n;', // 6
      '        int[] a = {', // 7
      '            1, 2', // 8
      '        };', // 9
      '        switch (n) {', // 10
      '            case 1:', // 11
      '                x++;', // 12
      '                break;', // 13
      '        }', // 14
      '        Comparator<Integer> c = new Comparator<Integer>() {', // 15
      '            public int compare(Integer p, Integer q) {', // 16
      '                return p - q;', // 17
      '            }', // 18
      '        };', // 19
      '        return x;', // 20
      '    }', // 21
      '}', // 22
    ].join('\n');
    const { code, probed } = probeStatements(java, 'java');
    expect([...probed].sort((a, b) => a - b)).toEqual([4, 5, 7, 10, 12, 13, 15, 17, 20]);
    expect(code.split('\n')[3]).toBe('        __CcCov.h[4]=true; int x = 0;');
  });
  it('keeps C++ preprocessor lines, access labels and lambdas right', () => {
    const cpp = [
      '#include <vector>', // 1
      'class Solution {', // 2
      'public:', // 3
      '    int f(vector<int>& v) {', // 4
      '        sort(v.begin(), v.end(), [](int a, int b) {', // 5
      '            return a > b;', // 6
      '        });', // 7
      '        do {', // 8
      '            v.pop_back();', // 9
      '        }', // 10
      '        while (v.size() > 3);', // 11
      '        return v.size();', // 12
      '    }', // 13
      '};', // 14
    ].join('\n');
    const { probed } = probeStatements(cpp, 'cpp');
    expect([...probed].sort((a, b) => a - b)).toEqual([5, 6, 8, 9, 12]);
  });
});

describe('coveredLines', () => {
  it('reads the last record of a test output, after what the program printed', () => {
    expect(coveredLines(`debug\n${COVERAGE_MARK}1,2\n${COVERAGE_MARK}3,5\n`)).toEqual(new Set([3, 5]));
    expect(coveredLines('nothing')).toBeUndefined();
  });
});

describe('recursiveCalls', () => {
  it('finds the line where a helper calls itself, in C++ and Python', () => {
    const cpp = [
      'class Solution {',
      '    void search(vector<int>& g, int r) {',
      '        if (r > 3) return;',
      '        for (int k = 0; k < 8; k++)',
      '            search(g, r + 1);',
      '    }',
      'public:',
      '    int go(vector<int>& g) {',
      '        search(g, 0);',
      '        return 0;',
      '    }',
      '};',
    ].join('\n');
    expect(recursiveCalls(readLines(cpp, 'cpp')).map((l) => l.no)).toEqual([5]);
    const py =
      'class Solution:\n    def f(self, n):\n        return 1 if n < 2 else self.f(n - 1) + self.f(n - 2)';
    expect(recursiveCalls(readLines(py, 'python')).map((l) => l.no)).toEqual([3]);
  });
  it('in Go, Rust, Ruby and TypeScript (issue 29): result types, Self::, a def without parentheses', () => {
    const go =
      'func climbStairs(n int) int {\n\tif n <= 2 {\n\t\treturn n\n\t}\n\treturn climbStairs(n-1) + climbStairs(n-2)\n}';
    expect(recursiveCalls(readLines(go, 'go')).map((l) => l.no)).toEqual([5]);
    const rust =
      'impl Solution {\n    pub fn climb_stairs(n: i32) -> i32 {\n        if n <= 2 { return n; }\n        Self::climb_stairs(n - 1) + Self::climb_stairs(n - 2)\n    }\n}';
    expect(recursiveCalls(readLines(rust, 'rust')).map((l) => l.no)).toEqual([4]);
    const ruby = 'def climb_stairs n\n  return n if n <= 2\n  climb_stairs(n - 1) + climb_stairs(n - 2)\nend';
    expect(recursiveCalls(readLines(ruby, 'ruby')).map((l) => l.no)).toEqual([3]);
    const ts =
      'function climbStairs(n: number): number {\n    if (n <= 2) return n;\n    return climbStairs(n - 1) + climbStairs(n - 2);\n}';
    expect(recursiveCalls(readLines(ts, 'typescript')).map((l) => l.no)).toEqual([3]);
  });
});

describe('variants that cannot compile are not made', () => {
  it('no running max on a loop header with its body, no min/max swap in a declaration, no long loop counter', () => {
    const java = [
      'class Solution {',
      '    public long f(ListNode current, int[] nums) {',
      '        List<Integer> a = new ArrayList<>();',
      '        for (ListNode p = current; p != null; p = p.next) a.add(p.val);',
      '        long min = Long.MAX_VALUE, max = Long.MIN_VALUE;',
      '        for (int bit = 0; bit < nums.length; bit++) min = Math.min(min, nums[bit]);',
      '        return max - min;',
      '    }',
      '}',
    ].join('\n');
    const at = (line: number) =>
      mutants(java, 'java', 500)
        .filter((m) => m.line === line)
        .map((m) => m.code.split('\n')[line - 1] ?? '');
    expect(at(4).filter((l) => l.includes('Math.max(p'))).toEqual([]);
    expect(at(5).filter((l) => /long (max|min) = .*, \1 =/.test(l))).toEqual([]);
    expect(at(6).filter((l) => l.includes('long bit'))).toEqual([]);
    // The slips are still made there: min called as max.
    expect(at(6)).toContain(
      '        for (int bit = 0; bit < nums.length; bit++) min = Math.max(min, nums[bit]);',
    );
  });
});
