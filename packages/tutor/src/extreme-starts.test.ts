import { describe, expect, it } from 'vitest';
import { extremeStarts } from './extreme-starts.ts';

const apply = (src: string, e: { line: number; start: number; end: number; text: string }) =>
  src
    .split('\n')
    .map((l, i) => (i + 1 === e.line ? l.slice(0, e.start) + e.text + l.slice(e.end) : l))
    .join('\n');

describe('extremeStarts', () => {
  it("Python: a running min and max in one tuple, each made its operation's identity", () => {
    const py = [
      'def spread(self, xs):',
      '    lo, hi = 0, 0',
      '    for x in xs:',
      '        lo = min(lo, x)',
      '        if x > hi:',
      '            hi = x',
      '    return hi - lo',
    ].join('\n');
    const edits = extremeStarts(py, 'python');
    expect(edits.map((e) => apply(py, e).split('\n')[1])).toEqual([
      "    lo, hi = float('inf'), 0",
      "    lo, hi = 0, float('-inf')",
      "    lo, hi = float('inf'), float('-inf')",
    ]);
    expect(edits.every((e) => e.line === 2 && e.kind === 'wrong-initial-value')).toBe(true);
  });
  it('JavaScript, Java and C++: by the declared type; a 32-bit limit in a 64-bit name widened', () => {
    const js = 'let best = 0;\nfor (const x of xs) best = Math.max(best, x);';
    expect(extremeStarts(js, 'javascript').map((e) => apply(js, e).split('\n')[0])).toEqual([
      'let best = -Infinity;',
    ]);
    const java =
      'long cheapest = Integer.MAX_VALUE;\nint low = 0;\nfor (int p : ps) { if (p < low) low = p; cheapest = Math.min(cheapest, p); }';
    expect(extremeStarts(java, 'java').map((e) => apply(java, e).split('\n')[e.line - 1])).toEqual([
      'long cheapest = Long.MAX_VALUE;',
      'int low = Integer.MAX_VALUE;',
    ]);
    const cpp = 'long long best = 0;\nfor (int x : xs) best = max(best, (long long)x);';
    expect(extremeStarts(cpp, 'cpp').map((e) => apply(cpp, e).split('\n')[0])).toEqual([
      'long long best = numeric_limits<decltype(best)>::lowest();',
    ]);
  });
  it('leaves names that are not running extremes, and an int limit in an int', () => {
    expect(extremeStarts('let total = 0;\nfor (const x of xs) total += x;', 'javascript')).toEqual([]);
    expect(extremeStarts('int low = Integer.MAX_VALUE;\nlow = Math.min(low, 3);', 'java')).toEqual([]);
    // A 64-bit "infinity" given the 32-bit limit is widened whatever it is used for.
    const inf = 'long INF = Integer.MAX_VALUE;\nlong[] dist = new long[n];';
    expect(extremeStarts(inf, 'java').map((e) => apply(inf, e).split('\n')[0])).toEqual([
      'long INF = Long.MAX_VALUE;',
    ]);
  });
});
