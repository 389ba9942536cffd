import { describe, expect, it } from 'vitest';
import {
  brokenVariants,
  VARIANT_SKIPPED,
  VARIANT_THREW,
  variantOutcomes,
  variantProgram,
  variantResults,
} from './variants.ts';

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
    expect(p).toContain('final int __ccK = __ccVariantCalls++ / 3;');
    expect(p).toContain('case 1: __ccOut[0] = new __CcVariant1.Solution().twoSum(nums, target); break;');
    // The answer comes back through the call's thread, cast to the method's type.
    expect(p).toContain('return (int[]) __ccOut[0];');
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
    expect(p).toContain('case 0: new __CcVariant0.Solution().rotate(nums); break;');
    expect(p).not.toContain('__ccOut[0] =');
  });

  it('Java: each call on a thread of its own, stopped past its cap; past the budget, skipped; a primitive answer unboxed', () => {
    const p =
      variantProgram(
        'java',
        ['class Solution { public long count(int[] nums) { return 0; } }'],
        2,
        { method: 'count', params: ['nums'], javaHeader: 'public long count(int[] nums)' },
        { callMs: 50, budgetMs: 1500 },
      ) ?? '';
    // A Java call's cap is at least JAVA_CALL_MS (the JVM's start of each variant's class).
    expect(p).toContain('__ccT.join(100);');
    expect(p).toContain('__ccT.stop();');
    expect(p).toContain('> 1500L * 1000000L');
    expect(p).toContain(`System.out.print("${VARIANT_SKIPPED}");`);
    expect(p).toContain('return (Long) __ccOut[0];');
  });

  it('C++: includes before the namespaces, a forwarding template dispatcher', () => {
    const code =
      '#include <vector>\nusing namespace std;\nclass Solution { public: int f(vector<int>& a) { return 0; } };';
    const p = variantProgram('cpp', [code, code], 2, { method: 'f' }) ?? '';
    expect(p.startsWith('#include <vector>\n#include <csetjmp>\n#include <csignal>\n')).toBe(true);
    expect(p.indexOf('#include <sys/syscall.h>')).toBeLessThan(p.indexOf('namespace __cc_variant_0 {'));
    expect(p.match(/#include <vector>/g)).toHaveLength(1);
    expect(p).toContain('case 1: return R((new __cc_variant_1::Solution())->f(std::forward<A>(a)...));');
  });

  it("C++: a timer on the calling thread's CPU clock caps each call, jumping out of the program's own code only; past the budget, skipped", () => {
    const code = 'class Solution { public: int f(int a) { return a; } };';
    const p = variantProgram('cpp', [code], 1, { method: 'f' }, { callMs: 50, budgetMs: 1200 }) ?? '';
    expect(p).toContain('timer_create(CLOCK_THREAD_CPUTIME_ID, &ev, &__cc_variant_timer)');
    expect(p).toContain('its.it_value.tv_nsec = 50000000;');
    expect(p).toContain('{SIGSEGV, SIGFPE, SIGBUS, SIGVTALRM}');
    expect(p).toContain('pc < (uintptr_t)__executable_start || pc >= (uintptr_t)etext');
    // Inside the C library it tries again on a wall clock (CPU timers tick every few ms).
    expect(p).toContain('timer_create(CLOCK_MONOTONIC, &ev, &__cc_variant_retry)');
    expect(p).toContain('.count() > 1200)');
    // A variant cut short by its timer is not run again: its later calls answer at once.
    expect(p).toContain('if (__cc_variant_timed_out) __cc_variant_slow[k] = true;');
  });

  it('Python and JavaScript: every variant as a string literal, a dispatcher by call count with a per-call cap and a budget', () => {
    const py = variantProgram('python', ['class Solution:\n    x = "a"', 'y'], 3, target, {
      callMs: 50,
      budgetMs: 1500,
    });
    expect(py).toContain('"class Solution:\\n    x = \\"a\\""');
    expect(py).toContain('k = __cc_calls[0] // 3');
    expect(py).toContain('__cc_threading.Timer(0.050, stop)');
    expect(py).toContain('> 1.500:');
    expect(py).toContain('setattr(Solution, "twoSum", __cc_dispatch)');
    const js = variantProgram('javascript', ['var twoSum = () => 1;'], 2, target) ?? '';
    expect(js.startsWith('var twoSum = (function () {')).toBe(true);
    expect(js).toContain('Math.floor(calls++ / 2)');
    expect(js).toContain('runInThisContext({ timeout: 50 })');
  });

  it('applies to the four editor languages, and needs a variant', () => {
    expect(variantProgram('csharp', ['x'], 1, target)).toBeUndefined();
    expect(variantProgram('java', [], 1, target)).toBeUndefined();
  });
});

describe('variantOutcomes', () => {
  const expected = [1, 2];
  const right = (j: number, answer: unknown) => answer === expected[j];
  const ok = (index: number, actual: unknown) => ({ index, verdict: 'accepted', actual });
  it('passes a variant whose answers are all right, fails one wrong answer or a throw', () => {
    const threw = { index: 4, verdict: 'accepted', actual: 0, stdout: VARIANT_THREW };
    expect(variantOutcomes(3, 2, [ok(0, 1), ok(1, 2), ok(2, 1), ok(3, 3), threw, ok(5, 2)], right)).toEqual([
      true,
      false,
      false,
    ]);
  });
  it('the failure that ended the run fails its variant; the ones after it are unknown', () => {
    const tle = { index: 2, verdict: 'time_limit_exceeded' };
    expect(variantOutcomes(3, 2, [ok(0, 1), ok(1, 2), tle], right)).toEqual([true, false, undefined]);
  });
});

describe('variantResults', () => {
  const right = (j: number, answer: unknown) => answer === [1, 2][j];
  it("keeps each check's answer, a throw as VARIANT_THREW, and nothing for a skipped or unreached check", () => {
    const tests = [
      { index: 0, verdict: 'accepted', actual: 1 },
      { index: 1, verdict: 'accepted', actual: 5 },
      { index: 2, verdict: 'accepted', actual: null, stdout: VARIANT_THREW },
      { index: 3, verdict: 'accepted', actual: null, stdout: VARIANT_SKIPPED },
    ];
    expect(variantResults(3, 2, tests, right)).toEqual([
      [
        { passed: true, output: '1' },
        { passed: false, output: '5' },
      ],
      [{ passed: false, output: VARIANT_THREW }, undefined],
      [undefined, undefined],
    ]);
    // A skipped check leaves its variant unknown, not failed.
    const skipped = { index: 1, verdict: 'accepted', actual: null, stdout: VARIANT_SKIPPED };
    expect(variantOutcomes(2, 1, [{ index: 0, verdict: 'accepted', actual: 1 }, skipped], right)).toEqual([
      true,
      undefined,
    ]);
  });
});

describe('brokenVariants', () => {
  it('places each compile error in its variant, and none in the dispatcher', () => {
    const program = variantProgram('java', ['class Solution {}', 'class Solution {}'], 1, target) ?? '';
    const lines = program.split('\n');
    const at = (text: string) => lines.findIndex((l) => l.includes(text)) + 2;
    const out = [
      `Solution.java:${at('class __CcVariant1 {')}: error: bad operand types`,
      `Solution.java:${lines.findIndex((l) => l.includes('switch')) + 1}: error: in the dispatcher`,
    ].join('\n');
    expect([...brokenVariants(program, out)]).toEqual([1]);
    const cpp = variantProgram('cpp', ['int a;', 'int b;'], 1, { method: 'f' }) ?? '';
    const n = cpp.split('\n').indexOf('int a;') + 1;
    expect([...brokenVariants(cpp, `solution.cpp:${n}:5: error: oops`)]).toEqual([0]);
  });
});
