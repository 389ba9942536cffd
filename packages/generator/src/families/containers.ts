import { defineFamily } from '../family.ts';

/** Stack, queue, heap and trie families. */

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

export const kthLargest = defineFamily({
  id: 'heap-kth-largest-stream',
  category: 'heap',
  difficulties: ['medium', 'hard'],
  features: ['negatives', 'duplicates', 'large-input', 'nlogn'],
  params: ({ features, rng }) => ({ neg: features.has('negatives'), story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Podium Watch' : 'Running K-th Best Score'),
  story: (p) =>
    `${
      [
        'Race results arrive one by one: `nums[i]` is the i-th finisher’s score.',
        'A game streams scores `nums` as players finish.',
      ][Number(p.story)]
    }\n\nAfter each arrival, report the \`k\`-th largest score seen so far (counting duplicates), or \`-1000000000\` when fewer than \`k\` scores have arrived. Return the reports as an array.`,
  signature: () => ({
    function: 'kthReports',
    params: [
      { name: 'nums', type: 'int[]' },
      { name: 'k', type: 'int' },
    ],
    returns: 'int[]',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['heap', 'priority-queue', 'data-stream'],
  constraints: (p) => [
    '1 <= nums.length <= 10^5',
    '1 <= k <= nums.length',
    p.neg ? '-10^8 <= nums[i] <= 10^8' : '0 <= nums[i] <= 10^8',
  ],
  hints: () => [
    'Only the k largest so far matter.',
    'Keep them in a min-heap of size k; its top is the answer.',
  ],
  editorial: () =>
    '## Min-heap of size k\nPush each score; pop when the heap holds more than k. The top is the k-th largest.\n\nTime O(n log k), space O(k).\n\n## Brute force\nSort every prefix: O(n^2 log n).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(1, 9) : R.int(1, 3000);
  const span = small ? 9 : 100000000;
  const k = mode === 'large' ? (i === 0 ? 1000 : n / 2) : R.int(1, n);
  return [R.arr(n, P.neg ? -span : 0, span), k];`,
  validator: () => `
  if (nums.length < 1 || nums.length > 100000 || k < 1 || k > nums.length) return 'out of range';
  for (const x of nums) if (x < (P.neg ? -100000000 : 0) || x > 100000000) return 'value out of range';`,
  edge: () => [
    [[5], 1],
    [[1, 2, 3], 3],
    [[4, 4, 4], 2],
    [[3, 1, 2], 1],
  ],
  references: () => ({
    javascript: `var kthReports = function (nums, k) {
  const heap = [];
  const push = (x) => {
    heap.push(x);
    for (let i = heap.length - 1; i > 0; ) {
      const p = (i - 1) >> 1;
      if (heap[p] <= heap[i]) break;
      [heap[p], heap[i]] = [heap[i], heap[p]];
      i = p;
    }
  };
  const pop = () => {
    const last = heap.pop();
    if (heap.length === 0) return;
    heap[0] = last;
    for (let i = 0; ; ) {
      const l = 2 * i + 1, r = l + 1;
      let m = i;
      if (l < heap.length && heap[l] < heap[m]) m = l;
      if (r < heap.length && heap[r] < heap[m]) m = r;
      if (m === i) break;
      [heap[m], heap[i]] = [heap[i], heap[m]];
      i = m;
    }
  };
  const ans = [];
  for (const x of nums) {
    push(x);
    if (heap.length > k) pop();
    ans.push(heap.length < k ? -1000000000 : heap[0]);
  }
  return ans;
};
`,
    python: `class Solution:
    def kthReports(self, nums: List[int], k: int) -> List[int]:
        heap, ans = [], []
        for x in nums:
            heapq.heappush(heap, x)
            if len(heap) > k:
                heapq.heappop(heap)
            ans.append(-1000000000 if len(heap) < k else heap[0])
        return ans
`,
    java: `class Solution {
    public int[] kthReports(int[] nums, int k) {
        PriorityQueue<Integer> heap = new PriorityQueue<>();
        int[] ans = new int[nums.length];
        for (int i = 0; i < nums.length; i++) {
            heap.add(nums[i]);
            if (heap.size() > k) heap.poll();
            ans[i] = heap.size() < k ? -1000000000 : heap.peek();
        }
        return ans;
    }
}
`,
    cpp: `class Solution {
public:
    vector<int> kthReports(vector<int>& nums, int k) {
        priority_queue<int, vector<int>, greater<int>> heap;
        vector<int> ans;
        for (int x : nums) {
            heap.push(x);
            if ((int) heap.size() > k) heap.pop();
            ans.push_back((int) heap.size() < k ? -1000000000 : heap.top());
        }
        return ans;
    }
};
`,
  }),
  brute: () => `class Solution:
    def kthReports(self, nums: List[int], k: int) -> List[int]:
        ans = []
        for i in range(len(nums)):
            seen = sorted(nums[:i + 1], reverse=True)
            ans.append(seen[k - 1] if len(seen) >= k else -1000000000)
        return ans
`,
  plants: () => [
    {
      name: 'keeps-k-plus-one',
      language: 'java',
      code: `class Solution {
    public int[] kthReports(int[] nums, int k) {
        PriorityQueue<Integer> heap = new PriorityQueue<>();
        int[] ans = new int[nums.length];
        for (int i = 0; i < nums.length; i++) {
            heap.add(nums[i]);
            if (heap.size() > k + 1) heap.poll();
            ans[i] = heap.size() < k ? -1000000000 : heap.peek();
        }
        return ans;
    }
}
`,
      expect: 'wrong_answer',
      why: 'Off by one: keeps k + 1 scores, so reports the (k+1)-th largest',
    },
  ],
});

export const prefixCounts = defineFamily({
  id: 'trie-prefix-counts',
  category: 'trie',
  difficulties: ['medium', 'hard'],
  features: ['strings', 'large-input', 'linear'],
  params: ({ rng }) => ({ alphabet: rng.pick(['ab', 'abc', 'abcdefghij']), story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Autocomplete Counts' : 'Catalogue Prefix Lookup'),
  story: (p) =>
    `${
      [
        `A phone keyboard knows the words \`words\` (letters of \`"${p.alphabet}"\`). For each typed prefix in \`queries\`, it shows how many known words start with it.`,
        `A library catalogue lists codes \`words\` (letters of \`"${p.alphabet}"\`); each query asks how many codes begin with it.`,
      ][Number(p.story)]
    }\n\nReturn, for each query, the number of words (counting duplicates) that start with it. A word starts with itself.`,
  signature: () => ({
    function: 'prefixCounts',
    params: [
      { name: 'words', type: 'string[]' },
      { name: 'queries', type: 'string[]' },
    ],
    returns: 'int[]',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['trie', 'string', 'hash-table'],
  constraints: (p) => [
    '1 <= words.length, queries.length <= 2 * 10^4',
    '1 <= words[i].length, queries[j].length <= 10',
    `only letters of "${p.alphabet}"`,
  ],
  hints: () => [
    'Share the work between words with a common beginning.',
    'Insert every word into a trie, counting at each node how many words pass through it.',
  ],
  editorial: () =>
    '## Trie with counts\nInsert each word; every node counts the words passing through. A query walks down and reads the count (0 if it falls off).\n\nTime O(total length), space O(total length).\n\n## Brute force\nCompare every query with every word: O(n·q·L).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 20000 : small ? R.int(1, 6) : R.int(1, 1000);
  const q = mode === 'large' ? 20000 : small ? R.int(1, 5) : R.int(1, 1000);
  const word = () => R.str(R.int(1, small ? 4 : 10), P.alphabet);
  const words = Array.from({ length: n }, word);
  const queries = Array.from({ length: q }, () => (R.int(0, 1) ? R.pick(words).slice(0, R.int(1, 10)) : word()));
  return [words, queries.map((x) => x || P.alphabet[0])];`,
  validator: () => `
  if (words.length < 1 || words.length > 20000 || queries.length < 1 || queries.length > 20000) return 'size out of range';
  for (const w of [...words, ...queries]) {
    if (w.length < 1 || w.length > 10) return 'length out of range';
    for (const c of w) if (!P.alphabet.includes(c)) return 'letter outside the alphabet';
  }`,
  edge: (p) => {
    const a = String(p.alphabet[0]);
    const b = String(p.alphabet[1]);
    return [
      [[a], [a]],
      [
        [a, a],
        [a, `${a}${a}`],
      ],
      [
        [`${a}${b}`, `${a}${b}${b}`],
        [a, `${a}${b}`, `${a}${b}${b}`, b],
      ],
    ];
  },
  references: () => ({
    javascript: `var prefixCounts = function (words, queries) {
  const root = { n: 0, next: new Map() };
  for (const w of words) {
    let node = root;
    for (const c of w) {
      if (!node.next.has(c)) node.next.set(c, { n: 0, next: new Map() });
      node = node.next.get(c);
      node.n++;
    }
  }
  return queries.map((q) => {
    let node = root;
    for (const c of q) { node = node.next.get(c); if (!node) return 0; }
    return node.n;
  });
};
`,
    python: `class Solution:
    def prefixCounts(self, words: List[str], queries: List[str]) -> List[int]:
        root = [0, {}]
        for w in words:
            node = root
            for c in w:
                node = node[1].setdefault(c, [0, {}])
                node[0] += 1
        ans = []
        for q in queries:
            node = root
            for c in q:
                node = node[1].get(c)
                if node is None:
                    break
            ans.append(node[0] if node is not None else 0)
        return ans
`,
    java: `class Solution {
    public int[] prefixCounts(String[] words, String[] queries) {
        int cap = 1;
        for (String w : words) cap += w.length();
        int[][] next = new int[cap][26];
        int[] count = new int[cap];
        int size = 1;
        for (String w : words) {
            int node = 0;
            for (int i = 0; i < w.length(); i++) {
                int c = w.charAt(i) - 'a';
                if (next[node][c] == 0) next[node][c] = size++;
                node = next[node][c];
                count[node]++;
            }
        }
        int[] ans = new int[queries.length];
        for (int j = 0; j < queries.length; j++) {
            int node = 0;
            for (int i = 0; i < queries[j].length() && node >= 0; i++) {
                int c = queries[j].charAt(i) - 'a';
                node = next[node][c] == 0 ? -1 : next[node][c];
            }
            ans[j] = node < 0 ? 0 : count[node];
        }
        return ans;
    }
}
`,
    cpp: `class Solution {
public:
    vector<int> prefixCounts(vector<string>& words, vector<string>& queries) {
        vector<array<int, 26>> next(1);
        vector<int> count(1, 0);
        next[0].fill(0);
        for (auto& w : words) {
            int node = 0;
            for (char ch : w) {
                int c = ch - 'a';
                if (next[node][c] == 0) {
                    next[node][c] = next.size();
                    next.push_back({});
                    next.back().fill(0);
                    count.push_back(0);
                }
                node = next[node][c];
                count[node]++;
            }
        }
        vector<int> ans;
        for (auto& q : queries) {
            int node = 0;
            for (char ch : q) {
                if (node < 0) break;
                int c = ch - 'a';
                node = next[node][c] == 0 ? -1 : next[node][c];
            }
            ans.push_back(node < 0 ? 0 : count[node]);
        }
        return ans;
    }
};
`,
  }),
  brute: () => `class Solution:
    def prefixCounts(self, words: List[str], queries: List[str]) -> List[int]:
        return [sum(1 for w in words if w.startswith(q)) for q in queries]
`,
  plants: () => [
    {
      name: 'proper-prefixes-only',
      language: 'python',
      code: `class Solution:
    def prefixCounts(self, words: List[str], queries: List[str]) -> List[int]:
        counts = collections.Counter()
        for w in words:
            for k in range(1, len(w)):
                counts[w[:k]] += 1
        return [counts[q] for q in queries]
`,
      expect: 'wrong_answer',
      why: 'Off by one: a word is not counted as starting with itself',
    },
  ],
});
