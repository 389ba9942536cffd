import { describe, expect, it } from 'vitest';
import { staticComplexity, staticSignals } from './signals.ts';

/**
 * The static reading of Optimize in TypeScript and Go (issue 29): TypeScript read as JavaScript
 * with its annotations and generics, Go's `for` in its three forms (a C-like header, a condition
 * alone, `range`), their hidden list walks, sorts and recursion; text in comments, template
 * literals and raw strings never read as code.
 */
const kinds = (code: string, language: 'typescript' | 'go') =>
  staticSignals(code, language).map((s) => `${s.kind}:${s.line}`);

describe('static reading in TypeScript', () => {
  it('nested loops are O(n^2); a Map<number, number> in one pass is O(n)', () => {
    const quadratic = `function twoSum(nums: number[], target: number): number[] {
    for (let i = 0; i < nums.length; i++) {
        for (let j = i + 1; j < nums.length; j++) {
            if (nums[i] + nums[j] === target) return [i, j];
        }
    }
    return [];
}`;
    expect(staticComplexity(quadratic, 'typescript')).toBe('O(n^2)');
    expect(kinds(quadratic, 'typescript')).toEqual(['nested-loops:3']);
    const linear = `function twoSum(nums: number[], target: number): number[] {
    const seen: Map<number, number> = new Map<number, number>();
    for (let i = 0; i < nums.length; i++) {
        const j: number | undefined = seen.get(target - nums[i]);
        if (j !== undefined) return [j, i];
        seen.set(nums[i], i);
    }
    return [];
}`;
    expect(staticComplexity(linear, 'typescript')).toBe('O(n)');
    expect(kinds(linear, 'typescript')).toEqual([]);
  });

  it('includes and indexOf inside a loop are hidden walks; a Set<number> lookup is not', () => {
    const walk = `function containsDuplicate(nums: number[]): boolean {
    const seen: number[] = [];
    for (const x of nums) {
        if (seen.includes(x)) return true;
        seen.push(x);
    }
    return false;
}`;
    expect(staticComplexity(walk, 'typescript')).toBe('O(n^2)');
    expect(kinds(walk, 'typescript')).toEqual(['linear-search-in-loop:4']);
    const index = `function firstRepeat(nums: Array<number>): number {
    const order: Array<number> = [];
    nums.forEach((x: number) => {
        if (order.indexOf(x) < 0) order.push(x);
    });
    return order.length;
}`;
    expect(kinds(index, 'typescript')).toEqual(['linear-search-in-loop:4']);
    const set = `function containsDuplicate(nums: number[]): boolean {
    const seen = new Set<number>();
    for (const x of nums) {
        if (seen.has(x)) return true;
        seen.add(x);
    }
    return false;
}`;
    expect(staticComplexity(set, 'typescript')).toBe('O(n)');
    expect(kinds(set, 'typescript')).toEqual([]);
  });

  it('a sort then one pass is O(n log n); a sort inside the loop is named', () => {
    const once = `function minGap(nums: number[]): number {
    nums.sort((a: number, b: number) => a - b);
    let best: number = Infinity;
    for (let i = 1; i < nums.length; i++) best = Math.min(best, nums[i] - nums[i - 1]);
    return best;
}`;
    expect(staticComplexity(once, 'typescript')).toBe('O(n log n)');
    const inLoop = `function kthSmallest(rows: number[][], k: number): number {
    const all: number[] = [];
    for (const row of rows) {
        all.push(...row);
        all.sort((a, b) => a - b);
    }
    return all[k - 1];
}`;
    expect(kinds(inLoop, 'typescript')).toEqual(['sort-in-loop:5']);
  });

  it('recursion with typed parameters: exponential without a memo, not with one', () => {
    const plain = `function climbStairs(n: number): number {
    if (n <= 2) return n;
    return climbStairs(n - 1) + climbStairs(n - 2);
}`;
    expect(staticComplexity(plain, 'typescript')).toBe('O(2^n)');
    expect(kinds(plain, 'typescript')).toEqual(['recursion-without-memo:3']);
    const arrow = `const fib = (n: number): number => {
    if (n < 2) return n;
    return fib(n - 1) + fib(n - 2);
};`;
    expect(kinds(arrow, 'typescript')).toEqual(['recursion-without-memo:3']);
    const memo = `function climbStairs(n: number, memo: Map<number, number> = new Map()): number {
    if (n <= 2) return n;
    const known = memo.get(n);
    if (known !== undefined) return known;
    const ways = climbStairs(n - 1, memo) + climbStairs(n - 2, memo);
    memo.set(n, ways);
    return ways;
}`;
    expect(kinds(memo, 'typescript')).toEqual([]);
    expect(staticComplexity(memo, 'typescript')).not.toBe('O(2^n)');
  });

  it('loops in comments and in a template literal over several lines are not counted', () => {
    const code = `function total(nums: number[]): string {
    const help = \`for (let i = 0; i < n; i++) {
  for (let j = 0; j < n; j++) { while (true) {} }
}\`;
    // for (const a of nums) for (const b of nums) {}
    /* while (i < n) {
       for (;;) {}
    } */
    let sum = 0;
    for (const x of nums) sum += x;
    return \`\${help} \${sum}\`;
}`;
    expect(staticComplexity(code, 'typescript')).toBe('O(n)');
    expect(kinds(code, 'typescript')).toEqual([]);
  });
});

describe('static reading in Go', () => {
  it('two C-like for loops are O(n^2); a map in one range loop is O(n)', () => {
    const quadratic = `func twoSum(nums []int, target int) []int {
	for i := 0; i < len(nums); i++ {
		for j := i + 1; j < len(nums); j++ {
			if nums[i]+nums[j] == target {
				return []int{i, j}
			}
		}
	}
	return nil
}`;
    expect(staticComplexity(quadratic, 'go')).toBe('O(n^2)');
    expect(kinds(quadratic, 'go')).toEqual(['nested-loops:3']);
    const linear = `func twoSum(nums []int, target int) []int {
	seen := make(map[int]int)
	for i, x := range nums {
		if j, ok := seen[target-x]; ok {
			return []int{j, i}
		}
		seen[x] = i
	}
	return nil
}`;
    expect(staticComplexity(linear, 'go')).toBe('O(n)');
    expect(kinds(linear, 'go')).toEqual([]);
  });

  it('a range loop inside a range loop, and slices.Contains inside one, are quadratic', () => {
    const manual = `func containsDuplicate(nums []int) bool {
	for i, x := range nums {
		for _, y := range nums[i+1:] {
			if x == y {
				return true
			}
		}
	}
	return false
}`;
    expect(staticComplexity(manual, 'go')).toBe('O(n^2)');
    expect(kinds(manual, 'go')).toEqual(['nested-loops:3']);
    const hidden = `func containsDuplicate(nums []int) bool {
	seen := []int{}
	for _, x := range nums {
		if slices.Contains(seen, x) {
			return true
		}
		seen = append(seen, x)
	}
	return false
}`;
    expect(staticComplexity(hidden, 'go')).toBe('O(n^2)');
    expect(kinds(hidden, 'go')).toEqual(['linear-search-in-loop:4']);
  });

  it("a condition-only for (Go's while) that is never reset is amortised: two pointers are O(n)", () => {
    const pointers = `func maxArea(height []int) int {
	left, right := 0, len(height)-1
	best := 0
	for left < right {
		area := min(height[left], height[right]) * (right - left)
		best = max(best, area)
		if height[left] < height[right] {
			left++
		} else {
			right--
		}
	}
	return best
}`;
    expect(staticComplexity(pointers, 'go')).toBe('O(n)');
    const window = `func lengthOfLongestSubstring(s string) int {
	last := map[byte]int{}
	best, start := 0, 0
	for i := 0; i < len(s); i++ {
		for start < i && last[s[i]] > start {
			start++
		}
		last[s[i]] = i + 1
		best = max(best, i-start+1)
	}
	return best
}`;
    expect(staticComplexity(window, 'go')).toBe('O(n)');
    const reset = `func countPairs(nums []int, k int) int {
	count := 0
	for i := 0; i < len(nums); i++ {
		j := i + 1
		for j < len(nums) {
			if nums[j]-nums[i] == k {
				count++
			}
			j++
		}
	}
	return count
}`;
    expect(staticComplexity(reset, 'go')).toBe('O(n^2)');
    expect(kinds(reset, 'go')).toEqual(['nested-loops:5']);
  });

  it('sort.Ints then one pass is O(n log n); sort.Slice inside a loop is named', () => {
    const once = `func maximumGap(nums []int) int {
	sort.Ints(nums)
	best := 0
	for i := 1; i < len(nums); i++ {
		best = max(best, nums[i]-nums[i-1])
	}
	return best
}`;
    expect(staticComplexity(once, 'go')).toBe('O(n log n)');
    const inLoop = `func insertAll(nums []int, extra []int) []int {
	for _, x := range extra {
		nums = append(nums, x)
		sort.Slice(nums, func(a, b int) bool { return nums[a] < nums[b] })
	}
	return nums
}`;
    expect(kinds(inLoop, 'go')).toEqual(['sort-in-loop:4']);
  });

  it('recursion without a memo is exponential; with a map memo (a closure) it is not', () => {
    const plain = `func climbStairs(n int) int {
	if n <= 2 {
		return n
	}
	return climbStairs(n-1) + climbStairs(n-2)
}`;
    expect(staticComplexity(plain, 'go')).toBe('O(2^n)');
    expect(kinds(plain, 'go')).toEqual(['recursion-without-memo:5']);
    const memo = `func climbStairs(n int) int {
	memo := map[int]int{}
	var ways func(int) int
	ways = func(k int) int {
		if k <= 2 {
			return k
		}
		if v, ok := memo[k]; ok {
			return v
		}
		memo[k] = ways(k-1) + ways(k-2)
		return memo[k]
	}
	return ways(n)
}`;
    expect(kinds(memo, 'go')).toEqual([]);
    expect(staticComplexity(memo, 'go')).not.toBe('O(2^n)');
  });

  it('loops in comments and in raw strings (backticks, over lines) are not counted', () => {
    const code = `func sum(nums []int) int {
	// for i := 0; i < n; i++ { for j := range nums {} }
	/* for {
	   for k := range nums {}
	} */
	help := \`for _, x := range nums {
	for _, y := range nums {}
}\`
	_ = help
	total := 0
	for _, x := range nums {
		total += x
	}
	return total
}`;
    expect(staticComplexity(code, 'go')).toBe('O(n)');
    expect(kinds(code, 'go')).toEqual([]);
  });
});
