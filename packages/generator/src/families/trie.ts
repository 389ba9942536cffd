import { defineFamily } from '../family.ts';

/** Trie: how many words start with each query, and the words that are a prefix of another. */

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

export const prefixOfAnother = defineFamily({
  id: 'trie-prefix-of-another',
  category: 'trie',
  difficulties: ['easy', 'medium'],
  features: ['strings', 'duplicates', 'large-input', 'linear'],
  params: ({ rng }) => ({ alphabet: rng.pick(['abc', 'abcd', 'abcdefghij']), story: rng.int(0, 1) }),
  title: (p) => (Number(p.story) === 0 ? 'Shadowed Shortcuts' : 'Ambiguous Codes'),
  story: (p) =>
    `${[`A launcher knows the shortcuts \`words\` (letters of \`"${p.alphabet}"\`). Typing a shortcut is ambiguous when another entry of the list starts with it.`, `A radio protocol uses the codes \`words\` (letters of \`"${p.alphabet}"\`). A code is ambiguous when another entry of the list starts with it.`][Number(p.story)]}\n\nReturn how many indices \`i\` have some \`j != i\` such that \`words[j]\` starts with \`words[i]\` (equal words count).`,
  signature: () => ({ function: 'ambiguous', params: [{ name: 'words', type: 'string[]' }], returns: 'int' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['trie', 'string'],
  constraints: (p) => [
    '1 <= words.length <= 2 * 10^4',
    '1 <= words[i].length <= 10',
    `only letters of "${p.alphabet}"`,
  ],
  hints: () => [
    'Put every word in a trie, counting the words through each node.',
    'A word is ambiguous when at least two words pass through its last node.',
  ],
  editorial: () =>
    '## Trie with counts\nInsert all words counting passes per node; word i is ambiguous when its end node was passed by at least two words.\n\nTime O(total length), space O(total length).\n\n## Brute force\nCompare every pair: O(n^2·L).',
  generator: () => `
  const small = mode === 'small' || mode === 'example';
  const n = mode === 'large' ? 20000 : small ? R.int(1, 6) : R.int(1, 1500);
  const words = [];
  for (let k = 0; k < n; k++) {
    if (k > 0 && R.int(0, 2) === 0) { const w = R.pick(words); words.push(w.slice(0, R.int(1, w.length))); }
    else words.push(R.str(R.int(1, small ? 3 : 10), P.alphabet));
  }
  if (mode === 'large') {
    // Distinct words of length 10: none is a prefix of another, so a naive search scans them all.
    const A = P.alphabet.length;
    return [Array.from({ length: n }, (_, k) => {
      let x = k + i * 20000, w = '';
      for (let d = 0; d < 10; d++) { w += P.alphabet[x % A]; x = Math.floor(x / A); }
      return w;
    })];
  }
  return [words];`,
  validator: () => `
  if (words.length < 1 || words.length > 20000) return 'size out of range';
  for (const w of words) {
    if (w.length < 1 || w.length > 10) return 'length out of range';
    for (const c of w) if (!P.alphabet.includes(c)) return 'letter outside the alphabet';
  }`,
  edge: (p) => {
    const a = String(p.alphabet[0]);
    const b = String(p.alphabet[1]);
    return [[[a]], [[a, a]], [[a, `${a}${b}`]], [[`${a}${b}`, a, b]]];
  },
  references: () => ({
    javascript:
      'var ambiguous = function (words) {\n  const passes = new Map();\n  for (const w of words) for (let k = 1; k <= w.length; k++) { const p = w.slice(0, k); passes.set(p, (passes.get(p) || 0) + 1); }\n  return words.filter((w) => passes.get(w) >= 2).length;\n};\n',
    python:
      'class Solution:\n    def ambiguous(self, words: List[str]) -> int:\n        passes = collections.Counter(w[:k] for w in words for k in range(1, len(w) + 1))\n        return sum(1 for w in words if passes[w] >= 2)\n',
    java: 'class Solution {\n    public int ambiguous(String[] words) {\n        HashMap<String, Integer> passes = new HashMap<>();\n        for (String w : words) for (int k = 1; k <= w.length(); k++) passes.merge(w.substring(0, k), 1, Integer::sum);\n        int count = 0;\n        for (String w : words) if (passes.get(w) >= 2) count++;\n        return count;\n    }\n}\n',
    cpp: 'class Solution {\npublic:\n    int ambiguous(vector<string>& words) {\n        unordered_map<string, int> passes;\n        for (auto& w : words) for (size_t k = 1; k <= w.size(); k++) passes[w.substr(0, k)]++;\n        int count = 0;\n        for (auto& w : words) if (passes[w] >= 2) count++;\n        return count;\n    }\n};\n',
  }),
  brute: () =>
    'class Solution:\n    def ambiguous(self, words: List[str]) -> int:\n        return sum(1 for i, w in enumerate(words) if any(j != i and v.startswith(w) for j, v in enumerate(words)))\n',
  plants: () => [
    {
      name: 'proper-prefix-only',
      language: 'python',
      code: 'class Solution:\n    def ambiguous(self, words: List[str]) -> int:\n        proper = set(w[:k] for w in words for k in range(1, len(w)))\n        return sum(1 for w in words if w in proper)\n',
      expect: 'wrong_answer',
      why: 'Misses equal words: only counts words that are a shorter prefix of another',
    },
  ],
});
