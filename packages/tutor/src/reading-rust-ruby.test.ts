import { describe, expect, it } from 'vitest';
import { staticComplexity, staticSignals } from './signals.ts';

/**
 * The static reading of Optimize in Rust and Ruby (issue 29): Rust's `for .. in`, `while`,
 * `loop` and iterator calls, its lifetimes and char literals beside its strings; Ruby's blocks
 * that end with `end` (`do`, `def`, `while`, `if`, not a modifier `if`) or braces, its iterators
 * (`each`, `each_with_index`, `times`, `upto`); their hidden list walks, sorts and recursion.
 */
const kinds = (code: string, language: 'rust' | 'ruby') =>
  staticSignals(code, language).map((s) => `${s.kind}:${s.line}`);

describe('static reading in Rust', () => {
  it('two ranges are O(n^2); a HashMap over .iter().enumerate() is O(n)', () => {
    const quadratic = `impl Solution {
    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {
        for i in 0..nums.len() {
            for j in (i + 1)..nums.len() {
                if nums[i] + nums[j] == target {
                    return vec![i as i32, j as i32];
                }
            }
        }
        vec![]
    }
}`;
    expect(staticComplexity(quadratic, 'rust')).toBe('O(n^2)');
    expect(kinds(quadratic, 'rust')).toEqual(['nested-loops:4']);
    const linear = `use std::collections::HashMap;

impl Solution {
    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {
        let mut seen: HashMap<i32, usize> = HashMap::new();
        for (i, &x) in nums.iter().enumerate() {
            if let Some(&j) = seen.get(&(target - x)) {
                return vec![j as i32, i as i32];
            }
            seen.insert(x, i);
        }
        vec![]
    }
}`;
    expect(staticComplexity(linear, 'rust')).toBe('O(n)');
    expect(kinds(linear, 'rust')).toEqual([]);
  });

  it("a Vec's .contains( in a while loop and .iter().position( in a for are hidden walks; a HashSet's is not", () => {
    const vec = `impl Solution {
    pub fn contains_duplicate(nums: Vec<i32>) -> bool {
        let mut seen: Vec<i32> = Vec::new();
        let mut i = 0;
        while i < nums.len() {
            if seen.contains(&nums[i]) {
                return true;
            }
            seen.push(nums[i]);
            i += 1;
        }
        false
    }
}`;
    expect(staticComplexity(vec, 'rust')).toBe('O(n^2)');
    expect(kinds(vec, 'rust')).toEqual(['linear-search-in-loop:6']);
    const position = `impl Solution {
    pub fn positions(nums: Vec<i32>, queries: Vec<i32>) -> Vec<i32> {
        let mut out = Vec::new();
        for q in queries.iter() {
            let p = nums.iter().position(|&x| x == *q).map_or(-1, |p| p as i32);
            out.push(p);
        }
        out
    }
}`;
    expect(kinds(position, 'rust')).toEqual(['linear-search-in-loop:5']);
    const set = `use std::collections::HashSet;

impl Solution {
    pub fn contains_duplicate(nums: Vec<i32>) -> bool {
        let mut seen = HashSet::new();
        for x in nums.iter() {
            if seen.contains(x) {
                return true;
            }
            seen.insert(*x);
        }
        false
    }
}`;
    expect(staticComplexity(set, 'rust')).toBe('O(n)');
    expect(kinds(set, 'rust')).toEqual([]);
  });

  it('sort_unstable then one pass is O(n log n); .sort() inside loop {} is named', () => {
    const once = `impl Solution {
    pub fn maximum_gap(mut nums: Vec<i32>) -> i32 {
        nums.sort_unstable();
        let mut best = 0;
        for w in nums.windows(2) {
            best = best.max(w[1] - w[0]);
        }
        best
    }
}`;
    expect(staticComplexity(once, 'rust')).toBe('O(n log n)');
    const inLoop = `impl Solution {
    pub fn drain(mut nums: Vec<i32>) -> i32 {
        let mut total = 0;
        loop {
            nums.sort();
            match nums.pop() {
                Some(x) => total += x,
                None => break,
            }
        }
        total
    }
}`;
    expect(kinds(inLoop, 'rust')).toEqual(['sort-in-loop:5']);
  });

  it('recursion through Self:: without a memo is exponential; with a HashMap memo it is not', () => {
    const plain = `impl Solution {
    pub fn climb_stairs(n: i32) -> i32 {
        if n <= 2 {
            return n;
        }
        Self::climb_stairs(n - 1) + Self::climb_stairs(n - 2)
    }
}`;
    expect(staticComplexity(plain, 'rust')).toBe('O(2^n)');
    expect(kinds(plain, 'rust')).toEqual(['recursion-without-memo:6']);
    const memo = `use std::collections::HashMap;

impl Solution {
    pub fn climb_stairs(n: i32) -> i32 {
        fn ways(k: i32, memo: &mut HashMap<i32, i32>) -> i32 {
            if k <= 2 {
                return k;
            }
            if let Some(&v) = memo.get(&k) {
                return v;
            }
            let v = ways(k - 1, memo) + ways(k - 2, memo);
            memo.insert(k, v);
            v
        }
        ways(n, &mut HashMap::new())
    }
}`;
    expect(kinds(memo, 'rust')).toEqual([]);
    expect(staticComplexity(memo, 'rust')).not.toBe('O(2^n)');
  });

  it('comments, raw strings, char literals and lifetimes do not upset the reading', () => {
    const code = `impl Solution {
    // for i in 0..n { for j in 0..n {} }
    /* while i < n {
       loop { }
    } */
    pub fn max_profit(prices: Vec<i32>) -> i32 {
        let note = r#"for x in "quoted" { while true {} }"#;
        let brace = '{';
        let mut best = 0;
        let mut low = i32::MAX;
        for &p in prices.iter() {
            low = low.min(p);
            best = best.max(p - low);
        }
        let _ = (note, brace);
        best
    }
}`;
    expect(staticComplexity(code, 'rust')).toBe('O(n)');
    expect(kinds(code, 'rust')).toEqual([]);
    const lifetimes = `fn count<'a>(words: &[&'a str], stop: &'a str) -> usize {
    let mut n = 0;
    for w in words.iter() {
        for c in w.chars() {
            if c != '}' && *w != stop {
                n += 1;
            }
        }
    }
    n
}`;
    expect(staticComplexity(lifetimes, 'rust')).toBe('O(n^2)');
    expect(kinds(lifetimes, 'rust')).toEqual(['nested-loops:4']);
  });
});

describe('static reading in Ruby', () => {
  it('each_with_index around each is O(n^2) (a modifier if opens nothing); a Hash in one pass is O(n)', () => {
    const quadratic = `def two_sum(nums, target)
  nums.each_with_index do |x, i|
    (i + 1...nums.length).each do |j|
      return [i, j] if x + nums[j] == target
    end
  end
  []
end`;
    expect(staticComplexity(quadratic, 'ruby')).toBe('O(n^2)');
    expect(kinds(quadratic, 'ruby')).toEqual(['nested-loops:3']);
    const linear = `def two_sum(nums, target)
  seen = {}
  nums.each_with_index do |x, i|
    return [seen[target - x], i] if seen.key?(target - x)
    seen[x] = i
  end
  []
end`;
    expect(staticComplexity(linear, 'ruby')).toBe('O(n)');
    expect(kinds(linear, 'ruby')).toEqual([]);
  });

  it('blocks closed by end: a loop after an if ... end is not nested in it', () => {
    const code = `def max_profit(prices)
  return 0 if prices.empty?
  best = 0
  low = prices[0]
  if prices.length > 1
    low = [low, prices[1]].min
  end
  prices.each do |p|
    low = p if p < low
    best = [best, p - low].max
  end
  best
end`;
    expect(staticComplexity(code, 'ruby')).toBe('O(n)');
    expect(kinds(code, 'ruby')).toEqual([]);
  });

  it('times around a while that is reset is quadratic; upto blocks in braces on one line nest', () => {
    const reset = `def count_pairs(nums, k)
  count = 0
  n = nums.length
  n.times do |i|
    j = i + 1
    while j < n
      count += 1 if (nums[i] - nums[j]).abs == k
      j += 1
    end
  end
  count
end`;
    expect(staticComplexity(reset, 'ruby')).toBe('O(n^2)');
    expect(kinds(reset, 'ruby')).toEqual(['nested-loops:6']);
    const braces = `def grid_sum(grid)
  total = 0
  0.upto(grid.length - 1) { |i| 0.upto(grid[i].length - 1) { |j| total += grid[i][j] } }
  total
end`;
    expect(staticComplexity(braces, 'ruby')).toBe('O(n^2)');
    expect(kinds(braces, 'ruby')).toEqual(['nested-loops:3']);
  });

  it('.include? and .index( inside each are hidden walks; a Set or Hash lookup is not', () => {
    const walk = `def contains_duplicate(nums)
  seen = []
  nums.each do |x|
    return true if seen.include?(x)
    seen << x
  end
  false
end`;
    expect(staticComplexity(walk, 'ruby')).toBe('O(n^2)');
    expect(kinds(walk, 'ruby')).toEqual(['linear-search-in-loop:4']);
    const index = `def first_positions(nums, queries)
  queries.map { |q| nums.index(q) || -1 }
end`;
    expect(kinds(index, 'ruby')).toEqual(['linear-search-in-loop:2']);
    const set = `require 'set'

def contains_duplicate(nums)
  seen = Set.new
  nums.each do |x|
    return true if seen.include?(x)
    seen.add(x)
  end
  false
end`;
    expect(staticComplexity(set, 'ruby')).toBe('O(n)');
    expect(kinds(set, 'ruby')).toEqual([]);
  });

  it('sort and sort_by then one pass are O(n log n); a sort inside the loop is named', () => {
    const once = `def maximum_gap(nums)
  sorted = nums.sort
  best = 0
  (1...sorted.length).each { |i| best = [best, sorted[i] - sorted[i - 1]].max }
  best
end`;
    expect(staticComplexity(once, 'ruby')).toBe('O(n log n)');
    const by = `def merge(intervals)
  out = []
  intervals.sort_by { |a| a[0] }.each do |s, e|
    if out.empty? || out[-1][1] < s
      out << [s, e]
    else
      out[-1][1] = [out[-1][1], e].max
    end
  end
  out
end`;
    expect(staticComplexity(by, 'ruby')).toBe('O(n log n)');
    const inLoop = `def running(nums)
  seen = []
  nums.each do |x|
    seen << x
    seen.sort!
  end
  seen
end`;
    expect(kinds(inLoop, 'ruby')).toEqual(['sort-in-loop:5']);
  });

  it('recursion without a memo is exponential; with @memo ||= {} or a Hash.new memo it is not', () => {
    const plain = `def climb_stairs(n)
  return n if n <= 2
  climb_stairs(n - 1) + climb_stairs(n - 2)
end`;
    expect(staticComplexity(plain, 'ruby')).toBe('O(2^n)');
    expect(kinds(plain, 'ruby')).toEqual(['recursion-without-memo:3']);
    const memo = `def climb_stairs(n)
  @memo ||= {}
  return n if n <= 2
  @memo[n] ||= climb_stairs(n - 1) + climb_stairs(n - 2)
end`;
    expect(kinds(memo, 'ruby')).toEqual([]);
    const hash = `def fib(n, known = Hash.new)
  return n if n < 2
  known[n] ||= fib(n - 1, known) + fib(n - 2, known)
end`;
    expect(kinds(hash, 'ruby')).toEqual([]);
    expect(staticComplexity(hash, 'ruby')).not.toBe('O(2^n)');
  });

  it('loops in # comments, =begin/=end and strings are not counted', () => {
    const code = `def total(nums)
  # nums.each do |x| nums.each do |y| end end
  help = 'while true do for x in nums do end end'
  note = "each do #{help.length} times upto"
=begin
  nums.each do |a|
    nums.each do |b|
    end
  end
=end
  sum = 0
  nums.each { |x| sum += x }
  sum
end`;
    expect(staticComplexity(code, 'ruby')).toBe('O(n)');
    expect(kinds(code, 'ruby')).toEqual([]);
  });
});
