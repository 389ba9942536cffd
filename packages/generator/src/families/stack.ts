import { defineFamily } from '../family.ts';

/** Stack: the days until a warmer (or cooler) day, and removing adjacent equal pairs. */

export const warmerDays = defineFamily({
  id: 'stack-days-until',
  category: 'stack',
  difficulties: ['easy', 'medium'],
  features: ['negatives', 'large-input', 'linear'],
  params: ({ features, rng }) => ({
    neg: features.has('negatives'),
    warmer: rng.int(0, 1) === 0,
    story: rng.int(0, 1),
  }),
  title: (p) => (p.warmer ? 'Days Until Warmer' : 'Days Until Cooler'),
  story: (p) =>
    `${
      [
        '`temps[i]` is the temperature on day `i`.',
        'A stock closes at `temps[i]` on day `i` (think of it as a temperature of the market).',
      ][Number(p.story)]
    }\n\nFor each day, return how many days you wait for a strictly ${p.warmer ? 'higher' : 'lower'} value; \`0\` if it never comes.`,
  signature: () => ({ function: 'daysUntil', params: [{ name: 'temps', type: 'int[]' }], returns: 'int[]' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['stack', 'monotonic-stack', 'array'],
  constraints: (p) => [
    '1 <= temps.length <= 10^5',
    p.neg ? '-100 <= temps[i] <= 100' : '0 <= temps[i] <= 100',
  ],
  hints: () => [
    'Which earlier days are still waiting when a new day comes?',
    'Keep them on a stack; their values are monotone.',
  ],
  editorial: () =>
    '## Monotonic stack\nKeep the indices of days still waiting; a new day settles every waiting day it beats, from the top.\n\nTime O(n), space O(n).\n\n## Brute force\nScan forward from each day: O(n^2) on monotone input.',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(1, 9) : R.int(1, 3000);
  const lo = P.neg ? -100 : 0;
  if (mode === 'large') return [Array.from({ length: n }, (_, k) => (P.warmer ? 100 - Math.floor((k * 100) / n) : lo + Math.floor((k * 100) / n)))];
  return [R.arr(n, lo, small ? lo + 6 : 100)];`,
  validator: () => `
  if (temps.length < 1 || temps.length > 100000) return 'length out of range';
  for (const x of temps) if (x < (P.neg ? -100 : 0) || x > 100) return 'value out of range';`,
  edge: () => [[[50]], [[30, 40]], [[40, 30]], [[30, 30, 30]], [[73, 74, 75, 71, 69, 72, 76, 73]]],
  references: (p) => {
    const cmp = p.warmer ? '>' : '<';
    return {
      javascript: `var daysUntil = function (temps) {
  const ans = new Array(temps.length).fill(0), stack = [];
  for (let i = 0; i < temps.length; i++) {
    while (stack.length && temps[i] ${cmp} temps[stack[stack.length - 1]]) {
      const j = stack.pop();
      ans[j] = i - j;
    }
    stack.push(i);
  }
  return ans;
};
`,
      python: `class Solution:
    def daysUntil(self, temps: List[int]) -> List[int]:
        ans, stack = [0] * len(temps), []
        for i, t in enumerate(temps):
            while stack and t ${cmp} temps[stack[-1]]:
                j = stack.pop()
                ans[j] = i - j
            stack.append(i)
        return ans
`,
      java: `class Solution {
    public int[] daysUntil(int[] temps) {
        int n = temps.length, top = 0;
        int[] ans = new int[n], stack = new int[n];
        for (int i = 0; i < n; i++) {
            while (top > 0 && temps[i] ${cmp} temps[stack[top - 1]]) { int j = stack[--top]; ans[j] = i - j; }
            stack[top++] = i;
        }
        return ans;
    }
}
`,
      cpp: `class Solution {
public:
    vector<int> daysUntil(vector<int>& temps) {
        vector<int> ans(temps.size(), 0), stack;
        for (int i = 0; i < (int) temps.size(); i++) {
            while (!stack.empty() && temps[i] ${cmp} temps[stack.back()]) { ans[stack.back()] = i - stack.back(); stack.pop_back(); }
            stack.push_back(i);
        }
        return ans;
    }
};
`,
    };
  },
  brute: (p) => `class Solution:
    def daysUntil(self, temps: List[int]) -> List[int]:
        ans = [0] * len(temps)
        for i in range(len(temps)):
            for j in range(i + 1, len(temps)):
                if temps[j] ${p.warmer ? '>' : '<'} temps[i]:
                    ans[i] = j - i
                    break
        return ans
`,
  plants: (p) => [
    {
      name: 'counts-days-between',
      language: 'python',
      code: `class Solution:
    def daysUntil(self, temps: List[int]) -> List[int]:
        ans, stack = [0] * len(temps), []
        for i, t in enumerate(temps):
            while stack and t ${p.warmer ? '>' : '<'} temps[stack[-1]]:
                j = stack.pop()
                ans[j] = i - j - 1
            stack.append(i)
        return ans
`,
      expect: 'wrong_answer',
      why: 'Off by one: counts the days strictly between',
    },
  ],
});

export const removePairs = defineFamily({
  id: 'stack-remove-pairs',
  category: 'stack',
  difficulties: ['easy', 'medium'],
  features: ['strings', 'large-input', 'linear'],
  params: ({ rng }) => ({ alphabet: rng.pick(['ab', 'abc', 'xyz']), story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Popping Bubbles' : 'Cancelling Echoes'),
  story: (p) =>
    `${[`A row of coloured bubbles is written as a string \`s\` over \`"${p.alphabet}"\`; two touching bubbles of the same colour pop.`, `A message \`s\` over \`"${p.alphabet}"\` loses every pair of equal adjacent letters, which cancel like echoes.`][Number(p.story)]}\n\nRepeatedly remove two adjacent equal letters until no such pair is left, and return the final string (the result does not depend on the order of removals).`,
  signature: () => ({ function: 'reduceString', params: [{ name: 's', type: 'string' }], returns: 'string' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['stack', 'string'],
  constraints: (p) => ['1 <= s.length <= 10^5', `s consists of letters of "${p.alphabet}"`],
  hints: () => [
    'After a removal, the letters on both sides become neighbours.',
    'Scan once with a stack: a letter equal to the top pops it.',
  ],
  editorial: () =>
    '## Stack\nPush each letter unless it equals the top, in which case pop.\n\nTime O(n), space O(n).\n\n## Brute force\nFind and remove a pair, start again: O(n^2).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(1, 10) : R.int(1, 3000);
  if (mode === 'large') {
    // A palindrome of distinct neighbours: pairs only appear at the centre, one at a time.
    const half = [];
    for (let k = 0; k < n / 2; k++) half.push(P.alphabet[(k + i) % P.alphabet.length]);
    return [half.join('') + half.reverse().join('')];
  }
  return [R.str(n, P.alphabet)];`,
  validator: () => `
  if (s.length < 1 || s.length > 100000) return 'length out of range';
  for (const c of s) if (!P.alphabet.includes(c)) return 'letter outside the alphabet';`,
  edge: (p) => {
    const a = String(p.alphabet[0]);
    const b = String(p.alphabet[1]);
    return [[a], [`${a}${a}`], [`${a}${b}${b}${a}`], [`${a}${b}${a}`], [`${a}${a}${a}`]];
  },
  references: () => ({
    javascript:
      "var reduceString = function (s) {\n  const st = [];\n  for (const c of s) { if (st.length && st[st.length - 1] === c) st.pop(); else st.push(c); }\n  return st.join('');\n};\n",
    python:
      "class Solution:\n    def reduceString(self, s: str) -> str:\n        st = []\n        for c in s:\n            if st and st[-1] == c:\n                st.pop()\n            else:\n                st.append(c)\n        return ''.join(st)\n",
    java: 'class Solution {\n    public String reduceString(String s) {\n        StringBuilder st = new StringBuilder();\n        for (int i = 0; i < s.length(); i++) {\n            char c = s.charAt(i);\n            int n = st.length();\n            if (n > 0 && st.charAt(n - 1) == c) st.setLength(n - 1); else st.append(c);\n        }\n        return st.toString();\n    }\n}\n',
    cpp: 'class Solution {\npublic:\n    string reduceString(string s) {\n        string st;\n        for (char c : s) { if (!st.empty() && st.back() == c) st.pop_back(); else st.push_back(c); }\n        return st;\n    }\n};\n',
  }),
  brute: () =>
    'class Solution:\n    def reduceString(self, s: str) -> str:\n        changed = True\n        while changed:\n            changed = False\n            for i in range(len(s) - 1):\n                if s[i] == s[i + 1]:\n                    s = s[:i] + s[i + 2:]\n                    changed = True\n                    break\n        return s\n',
  plants: () => [
    {
      name: 'single-pass',
      language: 'java',
      code: 'class Solution {\n    public String reduceString(String s) {\n        StringBuilder out = new StringBuilder();\n        int i = 0;\n        while (i < s.length()) {\n            if (i + 1 < s.length() && s.charAt(i) == s.charAt(i + 1)) i += 2;\n            else out.append(s.charAt(i++));\n        }\n        return out.toString();\n    }\n}\n',
      expect: 'wrong_answer',
      why: 'Removes pairs in one pass only, missing the pairs a removal creates',
    },
  ],
});
