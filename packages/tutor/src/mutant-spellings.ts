/**
 * How each language spells what a variant writes (mutants.ts): an order turned round (a sort, a
 * comparator, a heap) and a running max or min of a target and a value.
 */
import type { Language } from '@codecoach/contracts';

/** Orders turned round, per language: ascending for descending, a min-heap for a max-heap. */
export const ORDER: Partial<Record<Language, Array<{ re: RegExp; to: string }>>> = {
  python: [
    { re: /\bsorted\(([^()]*(?:\([^()]*\))?[^()]*?)(?<!reverse=True)\)/g, to: 'sorted($1, reverse=True)' },
    { re: /\.sort\(\)/g, to: '.sort(reverse=True)' },
    { re: /reverse=True/g, to: 'reverse=False' },
  ],
  javascript: [
    { re: /\(([a-z]), ([a-z])\) => \1 - \2\b/g, to: '($1, $2) => $2 - $1' },
    // The default sort compares numbers as strings ("10" < "5"): the numeric order instead.
    { re: /\.sort\(\)/g, to: '.sort((a, b) => a - b)' },
  ],
  typescript: [
    { re: /\(([a-z])(: number)?, ([a-z])(: number)?\) => \1 - \3\b/g, to: '($1$2, $3$4) => $3 - $1' },
    { re: /\.sort\(\)/g, to: '.sort((a, b) => a - b)' },
  ],
  java: [
    { re: /\(([a-z]), ([a-z])\) -> \1 - \2\b/g, to: '($1, $2) -> $2 - $1' },
    { re: /new PriorityQueue<([^>]*)>\(Collections\.reverseOrder\(\)\)/g, to: 'new PriorityQueue<$1>()' },
    { re: /new PriorityQueue<([^>]*)>\(\)/g, to: 'new PriorityQueue<$1>(Collections.reverseOrder())' },
  ],
  cpp: [
    { re: /\bgreater</g, to: 'less<' },
    { re: /\bpriority_queue<(\w+)>/g, to: 'priority_queue<$1, vector<$1>, greater<$1>>' },
    { re: /\bsort\((\w+)\.begin\(\), \1\.end\(\)\)/g, to: 'sort($1.rbegin(), $1.rend())' },
  ],
};
/** `max(target, value)` in each language's spelling; undefined for C (no generic max). */
export function runningExtreme(
  language: Language,
  f: 'max' | 'min',
  target: string,
  value: string,
): string | undefined {
  switch (language) {
    case 'python':
    case 'go':
      return `${f}(${target}, ${value})`;
    case 'cpp':
      // The max of the target's own (promoted) type, so that a narrower value converts.
      return `${f}<decltype(+(${target}))>(${target}, ${value})`;
    case 'csharp':
      return `Math.${f === 'max' ? 'Max' : 'Min'}(${target}, ${value})`;
    case 'rust':
      return `std::cmp::${f}(${target}, ${value})`;
    case 'ruby':
      // Not around a modifier (`low = p if p < low`): the `if` is the statement's.
      return /\b(?:if|unless|while|until)\b/.test(value) ? undefined : `[${target}, ${value}].${f}`;
    case 'c':
      return undefined;
    default:
      return `Math.${f}(${target}, ${value})`;
  }
}
