import { defineFamily } from '../family.ts';

/** Queue: the entries within a recent time window, and the first unrepeated letter after each arrival. */

export const recentCount = defineFamily({
  id: 'queue-recent-count',
  category: 'queue',
  difficulties: ['easy', 'medium'],
  features: ['large-input', 'linear'],
  params: ({ rng }) => ({ story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Recent Pings' : 'Busy Turnstile'),
  story: (p) =>
    `${
      [
        'A server receives pings at times `times` (sorted, non-decreasing, in milliseconds).',
        'A turnstile logs each visitor at `times[i]` (sorted, non-decreasing, in seconds).',
      ][Number(p.story)]
    }\n\nFor each \`i\`, return how many entries \`j <= i\` satisfy \`times[i] - window <= times[j]\` (the entries in the last \`window\` units, both ends included).`,
  signature: () => ({
    function: 'recentCounts',
    params: [
      { name: 'times', type: 'int[]' },
      { name: 'window', type: 'int' },
    ],
    returns: 'int[]',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['queue', 'sliding-window', 'design'],
  constraints: () => [
    '1 <= times.length <= 10^5',
    '0 <= times[i] <= 10^9, non-decreasing',
    '0 <= window <= 10^9',
  ],
  hints: () => [
    'Old entries never come back into the window.',
    'Keep a queue of entries in the window; drop from the front.',
  ],
  editorial: () =>
    '## Queue\nPush each time; pop from the front while it is older than `times[i] - window`; the queue size is the answer.\n\nTime O(n), space O(n).\n\n## Brute force\nCount backwards from each entry: O(n^2) when everything is in the window.',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(1, 9) : R.int(1, 3000);
  const gap = small ? 4 : R.pick([1, 100, 100000]);
  const times = [];
  let t = R.int(0, 10);
  for (let k = 0; k < n; k++) { times.push(t); t += R.int(0, gap); }
  if (mode === 'large') return [times.map((_, k) => k), 1000000000];
  return [times, R.int(0, small ? 8 : gap * 20)];`,
  validator: () => `
  if (times.length < 1 || times.length > 100000 || window < 0 || window > 1000000000) return 'out of range';
  for (let k = 0; k < times.length; k++) {
    if (times[k] < 0 || times[k] > 1000000000) return 'time out of range';
    if (k > 0 && times[k] < times[k - 1]) return 'times not sorted';
  }`,
  edge: () => [
    [[5], 0],
    [[1, 1, 1], 0],
    [[1, 2, 3], 1],
    [[0, 10, 20], 10],
    [[0, 1000000000], 1000000000],
  ],
  references: () => ({
    javascript: `var recentCounts = function (times, window) {
  const ans = [];
  let head = 0;
  for (let i = 0; i < times.length; i++) {
    while (times[head] < times[i] - window) head++;
    ans.push(i - head + 1);
  }
  return ans;
};
`,
    python: `class Solution:
    def recentCounts(self, times: List[int], window: int) -> List[int]:
        queue, ans = collections.deque(), []
        for t in times:
            queue.append(t)
            while queue[0] < t - window:
                queue.popleft()
            ans.append(len(queue))
        return ans
`,
    java: `class Solution {
    public int[] recentCounts(int[] times, int window) {
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        int[] ans = new int[times.length];
        for (int i = 0; i < times.length; i++) {
            queue.addLast(times[i]);
            while (queue.peekFirst() < (long) times[i] - window) queue.pollFirst();
            ans[i] = queue.size();
        }
        return ans;
    }
}
`,
    cpp: `class Solution {
public:
    vector<int> recentCounts(vector<int>& times, int window) {
        deque<int> queue;
        vector<int> ans;
        for (int t : times) {
            queue.push_back(t);
            while (queue.front() < (long long) t - window) queue.pop_front();
            ans.push_back(queue.size());
        }
        return ans;
    }
};
`,
  }),
  brute: () => `class Solution:
    def recentCounts(self, times: List[int], window: int) -> List[int]:
        return [sum(1 for j in range(i + 1) if times[j] >= times[i] - window) for i in range(len(times))]
`,
  plants: () => [
    {
      name: 'open-window',
      language: 'cpp',
      code: `class Solution {
public:
    vector<int> recentCounts(vector<int>& times, int window) {
        deque<int> queue;
        vector<int> ans;
        for (int t : times) {
            queue.push_back(t);
            while (queue.front() <= (long long) t - window && queue.size() > 1) queue.pop_front();
            ans.push_back(queue.size());
        }
        return ans;
    }
};
`,
      expect: 'wrong_answer',
      why: 'Off by one: drops an entry exactly window units old',
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
