/**
 * Many variants of a learner's Java or C++ code as one program (mutant schemata): each variant in
 * a namespace (C++) or a class (Java) of its own, and a `Solution` that hands the k-th group of
 * `per` calls to variant k. The judge feeds variant 0's checks, then variant 1's, and so on, so
 * one compile and one run try them all, where one compile per variant (0.6-1.5 s here) left time
 * for a handful.
 *
 * The run is given the checks' inputs only, and stops at its first failure: the answers are
 * compared on the host (a wrong answer must not end the run), an exception a variant throws is
 * caught by the dispatcher, which prints VARIANT_THREW and answers a default value (an exception
 * must not end it either; in C++ a fault is jumped out of the same way). Each call is
 * cut short in the process, as script-variants.ts does for Python and JavaScript (Untch, Offutt
 * and Harrold's schemata run with a per-mutant time-out, as Major's and PIT's drivers do): C++
 * arms a timer on the calling thread's CPU clock whose signal jumps out of the call (out of the
 * program's own code only, never out of the C library, whose malloc holds a lock), Java runs
 * the call on a thread of its own and stops it; a variant cut short fails alone and its other
 * checks are not run. Past the run's budget every call answers VARIANT_SKIPPED at once, so the
 * run ends in time with what it learnt. What still ends the run (a variant that corrupts the
 * process, memory) makes the judge start a new process for the tests after it, which would count
 * from variant 0 again: the caller tries the variants after it in another program. A shape this
 * cannot wrap (a `namespace std` specialisation, say) fails to compile; the caller then tries the
 * variants one by one.
 */
import { blankNonCode } from './code-lines.ts';
import { cppProgram } from './cpp-variants.ts';
import { type ScriptLimits, scriptVariantProgram, VARIANT_CALL_MS } from './script-variants.ts';

export interface VariantTarget {
  /** The method the harness calls on a Solution. */
  method: string;
  /**
   * Java only: the method's declaration as the starter code writes it
   * (`public int[] twoSum(int[] nums, int target)`), and its parameters' names.
   */
  javaHeader?: string;
  params?: readonly string[];
}

/** Printed by the dispatcher when a variant threw (its answer is then a default value). */
export const VARIANT_THREW = '__cc_variant_threw__';
/** Printed by a Python or JavaScript dispatcher for a call past its run's budget: not known. */
export const VARIANT_SKIPPED = '__cc_variant_skipped__';

const JAVA_HEAD = /^\s*(import|package)\b/;

/** The return type of a Java method declaration as the starter code writes it (`int[]`, `void`...). */
export const javaReturnType = (header: string | undefined): string | undefined =>
  header ? /^\s*(?:public\s+)?(?:static\s+)?(.+?)\s+\w+\s*\(/.exec(header)?.[1] : undefined;

/** Java: the learner's top-level types, made static, nested in a class per variant. */
export function javaBody(code: string): { imports: string[]; body: string } {
  const blanked = blankNonCode(code, 'java').split('\n');
  const imports: string[] = [];
  let depth = 0;
  const lines = code.split('\n').map((line, i) => {
    const b = blanked[i] ?? '';
    let out = line;
    if (depth === 0 && JAVA_HEAD.test(b)) {
      if (/^\s*import\b/.test(b)) imports.push(line.trim());
      out = '';
    } else if (depth === 0) {
      const m = /^(\s*(?:(?:public|final|abstract|strictfp)\s+)*)class\b/.exec(b);
      if (m) out = `${line.slice(0, m[1]?.length ?? 0)}static ${line.slice(m[1]?.length ?? 0)}`;
    }
    for (const c of b) depth += c === '{' ? 1 : c === '}' ? -1 : 0;
    return out;
  });
  return { imports, body: lines.join('\n') };
}

/** The value a Java method of this return type answers for a variant that threw. */
function javaDefault(returns: string): string {
  if (/^(int|long|short|byte|double|float)$/.test(returns)) return '0';
  if (returns === 'boolean') return 'false';
  if (returns === 'char') return "'\\0'";
  return 'null';
}

const JAVA_BOXES: Record<string, string> = {
  int: 'Integer',
  long: 'Long',
  short: 'Short',
  byte: 'Byte',
  double: 'Double',
  float: 'Float',
  boolean: 'Boolean',
  char: 'Character',
};

/**
 * A Java call's cap in wall time (its thread's CPU is not at hand without the management API):
 * the judge's per-check cap is 200 ms of the whole box's CPU (the JIT's threads included).
 */
export const JAVA_CALL_MS = 100;

function javaProgram(
  codes: readonly string[],
  per: number,
  t: VariantTarget,
  x: ScriptLimits,
): string | undefined {
  const returns = javaReturnType(t.javaHeader);
  if (!t.javaHeader || !t.params || !returns) return undefined;
  const isVoid = returns === 'void';
  const args = t.params.join(', ');
  const parts = codes.map(javaBody);
  const imports = [...new Set(parts.flatMap((p) => p.imports))];
  const fallback = isVoid ? 'return;' : `return ${javaDefault(returns)};`;
  const cases = codes
    .map((_, k) => {
      const call = `new __CcVariant${k}.Solution().${t.method}(${args})`;
      return `            case ${k}: ${isVoid ? call : `__ccOut[0] = ${call}`}; break;`;
    })
    .join('\n');
  return `${imports.join('\n')}
class Solution {
  static int __ccVariantCalls = 0;
  static long __ccVariantStart = -1;
  static final boolean[] __ccVariantSlow = new boolean[${codes.length}];
  @SuppressWarnings({"unchecked", "deprecation", "removal"})
  ${t.javaHeader} {
    final int __ccK = __ccVariantCalls++ / ${per};
    if (__ccK >= ${codes.length}) ${fallback}
    long __ccNow = System.nanoTime();
    if (__ccVariantStart < 0) __ccVariantStart = __ccNow;
    if (__ccNow - __ccVariantStart > ${Math.round(x.budgetMs)}L * 1000000L) {
      System.out.print("${VARIANT_SKIPPED}");
      ${fallback}
    }
    if (__ccVariantSlow[__ccK]) {
      System.out.print("${VARIANT_THREW}");
      ${fallback}
    }
    // The call on a thread of its own, stopped past its cap: a variant that loops fails alone.
    final Object[] __ccOut = new Object[1];
    final boolean[] __ccThrew = new boolean[1];
    Thread __ccT = new Thread(null, () -> {
      try {
        switch (__ccK) {
${cases}
        }
      } catch (Throwable e) {
        __ccThrew[0] = true;
      }
    }, "variant", 32L << 20);
    __ccT.setDaemon(true);
    __ccT.start();
    try {
      __ccT.join(${Math.max(1, Math.round(x.callMs))});
    } catch (InterruptedException e) {
      __ccThrew[0] = true;
    }
    if (__ccT.isAlive()) {
      __ccVariantSlow[__ccK] = true;
      try {
        __ccT.stop();
      } catch (Throwable e) {
        // A Java without Thread.stop: the thread runs on; the judge's cap ends the run.
      }
      System.out.print("${VARIANT_THREW}");
      ${fallback}
    }
    if (__ccThrew[0]) {
      System.out.print("${VARIANT_THREW}");
      ${fallback}
    }
    ${isVoid ? 'return;' : `return (${JAVA_BOXES[returns] ?? returns}) __ccOut[0];`}
  }
}
${parts.map((p, k) => `class __CcVariant${k} {\n${p.body}\n} // variant ${k} ends`).join('\n')}
`;
}

/**
 * One program holding `codes` (variants of one learner's code), whose Solution answers the
 * `per` tests of variant 0, then the `per` tests of variant 1, and so on (Python and JavaScript:
 * script-variants.ts, with `limits`). Undefined for a language it does not apply to.
 */
export function variantProgram(
  language: string,
  codes: readonly string[],
  per: number,
  target: VariantTarget,
  limits: ScriptLimits = { callMs: VARIANT_CALL_MS, budgetMs: 2000 },
): string | undefined {
  if (codes.length === 0 || per < 1) return undefined;
  if (language === 'cpp') return cppProgram(codes, per, target, limits);
  if (language === 'java')
    return javaProgram(codes, per, target, { ...limits, callMs: Math.max(limits.callMs, JAVA_CALL_MS) });
  if (language === 'python' || language === 'javascript')
    return scriptVariantProgram(language, codes, per, target, limits);
  return undefined;
}

/** One check of one variant: whether its answer is right, and what it answered (VARIANT_THREW when it threw). */
export interface CheckResult {
  passed: boolean;
  output: string;
}

/**
 * Each variant's result on each of its `per` checks, from a variant program's run (inputs only,
 * stopped at its first failure); undefined for a check the run never reached and for the check
 * the run ended in (a loop, a crash the dispatcher could not catch). `right(j, answer)` says
 * whether `answer` is right for check j.
 */
export function variantResults(
  count: number,
  per: number,
  tests: ReadonlyArray<{ index: number; verdict: string; actual?: unknown; stdout?: string }>,
  right: (check: number, answer: unknown) => boolean,
): Array<Array<CheckResult | undefined>> {
  const byIndex = new Map(tests.map((t) => [t.index, t]));
  return Array.from({ length: count }, (_, k) =>
    Array.from({ length: per }, (_, j) => {
      const t = byIndex.get(k * per + j);
      if (t?.verdict !== 'accepted' || t.stdout?.includes(VARIANT_SKIPPED)) return undefined;
      if (t.stdout?.includes(VARIANT_THREW)) return { passed: false, output: VARIANT_THREW };
      return { passed: right(j, t.actual), output: JSON.stringify(t.actual ?? null) };
    }),
  );
}

/**
 * Which variants passed, from their results (variantResults): true (all its answers right),
 * false (a wrong answer, a throw, or the failure that ended the run), undefined (the run ended
 * before its turn).
 */
export function variantOutcomes(
  count: number,
  per: number,
  tests: ReadonlyArray<{ index: number; verdict: string; actual?: unknown; stdout?: string }>,
  right: (check: number, answer: unknown) => boolean,
): Array<boolean | undefined> {
  const ended = new Set(tests.filter((t) => t.verdict !== 'accepted').map((t) => t.index));
  return variantResults(count, per, tests, right).map((checks, k) => {
    if (checks.some((c) => c && !c.passed)) return false;
    if (checks.every((c) => c?.passed)) return true;
    // The check the run ended in fails the variant; one never reached (or skipped) leaves it unknown.
    return checks.some((c, j) => !c && ended.has(k * per + j)) ? false : undefined;
  });
}

const OPENS = /^(?:namespace __cc_variant_|class __CcVariant)(\d+) \{$/;
const ENDS = /^\} \/\/ variant \d+ ends$/;

/**
 * The variants a compiler's errors are in, from a variant program and its compile output: a
 * variant that does not type-check (`head + 1` on a list node) is dropped and the rest compiled
 * again, instead of losing the whole program.
 */
export function brokenVariants(program: string, compileOutput: string): Set<number> {
  const lines = program.split('\n');
  const out = new Set<number>();
  for (const m of compileOutput.matchAll(/(?:Solution\.java|solution\.cpp):(\d+):(?:\d+:)? error/g)) {
    for (let i = Number(m[1]) - 1; i >= 0; i--) {
      const l = lines[i] ?? '';
      if (ENDS.test(l)) break;
      const open = OPENS.exec(l);
      if (open) {
        out.add(Number(open[1]));
        break;
      }
    }
  }
  return out;
}
