import { describe, expect, it } from 'vitest';
import { fitGrowth } from './growth.ts';
import { halves, usesSortOrTree } from './signals.ts';

/**
 * Optimize's growth in the four newer languages (issue 29): the fit itself does not depend on the
 * language; between a slope of 1 and 1.45 a sort or an ordered structure in the code names
 * O(n log n), and a halving search names a flat slope O(log n). Each language's spellings.
 */
const nLogN = [1000, 2000, 4000, 8000].map((n) => ({ n, ms: (n * Math.log2(n)) / 400 }));
const flat = [1000, 2000, 4000, 8000].map((n) => ({ n, ms: 5 + n / 1e6 }));
const named = (code: string, points: typeof flat) =>
  fitGrowth(points, { sorts: usesSortOrTree(code), halves: halves(code), truncated: false })?.complexity;

describe('growth named from the code in TypeScript, Go, Rust and Ruby', () => {
  it.each([
    ['typescript', 'nums.sort((a: number, b: number) => a - b);'],
    ['go', 'sort.Ints(nums)'],
    ['go', 'sort.Slice(pairs, func(i, j int) bool { return pairs[i][0] < pairs[j][0] })'],
    ['go', 'heap.Push(h, x)'],
    ['rust', 'nums.sort_unstable();'],
    ['rust', 'intervals.sort_by_key(|v| v[0]);'],
    ['rust', 'let mut heap = BinaryHeap::new();'],
    ['rust', 'let mut seen = BTreeSet::new();'],
    ['ruby', 'sorted = nums.sort'],
    ['ruby', 'nums.sort!'],
    ['ruby', 'intervals.sort_by { |a| a[0] }'],
  ])('%s: `%s` sorts, so a slope near 1 is O(n log n)', (_language, code) => {
    expect(usesSortOrTree(code)).toBe(true);
    expect(named(code, nLogN)).toBe('O(n log n)');
  });

  it.each([
    ['go', 'i := sort.SearchInts(nums, target)'],
    ['go', 'i, found := slices.BinarySearch(nums, target)'],
    ['rust', 'match nums.binary_search(&target) {'],
    ['rust', 'let i = nums.partition_point(|&x| x < target);'],
    ['ruby', 'nums.bsearch { |x| x >= target }'],
    ['typescript', 'const mid = (lo + hi) >> 1;'],
  ])('%s: `%s` halves, so a flat slope is O(log n)', (_language, code) => {
    expect(halves(code)).toBe(true);
    expect(named(code, flat)).toBe('O(log n)');
  });

  it('a HashMap, a map or a Hash is no ordered structure', () => {
    for (const code of ['let mut m = HashMap::new();', 'seen := make(map[int]int)', 'seen = Hash.new(0)'])
      expect(usesSortOrTree(code)).toBe(false);
  });
});
