import { describe, expect, it } from 'vitest';
import { mutants } from './mutants.ts';
import { baseName, numericNames } from './numeric-names.ts';

describe('numericNames', () => {
  it('C++: scalars, parameters, loop variables, every declarator of a list, vectors of numbers', () => {
    const code = [
      'class Solution {',
      'public:',
      '  long long f(vector<int>& a, int n, string s, ListNode* head) {',
      '    long long x = 0, y;',
      '    for (int i = 0, j = n; i < j; i++) {}',
      '    int lo = max(n, 0), hi = n - 1;',
      '    vector<vector<long long>> dp(n);',
      '    unsigned int u = 0;',
      '    map<string, int> seen;',
      '    auto it = seen.begin();',
      '    return x;',
      '  }',
      '};',
    ].join('\n');
    const names = numericNames(code, 'cpp');
    for (const n of ['a', 'n', 'x', 'y', 'i', 'j', 'lo', 'hi', 'dp', 'u']) expect(names).toContain(n);
    for (const n of ['s', 'head', 'seen', 'it']) expect(names).not.toContain(n);
  });

  it('Java: int, long and double and their arrays; not char (`c + 1` is an int it does not take back)', () => {
    const code =
      'class Solution {\n  public int f(int[] a, char c, String s) {\n    long total = 0;\n    int[][] grid = new int[2][2];\n    for (int v : a) total += v;\n    Integer boxed = 1;\n    return 0;\n  }\n}';
    const names = numericNames(code, 'java');
    for (const n of ['a', 'total', 'grid', 'v']) expect(names).toContain(n);
    for (const n of ['c', 's', 'boxed']) expect(names).not.toContain(n);
  });

  it('baseName: the variable an assignment target names, none for a field', () => {
    expect(baseName('dp[i][j]')).toBe('dp');
    expect(baseName(' best ')).toBe('best');
    expect(baseName('node.val')).toBe('');
  });
});

describe('variants that type-check (Java and C++)', () => {
  const changed = (src: string, language: 'java' | 'cpp' | 'javascript', what: string) =>
    mutants(src, language, 500)
      .filter((m) => m.what === what)
      .map((m) => m.code.split('\n')[m.line - 1]?.trim());

  it('an update treats only a number as a number: `x = name + 1` and `max(x, ...)`', () => {
    const java =
      'class Solution {\n  public int f(ListNode head, int n) {\n    ListNode prev = head;\n    int best = 0;\n    int k = n;\n    prev = head;\n    best = k;\n    return best;\n  }\n}';
    const updates = changed(java, 'java', 'an update');
    expect(updates).toEqual(
      expect.arrayContaining(['best = k + 1;', 'best = k - 1;', 'best = Math.max(best, k);']),
    );
    expect(updates.some((l) => l?.startsWith('prev ='))).toBe(false);
    // JavaScript has no declared types: a wrong guess fails its own variant at run time only.
    const js = 'var f = function (head) {\n  let prev = null;\n  prev = head;\n  return prev;\n};';
    expect(changed(js, 'javascript', 'an update')).toEqual(expect.arrayContaining(['prev = head + 1;']));
  });

  it("C++: a running extreme in the target's own type, an index one off only on a number", () => {
    const cpp =
      'class Solution {\npublic:\n  long long f(vector<int>& a, map<string, int>& m, string key) {\n    long long best = 0;\n    int i = 0;\n    best = a[i];\n    return best + m[key];\n  }\n};';
    expect(changed(cpp, 'cpp', 'an update')).toEqual(
      expect.arrayContaining(['best = max<decltype(+(best))>(best, a[i]);']),
    );
    const indexes = changed(cpp, 'cpp', 'an index');
    expect(indexes).toEqual(expect.arrayContaining(['best = a[i - 1];']));
    expect(indexes.some((l) => l?.includes('key - 1') || l?.includes('key + 1'))).toBe(false);
  });

  it('the sign of `return -1` is left alone (`return;` does not compile in a method with a value)', () => {
    const java =
      'class Solution {\n  public int f(int n) {\n    if (n > 0) return n - 1;\n    return -1;\n  }\n}';
    const bounds = changed(java, 'java', 'a bound');
    expect(bounds).toEqual(['if (n > 0) return n;']);
  });

  it('a widened type is marked as one that may not compile (the server runs those apart)', () => {
    const java =
      'class Solution {\n  public int f(int[] a) {\n    int s = a[0] * a[1];\n    return s;\n  }\n}';
    const widened = mutants(java, 'java', 200).filter((m) => m.what === 'an int type');
    expect(widened.length).toBeGreaterThan(0);
    expect(widened.every((m) => m.mayNotCompile === true)).toBe(true);
    expect(
      mutants(java, 'java', 200)
        .filter((m) => m.what === 'the comparison' || m.what === 'a starting value or bound')
        .some((m) => m.mayNotCompile),
    ).toBe(false);
  });
});
