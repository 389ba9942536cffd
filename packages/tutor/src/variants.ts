/**
 * Many variants of a learner's Java or C++ code as one program (mutant schemata): each variant in
 * a namespace (C++) or a class (Java) of its own, and a `Solution` that hands the k-th group of
 * `per` calls to variant k. The judge feeds variant 0's checks, then variant 1's, and so on, so
 * one compile and one run try them all, where one compile per variant (0.6-1.5 s here) left time
 * for a handful. A shape this cannot wrap (a `namespace std` specialisation, say) fails to
 * compile; the caller then tries the variants one by one.
 */
import { blankNonCode } from './code-lines.ts';

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

const INCLUDE = /^\s*#\s*include\b/;
const JAVA_HEAD = /^\s*(import|package)\b/;

/** C++: variants in namespaces; a template dispatcher forwards the harness's arguments as they are. */
function cppProgram(codes: readonly string[], per: number, t: VariantTarget): string {
  const includes = new Set<string>();
  const bodies = codes.map((code) =>
    code
      .split('\n')
      .map((l) => {
        if (!INCLUDE.test(l)) return l;
        includes.add(l.trim());
        return '';
      })
      .join('\n'),
  );
  const cases = codes
    .map(
      (_, k) =>
        `      case ${k}: return (new __cc_variant_${k}::Solution())->${t.method}(std::forward<A>(a)...);`,
    )
    .join('\n');
  return `${[...includes].join('\n')}
${bodies.map((b, k) => `namespace __cc_variant_${k} {\n${b}\n}`).join('\n')}
static int __cc_variant_calls = 0;
class Solution {
public:
  template <class... A> auto ${t.method}(A &&...a) {
    switch (__cc_variant_calls++ / ${per}) {
${cases}
    }
    throw std::logic_error("no such variant");
  }
};
`;
}

/** Java: the learner's top-level types, made static, nested in a class per variant. */
function javaBody(code: string): { imports: string[]; body: string } {
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

function javaProgram(codes: readonly string[], per: number, t: VariantTarget): string | undefined {
  if (!t.javaHeader || !t.params) return undefined;
  const returns = !/^\s*(?:public\s+)?void\s/.test(t.javaHeader);
  const args = t.params.join(', ');
  const parts = codes.map(javaBody);
  const imports = [...new Set(parts.flatMap((p) => p.imports))];
  const cases = codes
    .map((_, k) => {
      const call = `new __CcVariant${k}.Solution().${t.method}(${args})`;
      return `      case ${k}: ${returns ? `return ${call};` : `${call}; return;`}`;
    })
    .join('\n');
  return `${imports.join('\n')}
class Solution {
  static int __ccVariantCalls = 0;
  ${t.javaHeader} {
    switch (__ccVariantCalls++ / ${per}) {
${cases}
    }
    throw new IllegalStateException("no such variant");
  }
}
${parts.map((p, k) => `class __CcVariant${k} {\n${p.body}\n}`).join('\n')}
`;
}

/**
 * One program holding `codes` (variants of one learner's code), whose Solution answers the
 * `per` tests of variant 0, then the `per` tests of variant 1, and so on. Undefined for a
 * language it does not apply to.
 */
export function variantProgram(
  language: string,
  codes: readonly string[],
  per: number,
  target: VariantTarget,
): string | undefined {
  if (codes.length === 0 || per < 1) return undefined;
  if (language === 'cpp') return cppProgram(codes, per, target);
  if (language === 'java') return javaProgram(codes, per, target);
  return undefined;
}

/**
 * Whether a failed test ended the program's process. The judge starts a new process for the
 * tests after such a one, where the dispatcher counts from variant 0 again: every answer after it
 * comes from the wrong variant. A limit or a signal ends the process; an exception the harness
 * caught (a Java or C++ exception class: `java.lang.ArithmeticException`, `std::out_of_range`)
 * does not.
 */
function ended(t: { verdict: string; error?: { type: string } | undefined }): boolean {
  if (t.verdict === 'accepted' || t.verdict === 'wrong_answer') return false;
  if (t.verdict !== 'runtime_error') return true;
  const type = t.error?.type ?? '';
  return !(/[.:$]/.test(type) || type === 'unknown exception');
}

/**
 * Which variants passed, from a run of a variant program on `per` checks each, in order:
 * true (all its checks passed), false (one failed), undefined (the run's process ended before its
 * turn: a variant before it looped or crashed).
 */
export function variantOutcomes(
  count: number,
  per: number,
  tests: ReadonlyArray<{
    index: number;
    passed: boolean;
    verdict: string;
    error?: { type: string } | undefined;
  }>,
): Array<boolean | undefined> {
  const sorted = [...tests].sort((a, b) => a.index - b.index);
  const death = sorted.find((t) => !t.passed && ended(t))?.index ?? Number.POSITIVE_INFINITY;
  const byIndex = new Map(sorted.filter((t) => t.index <= death).map((t) => [t.index, t.passed]));
  return Array.from({ length: count }, (_, k) => {
    const results = Array.from({ length: per }, (_, j) => byIndex.get(k * per + j));
    if (results.some((r) => r === false)) return false;
    if (results.every((r) => r === true)) return true;
    return undefined;
  });
}
