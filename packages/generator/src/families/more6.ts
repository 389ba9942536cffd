import { defineFamily } from '../family.ts';

/** Second families for greedy and queue. */

export const cookies = defineFamily({
  id: 'greedy-assign',
  category: 'greedy',
  difficulties: ['easy', 'medium'],
  features: ['duplicates', 'large-input', 'nlogn'],
  params: ({ rng }) => ({ story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Cookies for Everyone' : 'Seats for the Show'),
  story: (p) =>
    `${['Child `i` is happy with a cookie of size at least `need[i]`; cookie `j` has size `have[j]`.', 'Guest `i` accepts a seat with comfort at least `need[i]`; seat `j` has comfort `have[j]`.'][Number(p.story)]}\n\nEach gets at most one and each item goes to at most one. Return the largest number that can be satisfied.`,
  signature: () => ({
    function: 'maxSatisfied',
    params: [
      { name: 'need', type: 'int[]' },
      { name: 'have', type: 'int[]' },
    ],
    returns: 'int',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['greedy', 'sorting', 'two-pointers'],
  constraints: () => ['1 <= need.length, have.length <= 10^5', '1 <= need[i], have[j] <= 10^9'],
  hints: () => [
    'Serve the least demanding first.',
    'Sort both; give each the smallest item that is big enough.',
  ],
  editorial: () =>
    '## Sort and match\nSort both lists; walk the items, giving each to the least demanding unsatisfied one if it is big enough.\n\nTime O(n log n + m log m), space O(n + m).\n\n## Brute force\nFor each in order of need, scan every item for the smallest unused that fits: O(n·m).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(1, 6) : R.int(1, 2000);
  const m = mode === 'large' ? 100000 : small ? R.int(1, 6) : R.int(1, 2000);
  const hi = small ? 9 : R.pick([50, 1000000000]);
  return [R.arr(n, 1, hi), R.arr(m, 1, hi)];`,
  validator: () => `
  if (need.length < 1 || have.length < 1 || need.length > 100000 || have.length > 100000) return 'size out of range';
  for (const x of [...need, ...have]) if (x < 1 || x > 1000000000) return 'value out of range';`,
  edge: () => [
    [[1], [1]],
    [[2], [1]],
    [
      [1, 2, 3],
      [1, 1],
    ],
    [
      [1, 2],
      [1, 2, 3],
    ],
  ],
  references: () => ({
    javascript:
      'var maxSatisfied = function (need, have) {\n  const g = Int32Array.from(need).sort(), s = Int32Array.from(have).sort();\n  let i = 0;\n  for (let j = 0; j < s.length && i < g.length; j++) if (s[j] >= g[i]) i++;\n  return i;\n};\n',
    python:
      'class Solution:\n    def maxSatisfied(self, need: List[int], have: List[int]) -> int:\n        g, s, i = sorted(need), sorted(have), 0\n        for x in s:\n            if i < len(g) and x >= g[i]:\n                i += 1\n        return i\n',
    java: 'class Solution {\n    public int maxSatisfied(int[] need, int[] have) {\n        int[] g = need.clone(), s = have.clone();\n        Arrays.sort(g);\n        Arrays.sort(s);\n        int i = 0;\n        for (int j = 0; j < s.length && i < g.length; j++) if (s[j] >= g[i]) i++;\n        return i;\n    }\n}\n',
    cpp: 'class Solution {\npublic:\n    int maxSatisfied(vector<int>& need, vector<int>& have) {\n        vector<int> g(need), s(have);\n        sort(g.begin(), g.end());\n        sort(s.begin(), s.end());\n        size_t i = 0;\n        for (size_t j = 0; j < s.size() && i < g.size(); j++) if (s[j] >= g[i]) i++;\n        return i;\n    }\n};\n',
  }),
  brute: () =>
    'class Solution:\n    def maxSatisfied(self, need: List[int], have: List[int]) -> int:\n        used = [False] * len(have)\n        count = 0\n        for g in sorted(need):\n            pick = -1\n            for j in range(len(have)):\n                if not used[j] and have[j] >= g and (pick < 0 or have[j] < have[pick]):\n                    pick = j\n            if pick >= 0:\n                used[pick] = True\n                count += 1\n        return count\n',
  plants: () => [
    {
      name: 'strictly-bigger',
      language: 'javascript',
      code: 'var maxSatisfied = function (need, have) {\n  const g = Int32Array.from(need).sort(), s = Int32Array.from(have).sort();\n  let i = 0;\n  for (let j = 0; j < s.length && i < g.length; j++) if (s[j] > g[i]) i++;\n  return i;\n};\n',
      expect: 'wrong_answer',
      why: 'Off by one: an item exactly as big as needed is refused',
    },
  ],
});

export const firstUnique = defineFamily({
  id: 'queue-first-unique',
  category: 'queue',
  difficulties: ['medium', 'hard'],
  features: ['strings', 'large-input', 'linear'],
  params: ({ rng }) => ({
    alphabet: rng.pick(['abc', 'abcdef', 'abcdefghijklmnopqrstuvwxyz']),
    story: rng.int(0, 1),
  }),
  title: (p) => (Number(p.story) === 0 ? 'First Lonely Letter' : 'First Unrepeated Caller'),
  story: (p) =>
    `${[`Letters of \`"${p.alphabet}"\` arrive one by one as the string \`s\`.`, `A call centre logs caller codes (letters of \`"${p.alphabet}"\`) as the string \`s\`.`][Number(p.story)]}\n\nAfter each arrival, note the earliest letter that has appeared exactly once so far, or \`#\` if there is none. Return the notes as one string.`,
  signature: () => ({ function: 'firstUnique', params: [{ name: 's', type: 'string' }], returns: 'string' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['queue', 'string', 'hash-table'],
  constraints: (p) => ['1 <= s.length <= 10^5', `s consists of letters of "${p.alphabet}"`],
  hints: () => [
    'Keep candidates in arrival order.',
    'A queue of letters seen once; drop from the front any that has been seen again.',
  ],
  editorial: () =>
    '## Queue with counts\nPush each new letter; pop the front while its count exceeds one; the front (or #) is the note.\n\nTime O(n), space O(alphabet).\n\n## Brute force\nRecount every prefix: O(n^2).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(1, 9) : R.int(1, 3000);
  return [R.str(n, P.alphabet)];`,
  validator: () => `
  if (s.length < 1 || s.length > 100000) return 'length out of range';
  for (const c of s) if (!P.alphabet.includes(c)) return 'letter outside the alphabet';`,
  edge: (p) => {
    const a = String(p.alphabet[0]);
    const b = String(p.alphabet[1]);
    return [[a], [`${a}${a}`], [`${a}${b}${a}`], [`${a}${b}${a}${b}`]];
  },
  references: () => ({
    javascript:
      "var firstUnique = function (s) {\n  const count = new Map(), queue = [];\n  let head = 0, out = '';\n  for (const c of s) {\n    count.set(c, (count.get(c) || 0) + 1);\n    queue.push(c);\n    while (head < queue.length && count.get(queue[head]) > 1) head++;\n    out += head < queue.length ? queue[head] : '#';\n  }\n  return out;\n};\n",
    python:
      "class Solution:\n    def firstUnique(self, s: str) -> str:\n        count, queue, out = collections.Counter(), collections.deque(), []\n        for c in s:\n            count[c] += 1\n            queue.append(c)\n            while queue and count[queue[0]] > 1:\n                queue.popleft()\n            out.append(queue[0] if queue else '#')\n        return ''.join(out)\n",
    java: "class Solution {\n    public String firstUnique(String s) {\n        int[] count = new int[128];\n        ArrayDeque<Character> queue = new ArrayDeque<>();\n        StringBuilder out = new StringBuilder();\n        for (int i = 0; i < s.length(); i++) {\n            char c = s.charAt(i);\n            count[c]++;\n            queue.addLast(c);\n            while (!queue.isEmpty() && count[queue.peekFirst()] > 1) queue.pollFirst();\n            out.append(queue.isEmpty() ? '#' : queue.peekFirst());\n        }\n        return out.toString();\n    }\n}\n",
    cpp: "class Solution {\npublic:\n    string firstUnique(string s) {\n        int count[128] = {0};\n        deque<char> queue;\n        string out;\n        for (char c : s) {\n            count[(int) c]++;\n            queue.push_back(c);\n            while (!queue.empty() && count[(int) queue.front()] > 1) queue.pop_front();\n            out.push_back(queue.empty() ? '#' : queue.front());\n        }\n        return out;\n    }\n};\n",
  }),
  brute: () =>
    "class Solution:\n    def firstUnique(self, s: str) -> str:\n        out = []\n        for i in range(len(s)):\n            prefix = s[:i + 1]\n            note = '#'\n            for c in prefix:\n                if prefix.count(c) == 1:\n                    note = c\n                    break\n            out.append(note)\n        return ''.join(out)\n",
  plants: () => [
    {
      name: 'ignores-repeats',
      language: 'cpp',
      code: 'class Solution {\npublic:\n    string firstUnique(string s) {\n        string out;\n        for (size_t i = 0; i < s.size(); i++) out.push_back(s[0]);\n        return out;\n    }\n};\n',
      expect: 'wrong_answer',
      why: 'Always reports the first letter, even once it has repeated',
    },
  ],
});
