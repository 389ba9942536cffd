import { defineFamily } from '../family.ts';

/** Backtracking: counting n-queens placements, and balanced bracket strings of bounded depth. */

export const queens = defineFamily({
  id: 'backtracking-queens',
  category: 'backtracking',
  difficulties: ['medium', 'hard'],
  features: [],
  params: ({ rng }) => ({ story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Peaceful Queens' : 'Guards on a Square Yard'),
  story: (p) =>
    `${
      [
        'Place `n` chess queens on an `n x n` board so that no two attack each other (same row, column or diagonal).',
        'A square yard is split into `n x n` cells. Post `n` guards so that no two share a row, a column or a diagonal.',
      ][Number(p.story)]
    }\n\nReturn the number of different placements.`,
  signature: () => ({ function: 'countPlacements', params: [{ name: 'n', type: 'int' }], returns: 'int' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['backtracking', 'bit-manipulation'],
  constraints: () => ['1 <= n <= 11'],
  hints: () => [
    'Place one per row, left to right.',
    'Keep the used columns and both diagonals as bit masks and prune at once.',
  ],
  editorial: () =>
    '## Backtracking with masks\nFill rows one by one; columns and the two diagonal directions in use are bit masks, so each free cell is found in O(1).\n\nTime about O(n!), pruned heavily; space O(n).\n\n## Brute force\nEvery permutation of columns, checked afterwards: n! · n^2.',
  generator: () => `
  if (mode === 'large') return [11];
  if (mode === 'small' || mode === 'example') return [R.int(1, 7)];
  return [R.int(1, 10)];`,
  validator: () => `
  if (n < 1 || n > 11) return 'n out of range';`,
  edge: () => [[1], [2], [3], [4], [8], [11]],
  references: () => ({
    javascript: `var countPlacements = function (n) {
  const full = (1 << n) - 1;
  const go = (cols, d1, d2) => {
    if (cols === full) return 1;
    let count = 0, free = full & ~(cols | d1 | d2);
    while (free) {
      const bit = free & -free;
      free -= bit;
      count += go(cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1);
    }
    return count;
  };
  return go(0, 0, 0);
};
`,
    python: `class Solution:
    def countPlacements(self, n: int) -> int:
        full = (1 << n) - 1
        def go(cols, d1, d2):
            if cols == full:
                return 1
            count, free = 0, full & ~(cols | d1 | d2)
            while free:
                bit = free & -free
                free -= bit
                count += go(cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1)
            return count
        return go(0, 0, 0)
`,
    java: `class Solution {
    private int full;
    private int go(int cols, int d1, int d2) {
        if (cols == full) return 1;
        int count = 0, free = full & ~(cols | d1 | d2);
        while (free != 0) {
            int bit = free & -free;
            free -= bit;
            count += go(cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1);
        }
        return count;
    }
    public int countPlacements(int n) {
        full = (1 << n) - 1;
        return go(0, 0, 0);
    }
}
`,
    cpp: `class Solution {
    int full;
    int go(int cols, int d1, int d2) {
        if (cols == full) return 1;
        int count = 0, free = full & ~(cols | d1 | d2);
        while (free) {
            int bit = free & -free;
            free -= bit;
            count += go(cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1);
        }
        return count;
    }
public:
    int countPlacements(int n) {
        full = (1 << n) - 1;
        return go(0, 0, 0);
    }
};
`,
  }),
  brute: () => `class Solution:
    def countPlacements(self, n: int) -> int:
        count = 0
        for perm in itertools.permutations(range(n)):
            if all(abs(perm[i] - perm[j]) != j - i for i in range(n) for j in range(i + 1, n)):
                count += 1
        return count
`,
  plants: () => [
    {
      name: 'one-diagonal',
      language: 'python',
      code: `class Solution:
    def countPlacements(self, n: int) -> int:
        full = (1 << n) - 1
        def go(cols, d1):
            if cols == full:
                return 1
            count, free = 0, full & ~(cols | d1)
            while free:
                bit = free & -free
                free -= bit
                count += go(cols | bit, ((d1 | bit) << 1) & full)
            return count
        return go(0, 0)
`,
      expect: 'wrong_answer',
      why: 'Checks only one of the two diagonal directions',
    },
  ],
});

export const boundedBrackets = defineFamily({
  id: 'backtracking-bounded-brackets',
  category: 'backtracking',
  difficulties: ['medium', 'hard'],
  features: ['strings'],
  params: ({ rng }) => ({ story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Shallow Bracket Strings' : 'Stacking Boxes, Not Too High'),
  story: (p) =>
    `${['A bracket string of length `2n` is balanced when every `(` is closed by a later `)`; its depth is the largest number of brackets open at once.', 'A worker opens and closes boxes inside each other; a plan of `2n` steps is valid when every opened box is closed later, and its depth is the most boxes open at once.'][Number(p.story)]}\n\nReturn how many balanced strings (valid plans) of length \`2n\` have depth at most \`d\`.`,
  signature: () => ({
    function: 'countShallow',
    params: [
      { name: 'n', type: 'int' },
      { name: 'd', type: 'int' },
    ],
    returns: 'int',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['backtracking', 'recursion'],
  constraints: () => ['1 <= n <= 12', '1 <= d <= n'],
  hints: () => [
    'Build the string left to right.',
    'Open only while fewer than d are open and opens remain; close only when something is open.',
  ],
  editorial: () =>
    '## Backtracking\nExtend the prefix only with valid moves, so every leaf is an answer.\n\nTime O(answer · n), space O(n).\n\n## Brute force\nAll 2^(2n) strings, each checked: O(4^n · n).',
  generator: () => `
  if (mode === 'large') return [12, 12 - 5 * i];
  const n = mode === 'small' || mode === 'example' ? R.int(1, 6) : R.int(1, 10);
  return [n, R.int(1, n)];`,
  validator: () => `
  if (n < 1 || n > 12 || d < 1 || d > n) return 'out of range';`,
  edge: () => [
    [1, 1],
    [2, 1],
    [3, 3],
    [12, 1],
    [12, 12],
  ],
  references: () => ({
    javascript:
      'var countShallow = function (n, d) {\n  const go = (open, closed) => {\n    if (closed === n) return 1;\n    let count = 0;\n    if (open < n && open - closed < d) count += go(open + 1, closed);\n    if (closed < open) count += go(open, closed + 1);\n    return count;\n  };\n  return go(0, 0);\n};\n',
    python:
      'class Solution:\n    def countShallow(self, n: int, d: int) -> int:\n        def go(opened, closed):\n            if closed == n:\n                return 1\n            count = 0\n            if opened < n and opened - closed < d:\n                count += go(opened + 1, closed)\n            if closed < opened:\n                count += go(opened, closed + 1)\n            return count\n        return go(0, 0)\n',
    java: 'class Solution {\n    private int n, d;\n    private int go(int open, int closed) {\n        if (closed == n) return 1;\n        int count = 0;\n        if (open < n && open - closed < d) count += go(open + 1, closed);\n        if (closed < open) count += go(open, closed + 1);\n        return count;\n    }\n    public int countShallow(int n, int d) {\n        this.n = n;\n        this.d = d;\n        return go(0, 0);\n    }\n}\n',
    cpp: 'class Solution {\n    int n, d;\n    int go(int open, int closed) {\n        if (closed == n) return 1;\n        int count = 0;\n        if (open < n && open - closed < d) count += go(open + 1, closed);\n        if (closed < open) count += go(open, closed + 1);\n        return count;\n    }\npublic:\n    int countShallow(int n, int d) {\n        this->n = n;\n        this->d = d;\n        return go(0, 0);\n    }\n};\n',
  }),
  brute: () =>
    'class Solution:\n    def countShallow(self, n: int, d: int) -> int:\n        count = 0\n        for mask in range(1 << (2 * n)):\n            depth = best = 0\n            ok = True\n            for k in range(2 * n):\n                depth += 1 if mask >> k & 1 else -1\n                best = max(best, depth)\n                if depth < 0:\n                    ok = False\n                    break\n            if ok and depth == 0 and best <= d:\n                count += 1\n        return count\n',
  plants: () => [
    {
      name: 'depth-plus-one',
      language: 'javascript',
      code: 'var countShallow = function (n, d) {\n  const go = (open, closed) => {\n    if (closed === n) return 1;\n    let count = 0;\n    if (open < n && open - closed <= d) count += go(open + 1, closed);\n    if (closed < open) count += go(open, closed + 1);\n    return count;\n  };\n  return go(0, 0);\n};\n',
      expect: 'wrong_answer',
      why: 'Off by one: allows depth d + 1',
    },
  ],
});
