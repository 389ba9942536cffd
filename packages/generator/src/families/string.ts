import { defineFamily } from '../family.ts';

/** String: substrings by their end letters, and balanced substrings. */

export const sameEnds = defineFamily({
  id: 'end-letter-substrings',
  category: 'string',
  difficulties: ['easy', 'medium'],
  features: ['strings', 'large-input', 'linear'],
  params: ({ difficulty, rng }) => {
    const alphabet = rng.pick(['ab', 'abc', 'xyz', 'abcdefghijklmnopqrstuvwxyz']);
    return {
      variant: difficulty === 'easy' ? 'same' : 'pair',
      alphabet,
      first: alphabet[0] ?? 'a',
      last: alphabet[1] ?? 'b',
      story: rng.int(0, 1),
    };
  },
  title: (p) =>
    p.variant === 'same'
      ? 'Matching Ends'
      : `From ${String(p.first).toUpperCase()} to ${String(p.last).toUpperCase()}`,
  story: (p) => {
    const intro = [
      `A printer writes a long banner \`s\` using only the letters \`${p.alphabet}\`. Any contiguous piece of it can be cut out.`,
      `A DNA-like sequence \`s\` is written with the letters \`${p.alphabet}\`. A *fragment* is a contiguous substring.`,
    ][Number(p.story)];
    const ask =
      p.variant === 'same'
        ? 'Return how many substrings `s[i..j]` (with `i <= j`) begin and end with the same letter. A single letter counts.'
        : `Return how many substrings \`s[i..j]\` (with \`i < j\`) begin with \`'${p.first}'\` and end with \`'${p.last}'\`.`;
    return `${intro}\n\n${ask}\n\nThe answer can exceed 32 bits.`;
  },
  signature: () => ({
    function: 'countSubstrings',
    params: [{ name: 's', type: 'string' }],
    returns: 'long',
  }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['string', 'counting'],
  constraints: (p) => ['1 <= s.length <= 10^5', `s consists only of the letters "${p.alphabet}"`],
  hints: (p) =>
    p.variant === 'same'
      ? ['A substring is fixed by its two ends.', 'A letter seen c times gives c * (c + 1) / 2 substrings.']
      : [
          'A substring is fixed by its two ends.',
          `Scan left to right counting '${p.first}'s; each '${p.last}' closes that many substrings.`,
        ],
  editorial: () =>
    '## Count by ends\nA substring is a choice of two ends; count the letters (or scan once keeping counts).\n\nTime O(n), space O(alphabet).\n\n## Brute force\nEvery pair of ends: O(n^2).',
  generator: () => `
  const n = mode === 'large' ? 100000 : mode === 'small' ? R.int(1, 10) : mode === 'example' ? R.int(3, 7) : R.int(1, 3000);
  if (mode === 'large' && i === 1) return [P.first.repeat(n / 2) + P.last.repeat(n / 2)];
  return [R.str(n, P.alphabet)];`,
  validator: () => `
  if (s.length < 1 || s.length > 100000) return 'length out of range';
  for (const c of s) if (!P.alphabet.includes(c)) return 'letter outside the alphabet: ' + c;`,
  edge: (p) => [
    [String(p.first)],
    [String(p.last)],
    [`${p.first}${p.last}`],
    [`${p.last}${p.first}`],
    [String(p.first).repeat(5)],
  ],
  references: (p) =>
    p.variant === 'same'
      ? {
          javascript: `var countSubstrings = function (s) {
  const seen = new Map();
  let count = 0;
  for (const c of s) {
    const k = (seen.get(c) || 0) + 1;
    seen.set(c, k);
    count += k;
  }
  return count;
};
`,
          python: `class Solution:
    def countSubstrings(self, s: str) -> int:
        return sum(c * (c + 1) // 2 for c in collections.Counter(s).values())
`,
          java: `class Solution {
    public long countSubstrings(String s) {
        long[] seen = new long[128];
        long count = 0;
        for (int i = 0; i < s.length(); i++) count += ++seen[s.charAt(i)];
        return count;
    }
}
`,
          cpp: `class Solution {
public:
    long long countSubstrings(string s) {
        long long seen[128] = {0}, count = 0;
        for (char c : s) count += ++seen[(int) c];
        return count;
    }
};
`,
        }
      : {
          javascript: `var countSubstrings = function (s) {
  let firsts = 0, count = 0;
  for (const c of s) {
    if (c === '${p.last}') count += firsts;
    if (c === '${p.first}') firsts++;
  }
  return count;
};
`,
          python: `class Solution:
    def countSubstrings(self, s: str) -> int:
        firsts = count = 0
        for c in s:
            if c == '${p.last}':
                count += firsts
            if c == '${p.first}':
                firsts += 1
        return count
`,
          java: `class Solution {
    public long countSubstrings(String s) {
        long firsts = 0, count = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '${p.last}') count += firsts;
            if (c == '${p.first}') firsts++;
        }
        return count;
    }
}
`,
          cpp: `class Solution {
public:
    long long countSubstrings(string s) {
        long long firsts = 0, count = 0;
        for (char c : s) {
            if (c == '${p.last}') count += firsts;
            if (c == '${p.first}') firsts++;
        }
        return count;
    }
};
`,
        },
  brute: (p) => `class Solution:
    def countSubstrings(self, s: str) -> int:
        count = 0
        for i in range(len(s)):
            for j in range(i, len(s)):
                if ${p.variant === 'same' ? 's[i] == s[j]' : `i < j and s[i] == '${p.first}' and s[j] == '${p.last}'`}:
                    count += 1
        return count
`,
  plants: (p) => [
    p.variant === 'same'
      ? {
          name: 'forgets-single-letters',
          language: 'java',
          code: `class Solution {
    public long countSubstrings(String s) {
        long[] seen = new long[128];
        long count = 0;
        for (int i = 0; i < s.length(); i++) count += seen[s.charAt(i)]++;
        return count;
    }
}
`,
          expect: 'wrong_answer',
          why: 'Off by one: counts pairs of distinct positions, forgetting one-letter substrings',
        }
      : {
          name: 'skips-first',
          language: 'javascript',
          code: `var countSubstrings = function (s) {
  let firsts = 0, count = 0;
  for (let i = 1; i < s.length; i++) {
    if (s[i] === '${p.last}') count += firsts;
    if (s[i] === '${p.first}') firsts++;
  }
  return count;
};
`,
          expect: 'wrong_answer',
          why: 'Off by one: the scan starts at index 1',
        },
  ],
});

export const balanced = defineFamily({
  id: 'balanced-substrings',
  category: 'string',
  difficulties: ['medium', 'hard'],
  features: ['strings', 'large-input', 'linear'],
  params: ({ rng }) => {
    const pair = rng.pick(['LR', 'ab', '01', 'UD']);
    return { up: pair[0] ?? 'L', down: pair[1] ?? 'R', story: rng.int(0, 1) };
  },
  title: () => 'Balanced Stretches',
  story: (p) =>
    `${
      [
        `A robot's moves are written as a string \`s\` of \`'${p.up}'\` and \`'${p.down}'\`.`,
        `A vote log \`s\` records \`'${p.up}'\` for each yes and \`'${p.down}'\` for each no.`,
      ][Number(p.story)]
    } A stretch (a non-empty contiguous substring) is *balanced* when it holds as many \`'${p.up}'\` as \`'${p.down}'\`.\n\nReturn the number of balanced stretches. The answer can exceed 32 bits.`,
  signature: () => ({ function: 'countBalanced', params: [{ name: 's', type: 'string' }], returns: 'long' }),
  checker: 'exact',
  timeLimitMs: 1000,
  tags: ['string', 'prefix-sum', 'hash-table'],
  constraints: (p) => ['1 <= s.length <= 10^5', `s[i] is '${p.up}' or '${p.down}'`],
  hints: () => [
    'Replace one letter by +1 and the other by -1. What is true of a balanced stretch?',
    'Two equal prefix sums enclose a balanced stretch; count equal pairs, including the empty prefix.',
  ],
  editorial: () =>
    '## Prefix sums\nWith +1/-1, a stretch is balanced when the prefix sums at its two ends are equal. Count, for each prefix, how many earlier prefixes (the empty one included) have the same sum.\n\nTime O(n), space O(n).\n\n## Brute force\nEvery stretch: O(n^2).',
  generator: () => `
  const n = mode === 'large' ? 100000 : mode === 'small' ? R.int(1, 10) : mode === 'example' ? R.int(4, 8) : R.int(1, 3000);
  if (mode === 'large' && i === 1) return [(P.up + P.down).repeat(n / 2)];
  return [R.str(n, P.up + P.down)];`,
  validator: () => `
  if (s.length < 1 || s.length > 100000) return 'length out of range';
  for (const c of s) if (c !== P.up && c !== P.down) return 'unexpected letter: ' + c;`,
  edge: (p) => [
    [String(p.up)],
    [`${p.up}${p.down}`],
    [`${p.up}${p.up}${p.up}`],
    [`${p.down}${p.up}${p.up}${p.down}`],
  ],
  references: (p) => ({
    javascript: `var countBalanced = function (s) {
  const seen = new Map([[0, 1]]);
  let sum = 0, count = 0;
  for (const c of s) {
    sum += c === '${p.up}' ? 1 : -1;
    const k = seen.get(sum) || 0;
    count += k;
    seen.set(sum, k + 1);
  }
  return count;
};
`,
    python: `class Solution:
    def countBalanced(self, s: str) -> int:
        seen = collections.Counter({0: 1})
        total = count = 0
        for c in s:
            total += 1 if c == '${p.up}' else -1
            count += seen[total]
            seen[total] += 1
        return count
`,
    java: `class Solution {
    public long countBalanced(String s) {
        int n = s.length();
        long[] seen = new long[2 * n + 1];
        int sum = n;
        seen[sum] = 1;
        long count = 0;
        for (int i = 0; i < n; i++) {
            sum += s.charAt(i) == '${p.up}' ? 1 : -1;
            count += seen[sum]++;
        }
        return count;
    }
}
`,
    cpp: `class Solution {
public:
    long long countBalanced(string s) {
        int n = s.size();
        vector<long long> seen(2 * n + 1, 0);
        int sum = n;
        seen[sum] = 1;
        long long count = 0;
        for (char c : s) {
            sum += c == '${p.up}' ? 1 : -1;
            count += seen[sum]++;
        }
        return count;
    }
};
`,
  }),
  brute: (p) => `class Solution:
    def countBalanced(self, s: str) -> int:
        count = 0
        for i in range(len(s)):
            for j in range(i, len(s)):
                t = s[i:j + 1]
                if t.count('${p.up}') == t.count('${p.down}'):
                    count += 1
        return count
`,
  plants: (p) => [
    {
      name: 'no-empty-prefix',
      language: 'cpp',
      code: `class Solution {
public:
    long long countBalanced(string s) {
        int n = s.size();
        vector<long long> seen(2 * n + 1, 0);
        int sum = n;
        long long count = 0;
        for (char c : s) {
            sum += c == '${p.up}' ? 1 : -1;
            count += seen[sum]++;
        }
        return count;
    }
};
`,
      expect: 'wrong_answer',
      why: 'Forgets the empty prefix, so stretches starting at index 0 are missed',
    },
  ],
});
