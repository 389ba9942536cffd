/** The concept rung's words: what each pattern is, keyed by tag or category. */
export const PATTERNS: Record<string, string> = {
  'hash-table':
    'a hash map or set answers "have I seen this?" in O(1), turning a search inside a loop into one lookup',
  'two-pointers': 'two indices moving towards each other (or one chasing the other) visit each element once',
  'sliding-window':
    'a window [left, right] that grows on the right and shrinks on the left keeps a running summary instead of recomputing it',
  'binary-search':
    'halving a sorted range (or a monotone yes/no answer) finds the boundary in O(log n) steps',
  searching: 'halving a sorted range (or a monotone yes/no answer) finds the boundary in O(log n) steps',
  dp: 'dynamic programming: define what a subproblem answers, find how it is built from smaller ones, and fill a table so each is solved once',
  'dynamic-programming':
    'dynamic programming: define what a subproblem answers, find how it is built from smaller ones, and fill a table so each is solved once',
  greedy:
    'a greedy choice is safe only if you can argue that taking the locally best option never blocks a better overall answer',
  graph:
    'model the data as nodes and edges, then walk it with BFS or DFS, marking nodes visited so each is processed once',
  bfs: 'breadth-first search visits nodes in order of distance: the first time you reach a node is by a shortest path',
  dfs: 'depth-first search follows one path to its end before backing up; a visited set keeps it from looping',
  tree: 'most tree questions are answered by combining the answers of the left and right subtrees (recursion on the structure)',
  linkedlist:
    'linked-list problems are pointer bookkeeping: draw the nodes and decide which `next` changes, in which order',
  stack: 'a stack keeps the items still waiting for their match; each item is pushed and popped once',
  'monotonic-stack':
    'a monotonic stack keeps candidates in order and pops those that can never be an answer again',
  queue: 'a queue processes items in arrival order (first in, first out)',
  heap: 'a heap gives the smallest (or largest) item in O(log n) per operation; keep only the k items that matter',
  sorting: 'sorting first often makes the rest a single linear pass (neighbours become comparable)',
  backtracking:
    'backtracking builds a candidate step by step and undoes the last step when it cannot lead to an answer',
  trie: 'a trie stores words by their prefixes, so every word sharing a prefix shares the path',
  'bit-manipulation':
    'bit operations (xor, and, shifts) process 32 or 64 yes/no facts at once; x ^ x = 0 cancels pairs',
  math: 'look for a formula or an invariant before simulating: counting and number theory often skip the loop entirely',
  string: 'strings are arrays of characters: counting characters or scanning with indices is usually enough',
  array:
    'a single pass with the right running summary (sum, best so far, last position) often replaces nested loops',
  'prefix-sum': 'prefix sums turn any range sum into one subtraction',
  recursion:
    'state what the function returns for a smaller input, then build the answer from it; write the base case first',
};

/** Each pattern's name, so that an idea says what to look up ("two pointers"), not only what it does. */
const NAMES: Record<string, string> = {
  'hash-table': 'Hash map',
  'two-pointers': 'Two pointers',
  'sliding-window': 'Sliding window',
  'binary-search': 'Binary search',
  searching: 'Binary search',
  greedy: 'Greedy',
  graph: 'Graph traversal',
  tree: 'Tree recursion',
  linkedlist: 'Linked list',
  stack: 'Stack',
  queue: 'Queue',
  heap: 'Heap',
  sorting: 'Sorting',
  backtracking: 'Backtracking',
  trie: 'Trie',
  'bit-manipulation': 'Bit manipulation',
  'prefix-sum': 'Prefix sums',
  recursion: 'Recursion',
};

/** An idea with its pattern's name in front, unless its first words already say it. */
function named(key: string, idea: string): string {
  const name = NAMES[key];
  if (!name || idea.slice(0, 30).toLowerCase().includes(name.toLowerCase())) return idea;
  return `${name}: ${idea}`;
}

/** Tags too broad to say the pattern while a specific one is there. */
const BROAD = new Set(['array', 'string', 'math', 'matrix']);

/** The pattern ideas of a problem's tags and category, the specific ones first (at most two). */
export function conceptOf(category: string, tags: readonly string[]): string[] {
  const out: string[] = [];
  const keys = [...tags, category];
  for (const k of [...keys.filter((x) => !BROAD.has(x)), ...keys.filter((x) => BROAD.has(x))]) {
    const p = PATTERNS[k];
    if (p && !out.some((o) => o.endsWith(p))) out.push(named(k, p));
  }
  return out.slice(0, 2);
}

/** What the constraints allow: the largest n read from them, and the class that fits. */
export function budgetOf(constraints: readonly string[]): string | undefined {
  let max = 0;
  for (const c of constraints) {
    for (const m of c.matchAll(/(?:(\d+)\s*\*\s*)?10\s*\^\s*(\d+)/g)) {
      const v = Number(m[1] ?? 1) * 10 ** Number(m[2]);
      if (/length|\bn\b|size|count|number of/i.test(c) && v > max) max = v;
    }
  }
  if (max === 0) return undefined;
  if (max >= 10 ** 5)
    return `with inputs up to ${max.toLocaleString('en-US')} items, O(n^2) is about ${(max * max).toExponential(0)} steps: aim for O(n) or O(n log n)`;
  if (max >= 10 ** 3)
    return `with inputs up to ${max.toLocaleString('en-US')} items, O(n^2) is fine but O(n^3) is not`;
  return `inputs are small (up to ${max}): even an exponential search may fit`;
}
