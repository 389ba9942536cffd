import { describe, expect, it } from 'vitest';
import { mutants } from './mutants.ts';

type Lang = 'python' | 'javascript' | 'java' | 'cpp';
/** The changed lines of the variants one operator (`what`) makes. */
const changed = (src: string, language: Lang, what: string) =>
  mutants(src, language, 1000)
    .filter((m) => m.what === what)
    .map((m) => m.code.split('\n')[m.line - 1]);

describe('statement deletion', () => {
  it('Python: a simple statement becomes `pass`, its indentation kept; headers and returns stay', () => {
    const py =
      'class Solution:\n    def f(self, a):\n        seen = {}\n        for i, x in enumerate(a):\n            seen[x] = i\n        return seen\n';
    const lines = changed(py, 'python', 'a statement');
    expect(lines).toEqual(expect.arrayContaining(['        pass', '            pass']));
    expect(lines).toHaveLength(2);
  });

  it('C++ and JavaScript: an expression statement becomes `;`; declarations, loop headers and braces stay', () => {
    const cpp =
      'class Solution {\npublic:\n  int f(vector<int>& a) {\n    int total = 0;\n    for (int x : a) {\n      total += x;\n      a.push_back(x);\n    }\n    return total;\n  }\n};';
    const lines = changed(cpp, 'cpp', 'a statement');
    expect(lines).toEqual(['      ;', '      ;']);
    // A one-line `if` is a statement too (SDL deletes any statement); a declaration and a return are not.
    const js = 'var f = function (a) {\n  let n = 0;\n  n++;\n  if (n) return n;\n  return 0;\n};';
    expect(
      mutants(js, 'javascript', 500)
        .filter((m) => m.what === 'a statement')
        .map((m) => m.line),
    ).toEqual([3, 4]);
  });

  it('Java: marked as one that may not compile (a variable it assigned may then be read unassigned)', () => {
    const java = 'class Solution {\n  public int f(int n) {\n    int x;\n    x = n;\n    return x;\n  }\n}';
    const deleted = mutants(java, 'java', 500).filter((m) => m.what === 'a statement');
    expect(deleted.map((m) => m.line)).toEqual([4]);
    expect(deleted[0]?.mayNotCompile).toBe(true);
  });

  it('a line that continues a statement is not one to delete', () => {
    const js = 'var f = function (a) {\n  const s = a.map((x) =>\n    x + 1);\n  return s;\n};';
    expect(changed(js, 'javascript', 'a statement')).toEqual([]);
  });
});

describe('arithmetic operator insertion, a starting value of -1, two names exchanged', () => {
  it("a call's name argument and a returned name one off", () => {
    const js =
      'var f = function (a) {\n  const go = (i) => {\n    if (i >= a.length) return i;\n    return go(i);\n  };\n  return go(0);\n};';
    const args = changed(js, 'javascript', 'an argument');
    expect(args).toEqual(expect.arrayContaining(['    return go(i + 1);', '    return go(i - 1);']));
    const py = 'class Solution:\n    def f(self, a, n):\n        i = n\n        return i\n';
    expect(changed(py, 'python', 'a returned value')).toEqual([
      '        return i + 1',
      '        return i - 1',
    ]);
  });

  it('a starting value of 0 becomes -1 (the literal alone), never a comparison with 0', () => {
    const py =
      'class Solution:\n    def f(self, a):\n        lit = 0\n        lo, hi = 0, len(a)\n        return lit == 0\n';
    expect(changed(py, 'python', 'a starting value')).toEqual([
      '        lit = -1',
      '        lo, hi = -1, len(a)',
    ]);
  });

  it('two names on a decision or an index exchanged, strings left alone', () => {
    const py =
      'class Solution:\n    def f(self, grid, r, c):\n        rows, cols = len(grid), len(grid[0])\n        if 0 <= r < cols and 0 <= c < rows and grid[r][c] != "rows":\n            return 1\n        return 0\n';
    const lines = mutants(py, 'python', 1000)
      .filter((m) => m.what === 'two names' && m.line === 4)
      .map((m) => m.code.split('\n')[3]);
    expect(lines).toContain('        if 0 <= r < rows and 0 <= c < cols and grid[r][c] != "rows":');
    expect(lines.every((l) => l?.endsWith('!= "rows":'))).toBe(true);
  });

  it('Java and C++: only names declared as numbers, not on a declaration, and marked as may not compile', () => {
    const java =
      'class Solution {\n  public boolean f(int[][] g, int r, int c, String s) {\n    int m = g.length, n = g[0].length;\n    return r < n && c < m && s != null;\n  }\n}';
    const swaps = mutants(java, 'java', 1000).filter((m) => m.what === 'two names');
    const lines = swaps.map((m) => m.code.split('\n')[m.line - 1]);
    expect(lines).toContain('    return r < m && c < n && s != null;');
    expect(lines.some((l) => l?.includes('s < ') || l?.includes('< s'))).toBe(false);
    expect(swaps.every((m) => m.line === 4 && m.mayNotCompile === true)).toBe(true);
  });
});

describe('statement deletion never deletes a declaration', () => {
  it('of several words (`long long x = 0;`, `const auto& v = ...;`, `unsigned int n;`)', () => {
    const cpp =
      'class Solution {\npublic:\n  long long f(vector<int>& a) {\n    long long finish = 0;\n    const auto& v = a;\n    unsigned int n;\n    finish += v[0];\n    return finish;\n  }\n};';
    expect(
      mutants(cpp, 'cpp', 500)
        .filter((m) => m.what === 'a statement')
        .map((m) => m.line),
    ).toEqual([7]);
  });
});

describe('variants that would not compile are not made', () => {
  it('a one-line `if` before an `else`, a structured binding, a template argument', () => {
    const cpp =
      'class Solution {\npublic:\n  long long f(vector<int>& a) {\n    long long s = 0;\n    for (int x : a) {\n      if (x > 0) s += x;\n      else s -= x;\n      s *= 2;\n    }\n    auto [p, q] = pair<int, int>(1, 2);\n    vector<array<long long, 2>> d(2);\n    return s + p + q;\n  }\n};';
    const ms = mutants(cpp, 'cpp', 1000);
    expect(ms.filter((m) => m.what === 'a statement').map((m) => m.line)).toEqual([8]);
    expect(ms.some((m) => m.line === 11 && /array<long long, [13]>/.test(m.code))).toBe(false);
    expect(ms.some((m) => m.line === 11 && m.code.includes('d(3)'))).toBe(true);
  });
});

describe('the cause two names exchanged point at', () => {
  it('a wrong comparison where they stand across a comparison, a wrong update within a computation', () => {
    const js =
      "var f = function (tok, a, b) {\n  if (a < b) return a;\n  if (tok === '-') return b - a;\n  return 0;\n};";
    const swaps = mutants(js, 'javascript', 1000).filter((m) => m.what === 'two names');
    expect(swaps.find((m) => m.line === 2)?.kind).toBe('wrong-comparison');
    // Line 3 compares too (`tok === '-'`), but the names stand in the computation `b - a`.
    expect(swaps.find((m) => m.code.includes("if (tok === '-') return a - b;"))?.kind).toBe('wrong-update');
    const py = 'class Solution:\n    def f(self, a, b):\n        x = a[b]\n        return x\n';
    expect(mutants(py, 'python', 1000).find((m) => m.what === 'two names')?.kind).toBe('wrong-update');
  });
});

describe('AOI at the end of an assigned sum, and a rounding the other way', () => {
  it('`left = i - k` gets `+ 1` and `- 1`; in Java only when every name is a number', () => {
    const js =
      'var f = function (a, k) {\n  let s = 0;\n  for (let i = 0; i < a.length; i++) {\n    const left = i - k;\n    s += a[left];\n  }\n  return s;\n};';
    expect(changed(js, 'javascript', 'an update')).toEqual(
      expect.arrayContaining(['    const left = i - k + 1;', '    const left = i - k - 1;']),
    );
    const java =
      'class Solution {\n  public int f(int[] a, int k) {\n    int left = a.length - k;\n    String s = t + u;\n    return left;\n  }\n}';
    const lines = changed(java, 'java', 'an update');
    expect(lines).not.toEqual(expect.arrayContaining([expect.stringContaining('t + u + 1')]));
  });

  it('`Math.floor` becomes `Math.ceil` and back, in each spelling', () => {
    expect(
      changed('var f = function (t, s) {\n  return Math.floor(t / s);\n};', 'javascript', 'a rounding'),
    ).toEqual(['  return Math.ceil(t / s);']);
    expect(
      changed(
        'class Solution:\n    def f(self, t, s):\n        return math.ceil(t / s)\n',
        'python',
        'a rounding',
      ),
    ).toEqual(['        return math.floor(t / s)']);
    // Not a name that only contains the word.
    expect(changed('var f = function (a) {\n  return floorPlan(a);\n};', 'javascript', 'a rounding')).toEqual(
      [],
    );
  });

  it('an index that is an element moves by one; JavaScript numbers sort as numbers', () => {
    const cpp =
      'class Solution {\npublic:\n  long long f(vector<vector<int>>& gs) {\n    map<long long, long long> d;\n    for (auto& g : gs) d[g[1]] -= g[2];\n    return d.size();\n  }\n};';
    expect(changed(cpp, 'cpp', 'an index')).toEqual(
      expect.arrayContaining([
        '    for (auto& g : gs) d[g[1] + 1] -= g[2];',
        '    for (auto& g : gs) d[g[1] - 1] -= g[2];',
      ]),
    );
    expect(
      changed(
        'var f = function (c) {\n  const v = [...c].sort().reverse();\n  return v;\n};',
        'javascript',
        'the order',
      ),
    ).toEqual(['  const v = [...c].sort((a, b) => a - b).reverse();']);
  });

  it('a bound above 2 in a comparison moves by one, on either side of the operator', () => {
    const py =
      'class Solution:\n    def f(self, d: int) -> int:\n        if 5 <= d <= 8:\n            d -= 1\n        return d\n';
    expect(changed(py, 'python', 'a bound')).toEqual(
      expect.arrayContaining([
        '        if 4 <= d <= 8:',
        '        if 6 <= d <= 8:',
        '        if 5 <= d <= 9:',
        '        if 5 <= d <= 7:',
      ]),
    );
    // Not a shift (`<<`), not a number inside a name.
    const js = 'var f = function (x) {\n  const m = 1 << 20;\n  return x3 + m;\n};';
    expect(changed(js, 'javascript', 'a bound').filter((l) => /19|21|\b[24]\b/.test(l ?? ''))).toEqual([]);
  });

  it("a call on a node's link gets a null check, in each language's spelling; a guarded call does not", () => {
    const js =
      'var f = function (root) {\n  const dfs = (node) => {\n    if (node.left !== null) dfs(node.left);\n    dfs(node.right);\n  };\n  dfs(root);\n};';
    expect(changed(js, 'javascript', 'a null check')).toEqual([
      '    if (node.right != null) dfs(node.right);',
    ]);
    const cpp = 'class Solution {\npublic:\n  void go(TreeNode* n) {\n    go(n->right);\n  }\n};';
    expect(changed(cpp, 'cpp', 'a null check')).toEqual(['    if (n->right != nullptr) go(n->right);']);
    const py = 'class Solution:\n    def go(self, node):\n        self.go(node.next)\n';
    expect(changed(py, 'python', 'a null check')).toEqual([
      '        if node.next is not None: self.go(node.next)',
    ]);
    const java = 'class Solution {\n  void go(TreeNode n) {\n    go(n.left);\n  }\n}';
    expect(changed(java, 'java', 'a null check')).toEqual(['    if (n.left != null) go(n.left);']);
  });
});
