import { defineFamily } from '../family.ts';

/** Heap: the running k-th largest of a stream, and the cheapest way to join ropes. */

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

export const ropes = defineFamily({
  id: 'heap-join-ropes',
  category: 'heap',
  difficulties: ['easy', 'medium'],
  features: ['large-input', 'nlogn'],
  params: ({ rng }) => ({ story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Cheapest Rope Joining' : 'Merging Log Files'),
  story: (p) =>
    `${['A sailor has ropes of lengths `lengths`; joining two ropes of lengths x and y costs x + y and gives one rope of length x + y.', 'A server must merge log files of sizes `lengths`; merging two files of sizes x and y costs x + y and gives one file of size x + y.'][Number(p.story)]}\n\nReturn the smallest total cost to end with a single one.`,
  signature: () => ({ function: 'joinCost', params: [{ name: 'lengths', type: 'int[]' }], returns: 'long' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['heap', 'greedy', 'priority-queue'],
  constraints: () => ['1 <= lengths.length <= 10^5', '1 <= lengths[i] <= 10^4'],
  hints: () => [
    'Long pieces get paid for again at every later join.',
    'Always join the two shortest: a min-heap gives them in O(log n).',
  ],
  editorial: () =>
    '## Min-heap (Huffman)\nRepeatedly join the two shortest.\n\nTime O(n log n), space O(n).\n\n## Brute force\nSort the list again before every join: O(n^2 log n).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 100000 : small ? R.int(1, 8) : R.int(1, 3000);
  return [R.arr(n, 1, small ? 20 : 10000)];`,
  validator: () => `
  if (lengths.length < 1 || lengths.length > 100000) return 'length out of range';
  for (const x of lengths) if (x < 1 || x > 10000) return 'value out of range';`,
  edge: () => [[[5]], [[1, 2]], [[4, 3, 2, 6]], [[10000, 10000, 10000]]],
  references: () => ({
    javascript:
      'var joinCost = function (lengths) {\n  // Joined lengths come out in non-decreasing order: two sorted queues replace the heap.\n  const a = [...lengths].sort((x, y) => x - y), b = [];\n  let i = 0, j = 0, cost = 0;\n  const take = () => (j >= b.length || (i < a.length && a[i] <= b[j]) ? a[i++] : b[j++]);\n  for (let k = 1; k < lengths.length; k++) {\n    const s = take() + take();\n    cost += s;\n    b.push(s);\n  }\n  return cost;\n};\n',
    python:
      'class Solution:\n    def joinCost(self, lengths: List[int]) -> int:\n        heap = list(lengths)\n        heapq.heapify(heap)\n        cost = 0\n        while len(heap) > 1:\n            s = heapq.heappop(heap) + heapq.heappop(heap)\n            cost += s\n            heapq.heappush(heap, s)\n        return cost\n',
    java: 'class Solution {\n    public long joinCost(int[] lengths) {\n        PriorityQueue<Long> heap = new PriorityQueue<>();\n        for (int x : lengths) heap.add((long) x);\n        long cost = 0;\n        while (heap.size() > 1) {\n            long s = heap.poll() + heap.poll();\n            cost += s;\n            heap.add(s);\n        }\n        return cost;\n    }\n}\n',
    cpp: 'class Solution {\npublic:\n    long long joinCost(vector<int>& lengths) {\n        priority_queue<long long, vector<long long>, greater<long long>> heap(lengths.begin(), lengths.end());\n        long long cost = 0;\n        while (heap.size() > 1) {\n            long long s = heap.top(); heap.pop();\n            s += heap.top(); heap.pop();\n            cost += s;\n            heap.push(s);\n        }\n        return cost;\n    }\n};\n',
  }),
  brute: () =>
    'class Solution:\n    def joinCost(self, lengths: List[int]) -> int:\n        ropes = list(lengths)\n        cost = 0\n        while len(ropes) > 1:\n            ropes.sort()\n            s = ropes[0] + ropes[1]\n            cost += s\n            ropes = ropes[2:] + [s]\n        return cost\n',
  plants: () => [
    {
      name: 'stops-one-early',
      language: 'python',
      code: 'class Solution:\n    def joinCost(self, lengths: List[int]) -> int:\n        heap = list(lengths)\n        heapq.heapify(heap)\n        cost = 0\n        while len(heap) > 2:\n            s = heapq.heappop(heap) + heapq.heappop(heap)\n            cost += s\n            heapq.heappush(heap, s)\n        return cost\n',
      expect: 'wrong_answer',
      why: 'Off by one: stops with two pieces left',
    },
  ],
});
