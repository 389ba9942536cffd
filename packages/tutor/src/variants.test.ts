import { describe, expect, it } from 'vitest';
import { variantOutcomes, variantProgram } from './variants.ts';

const target = {
  method: 'twoSum',
  params: ['nums', 'target'],
  javaHeader: 'public int[] twoSum(int[] nums, int target)',
};

describe('variantProgram', () => {
  it('Java: hoists imports, makes top-level classes static in a class per variant, dispatches by call count', () => {
    const code = [
      'import java.util.*;',
      '// class Fake { } in a comment stays as it is',
      'public class Solution {',
      '  class Inner {}',
      '  public int[] twoSum(int[] nums, int target) { return new int[] {0, 1}; }',
      '}',
      'final class Helper {}',
    ].join('\n');
    const p = variantProgram('java', [code, code.replace('{0, 1}', '{1, 0}')], 3, target) ?? '';
    expect(p.startsWith('import java.util.*;\nclass Solution {')).toBe(true);
    expect(p.match(/^import /gm)).toHaveLength(1);
    expect(p).toContain('switch (__ccVariantCalls++ / 3)');
    expect(p).toContain('case 1: return new __CcVariant1.Solution().twoSum(nums, target);');
    expect(p).toContain('public static class Solution {');
    expect(p).toContain('final static class Helper {}');
    // Nested and commented classes are left alone.
    expect(p).toContain('  class Inner {}');
    expect(p).toContain('// class Fake { } in a comment');
  });

  it('Java: a void method is called, then returns', () => {
    const p = variantProgram('java', ['class Solution { public void rotate(int[] nums) {} }'], 1, {
      method: 'rotate',
      params: ['nums'],
      javaHeader: 'public void rotate(int[] nums)',
    });
    expect(p).toContain('case 0: new __CcVariant0.Solution().rotate(nums); return;');
  });

  it('C++: includes before the namespaces, a forwarding template dispatcher', () => {
    const code =
      '#include <vector>\nusing namespace std;\nclass Solution { public: int f(vector<int>& a) { return 0; } };';
    const p = variantProgram('cpp', [code, code], 2, { method: 'f' }) ?? '';
    expect(p.startsWith('#include <vector>\nnamespace __cc_variant_0 {')).toBe(true);
    expect(p.match(/#include/g)).toHaveLength(1);
    expect(p).toContain('case 1: return (new __cc_variant_1::Solution())->f(std::forward<A>(a)...);');
  });

  it('applies to Java and C++ only', () => {
    expect(variantProgram('python', ['x'], 1, target)).toBeUndefined();
    expect(variantProgram('java', [], 1, target)).toBeUndefined();
  });
});

describe('variantOutcomes', () => {
  const ok = (index: number) => ({ index, passed: true, verdict: 'accepted' });
  const wa = (index: number) => ({ index, passed: false, verdict: 'wrong_answer' });
  it('passes a variant when all its checks pass, fails it on one failure', () => {
    expect(variantOutcomes(3, 2, [ok(0), ok(1), wa(2), ok(3), ok(4), ok(5)])).toEqual([true, false, true]);
  });
  it('a caught exception fails its variant only; a limit or a signal ends what can be read', () => {
    const caught = {
      index: 0,
      passed: false,
      verdict: 'runtime_error',
      error: { type: 'java.lang.ArithmeticException' },
    };
    const segv = { index: 2, passed: false, verdict: 'runtime_error', error: { type: 'SIGSEGV' } };
    // After the crash the judge starts a new process, whose answers come from variant 0 again.
    expect(variantOutcomes(4, 1, [caught, ok(1), segv, ok(3)])).toEqual([false, true, false, undefined]);
    const tle = { index: 1, passed: false, verdict: 'time_limit_exceeded' };
    expect(variantOutcomes(3, 1, [ok(0), tle, ok(2)])).toEqual([true, false, undefined]);
  });
});
