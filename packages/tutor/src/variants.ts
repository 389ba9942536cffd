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
 * must not end it either; in C++ a fault is jumped out of the same way), so what ends the run is
 * a variant that loops or kills the process otherwise (an abort, memory); the judge would start
 * a new process for the tests after it, which would count from variant 0 again. The caller tries
 * the variants after it in another program. A shape this cannot wrap (a
 * `namespace std` specialisation, say) fails to compile; the caller then tries the variants one
 * by one.
 */
import { blankNonCode } from './code-lines.ts';
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

const INCLUDE = /^\s*#\s*include\b/;
const JAVA_HEAD = /^\s*(import|package)\b/;

/** C++: variants in namespaces; a template dispatcher forwards the harness's arguments as they are. */
function cppProgram(codes: readonly string[], per: number, t: VariantTarget): string {
  const includes = new Set<string>();
  const bodies = codes.map((code) => {
    const h = hoistIncludes(code);
    for (const i of h.includes) includes.add(i);
    return h.body;
  });
  const cases = codes
    .map(
      (_, k) =>
        `      case ${k}: return R((new __cc_variant_${k}::Solution())->${t.method}(std::forward<A>(a)...));`,
    )
    .join('\n');
  return `${[...includes].join('\n')}
#include <csetjmp>
#include <csignal>
${bodies.map((b, k) => `namespace __cc_variant_${k} {\n${b}\n} // variant ${k} ends`).join('\n')}
static int __cc_variant_calls = 0;
// A variant that faults (a null or out-of-range access, a division by zero, a stack overflow on
// the harness's alternate stack) is jumped out of like one that threw: the run goes on.
static sigjmp_buf __cc_variant_jump;
static void __cc_variant_fault(int) { siglongjmp(__cc_variant_jump, 1); }
struct __cc_variant_guard {
  struct sigaction old[3];
  const int sigs[3] = {SIGSEGV, SIGFPE, SIGBUS};
  __cc_variant_guard() {
    struct sigaction sa {};
    sa.sa_handler = __cc_variant_fault;
    sa.sa_flags = SA_ONSTACK | SA_NODEFER;
    for (int i = 0; i < 3; i++) sigaction(sigs[i], &sa, &old[i]);
  }
  ~__cc_variant_guard() { for (int i = 0; i < 3; i++) sigaction(sigs[i], &old[i], nullptr); }
};
class Solution {
public:
  template <class... A> auto ${t.method}(A &&...a) {
    using R = decltype(std::declval<__cc_variant_0::Solution &>().${t.method}(std::forward<A>(a)...));
    __cc_variant_guard guard;
    if (sigsetjmp(__cc_variant_jump, 1) != 0) {
      std::fputs("${VARIANT_THREW}", stdout);
      return R();
    }
    try {
      switch (__cc_variant_calls++ / ${per}) {
${cases}
      }
    } catch (...) {
      std::fputs("${VARIANT_THREW}", stdout);
    }
    return R();
  }
};
`;
}

/**
 * C++: the learner's `#include` lines, to go before the namespace the code is wrapped in, and the
 * code with each of them blanked (its line numbers kept).
 */
export function hoistIncludes(code: string): { includes: string[]; body: string } {
  const includes: string[] = [];
  const body = code
    .split('\n')
    .map((l) => {
      if (!INCLUDE.test(l)) return l;
      includes.push(l.trim());
      return '';
    })
    .join('\n');
  return { includes, body };
}

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

function javaProgram(codes: readonly string[], per: number, t: VariantTarget): string | undefined {
  const returns = javaReturnType(t.javaHeader);
  if (!t.javaHeader || !t.params || !returns) return undefined;
  const isVoid = returns === 'void';
  const args = t.params.join(', ');
  const parts = codes.map(javaBody);
  const imports = [...new Set(parts.flatMap((p) => p.imports))];
  const cases = codes
    .map((_, k) => {
      const call = `new __CcVariant${k}.Solution().${t.method}(${args})`;
      return `        case ${k}: ${isVoid ? `${call}; return;` : `return ${call};`}`;
    })
    .join('\n');
  return `${imports.join('\n')}
class Solution {
  static int __ccVariantCalls = 0;
  ${t.javaHeader} {
    try {
      switch (__ccVariantCalls++ / ${per}) {
${cases}
      }
    } catch (Throwable e) {
      System.out.print("${VARIANT_THREW}");
    }
    ${isVoid ? 'return;' : `return ${javaDefault(returns)};`}
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
  if (language === 'cpp') return cppProgram(codes, per, target);
  if (language === 'java') return javaProgram(codes, per, target);
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
