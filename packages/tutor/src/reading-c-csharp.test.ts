import { describe, expect, it } from 'vitest';
import { staticComplexity, staticSignals } from './signals.ts';

/**
 * The static reading of Optimize in C and C# (issue 29): their loops (C#'s `foreach` among them),
 * hidden list walks, sorts and recursion read as in the other brace languages.
 */
const kinds = (code: string, language: 'c' | 'csharp') =>
  staticSignals(code, language).map((s) => `${s.kind}:${s.line}`);

describe('static reading in C', () => {
  it('a nested loop is O(n^2) and named on its line', () => {
    const c = `int* twoSum(int* nums, int numsSize, int target, int* returnSize) {
    int *r = malloc(2 * sizeof(int)); *returnSize = 2;
    for (int i = 0; i < numsSize; i++)
        for (int j = i + 1; j < numsSize; j++)
            if (nums[i] + nums[j] == target) { r[0] = i; r[1] = j; return r; }
    return r;
}`;
    expect(staticComplexity(c, 'c')).toBe('O(n^2)');
    expect(kinds(c, 'c')).toEqual(['nested-loops:4']);
  });
  it('recursion without memo is exponential; qsort then one pass is O(n log n)', () => {
    const fib = 'int fib(int n) {\n    if (n < 2) return n;\n    return fib(n - 1) + fib(n - 2);\n}';
    expect(staticComplexity(fib, 'c')).toBe('O(2^n)');
    expect(kinds(fib, 'c')).toEqual(['recursion-without-memo:3']);
    const sorted =
      'static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }\nint maxGap(int* nums, int numsSize) {\n    qsort(nums, numsSize, sizeof(int), cmp);\n    int best = 0;\n    for (int i = 1; i < numsSize; i++) if (nums[i] - nums[i - 1] > best) best = nums[i] - nums[i - 1];\n    return best;\n}';
    expect(staticComplexity(sorted, 'c')).toBe('O(n log n)');
  });
});

describe('static reading in C#', () => {
  it('nested for loops are O(n^2); a dictionary in one pass is O(n)', () => {
    const quadratic = `public class Solution {
    public int[] TwoSum(int[] nums, int target) {
        for (int i = 0; i < nums.Length; i++) {
            for (int j = i + 1; j < nums.Length; j++) {
                if (nums[i] + nums[j] == target) return new int[] { i, j };
            }
        }
        return new int[0];
    }
}`;
    expect(staticComplexity(quadratic, 'csharp')).toBe('O(n^2)');
    expect(kinds(quadratic, 'csharp')).toEqual(['nested-loops:4']);
    const linear = `public class Solution {
    public int[] TwoSum(int[] nums, int target) {
        var seen = new Dictionary<int, int>();
        for (int i = 0; i < nums.Length; i++) {
            if (seen.TryGetValue(target - nums[i], out int j)) return new int[] { j, i };
            seen[nums[i]] = i;
        }
        return new int[0];
    }
}`;
    expect(staticComplexity(linear, 'csharp')).toBe('O(n)');
    expect(kinds(linear, 'csharp')).toEqual([]);
  });
  it('foreach is a loop, and List.Contains inside it a hidden walk', () => {
    const code = `public class Solution {
    public bool ContainsDuplicate(int[] nums) {
        var seen = new List<int>();
        foreach (var x in nums) {
            if (seen.Contains(x)) return true;
            seen.Add(x);
        }
        return false;
    }
}`;
    expect(staticComplexity(code, 'csharp')).toBe('O(n^2)');
    expect(kinds(code, 'csharp')).toEqual(['linear-search-in-loop:5']);
  });
  it("a HashSet's Contains in a loop is O(1), not a hidden walk (nor Java's HashSet.contains)", () => {
    const code = `public class Solution {
    public bool ContainsDuplicate(int[] nums) {
        var seen = new HashSet<int>();
        foreach (var x in nums) {
            if (seen.Contains(x)) return true;
            seen.Add(x);
        }
        return false;
    }
}`;
    expect(staticComplexity(code, 'csharp')).toBe('O(n)');
    expect(kinds(code, 'csharp')).toEqual([]);
    const java = `class Solution {
    public boolean containsDuplicate(int[] nums) {
        Set<Integer> seen = new HashSet<>();
        for (int x : nums) {
            if (seen.contains(x)) return true;
            seen.add(x);
        }
        return false;
    }
}`;
    expect(staticComplexity(java, 'java')).toBe('O(n)');
    expect(staticSignals(java, 'java')).toEqual([]);
  });
  it('Array.Sort is O(n log n), Array.BinarySearch in a loop too', () => {
    const code = `public class Solution {
    public int Count(int[] nums, int[] queries) {
        Array.Sort(nums);
        int n = 0;
        foreach (var q in queries) if (Array.BinarySearch(nums, q) >= 0) n++;
        return n;
    }
}`;
    expect(staticComplexity(code, 'csharp')).toBe('O(n log n)');
  });
});
