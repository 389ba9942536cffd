/**
 * Per-test line coverage of a learner's program, for spectrum-based fault localisation (sbfl.ts).
 * The program is the learner's code with a wrapper around the function the harness calls: the
 * wrapper clears the record, calls the learner's function, and prints the lines that ran as one
 * `COVERAGE_MARK` line of the test's output (the judge keeps each test's output apart). The
 * answers go through the harness unchanged, so the server checks them as it checks any run.
 *
 * - Python: `sys.settrace` on the learner's file (every line event), nothing inserted.
 * - JavaScript: V8's precise block coverage through `node:inspector` in the same process, the
 *   counters taken (and reset) around each call and mapped from offsets to lines.
 * - Java and C++: a probe (`__CcCov.h[7]=true;`, `::__cc_hit[7]=1;`) at the start of each line
 *   that begins a statement inside a code block, where a statement is certain to start (after a
 *   line ending in `;`, `{` or `}`, or a case label); the learner's code is wrapped as a variant
 *   (variants.ts) behind a `Solution` that prints the record after each call, also when the call
 *   throws (Java's finally, a C++ destructor) or faults (C++: a SIGSEGV/SIGFPE handler prints it
 *   and gives the fault back to the harness).
 *
 * A line that is not probed (a continuation, a bodyless `if`'s statement) is absent from every
 * record: it is never suspected, and its header line is. Learner code can print the mark itself;
 * it can only mislead its own explanation.
 */
import type { Language } from '@codecoach/contracts';
import { blankNonCode } from './code-lines.ts';
import { hoistIncludes } from './cpp-variants.ts';
import { javaBody, javaReturnType, type VariantTarget } from './variants.ts';

export const COVERAGE_MARK = '__cc_cov__';

export interface CoverageProgram {
  program: string;
  /** Lines of the learner's code whose execution the run reports. */
  probed: Set<number>;
}

/** The lines the last coverage record of a test's output names; undefined when it printed none. */
export function coveredLines(stdout: string): Set<number> | undefined {
  const at = stdout.lastIndexOf(COVERAGE_MARK);
  if (at < 0) return undefined;
  const rest = stdout.slice(at + COVERAGE_MARK.length);
  const text = /^[0-9,]*/.exec(rest)?.[0] ?? '';
  return new Set(
    text
      .split(',')
      .filter((x) => x !== '')
      .map(Number),
  );
}

const codeLines = (code: string, language: Language): Set<number> => {
  const out = new Set<number>();
  blankNonCode(code, language)
    .split('\n')
    .forEach((l, i) => {
      if (l.trim() !== '') out.add(i + 1);
    });
  return out;
};

function pythonProgram(code: string, t: VariantTarget): CoverageProgram {
  const name = JSON.stringify(t.method);
  const program = `${code}

import sys as __cc_sys
def __cc_cover(base):
    hits = set()
    def trace(frame, event, arg):
        if frame.f_code.co_filename != 'solution.py':
            return None
        if event == 'line':
            hits.add(frame.f_lineno)
        return trace
    def call(self, *a, **k):
        hits.clear()
        __cc_sys.settrace(trace)
        try:
            return getattr(base, ${name})(self, *a, **k)
        finally:
            __cc_sys.settrace(None)
            print('\\n${COVERAGE_MARK}' + ','.join(map(str, sorted(hits))))
    return type('Solution', (base,), {${name}: call})
Solution = __cc_cover(Solution)
`;
  return { program, probed: codeLines(code, 'python') };
}

function javascriptProgram(code: string, t: VariantTarget): CoverageProgram {
  const name = t.method;
  // A `const` binding cannot be wrapped; `let` behaves the same for the learner's code.
  const src = code.replace(new RegExp(`^(\\s*)const(\\s+${name}\\s*=)`, 'm'), '$1let$2');
  const lines = src.split('\n').length;
  const program = `${src}
;(function () {
  const inspector = require('inspector');
  const session = new inspector.Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
  const text = require('fs').readFileSync('solution.js', 'utf8');
  const starts = [];
  let at = 0;
  for (const l of text.split('\\n').slice(0, ${lines})) {
    const lead = l.length - l.trimStart().length;
    starts.push(l.trim() === '' ? -1 : at + lead);
    at += l.length + 1;
  }
  const take = () => {
    let out;
    session.post('Profiler.takePreciseCoverage', (err, r) => { out = err ? undefined : r; });
    return out;
  };
  const report = (r) => {
    const ranges = [];
    for (const s of (r && r.result) || [])
      if (String(s.url).endsWith('solution.js')) for (const f of s.functions) for (const g of f.ranges) ranges.push(g);
    const hit = [];
    starts.forEach((o, i) => {
      if (o < 0) return;
      let best;
      for (const g of ranges)
        if (g.startOffset <= o && o < g.endOffset && (!best || g.endOffset - g.startOffset < best.endOffset - best.startOffset)) best = g;
      if (best && best.count > 0) hit.push(i + 1);
    });
    process.stdout.write('\\n${COVERAGE_MARK}' + hit.join(',') + '\\n');
  };
  const wrap = (f) => function (...a) {
    take();
    try { return f.apply(this, a); } finally { report(take()); }
  };
  if (typeof ${name} === 'function') ${name} = wrap(${name});
  else if (typeof Solution === 'function' && typeof Solution.prototype.${name} === 'function')
    Solution.prototype.${name} = wrap(Solution.prototype.${name});
})();
`;
  return { program, probed: codeLines(code, 'javascript') };
}

type Brace = 'code' | 'other';

/** `new Comparator<>() {` (a class body) or `new int[] {` (an initializer). */
const NEW_BODY = /\bnew\s+[\w.$<>[\], ?]+(\([^;]*\)|\[\s*\])\s*$/;
/** A function's, a control statement's or a lambda's header: the { opens code. */
const CODE_HEAD =
  /([)\]]\s*(const|override|noexcept|final|mutable|throws\s+[\w.,\s]+)?|\b(else|do|try|finally))\s*$/;

/**
 * What a { opens, from the code before it: code (a function, a control statement, a lambda, a
 * bare block in code) or anything else (a class or namespace body, an initializer list).
 */
function braceKind(before: string, parent: Brace | undefined): Brace {
  if (NEW_BODY.test(before)) return 'other';
  if (CODE_HEAD.test(before)) return 'code';
  if (before === '' && parent === 'code') return 'code';
  return 'other';
}
const NOT_A_START =
  /^(\}|\{|\)|\]|else\b|case\b|default\b|catch\b|finally\b|public\s*:|private\s*:|protected\s*:|#|\.|\?|:|&&|\|\||[-+*/%=<>!&|^,]|super\s*\(|this\s*\()/;

/**
 * The learner's Java or C++ code with a probe at the start of each line that surely starts a
 * statement inside a code block, and the lines probed.
 */
export function probeStatements(
  code: string,
  language: 'java' | 'cpp',
): { code: string; probed: Set<number> } {
  const blanked = blankNonCode(code, language).split('\n');
  const lines = code.split('\n');
  const stack: Brace[] = [];
  const probed = new Set<number>();
  let head = ''; // code since the last ; { or } (what a { belongs to)
  let prev = ''; // the last non-blank code line, trimmed
  const out = lines.map((line, i) => {
    const b = blanked[i] ?? '';
    const t = b.trim();
    let result = line;
    if (t !== '') {
      const inCode = stack[stack.length - 1] === 'code';
      const after =
        /[;{}]$/.test(prev) ||
        /^(case\b[^;]*|default\s*):$/.test(prev) ||
        /^(public|private|protected)\s*:$/.test(prev);
      const doTail = /^while\b/.test(t) && prev.endsWith('}');
      if (inCode && after && !NOT_A_START.test(t) && !doTail) {
        const indent = /^\s*/.exec(line)?.[0] ?? '';
        const probe = language === 'java' ? `__CcCov.h[${i + 1}]=true;` : `::__cc_hit[${i + 1}]=1;`;
        result = `${indent}${probe} ${line.slice(indent.length)}`;
        probed.add(i + 1);
      }
      prev = t;
    }
    for (const c of b) {
      if (c === '{') {
        const kind = braceKind(head.trimEnd(), stack[stack.length - 1]);
        stack.push(kind);
        head = '';
      } else if (c === '}') {
        stack.pop();
        head = '';
      } else if (c === ';') head = '';
      else head += c;
    }
    head += ' ';
    return result;
  });
  return { code: out.join('\n'), probed };
}

function cppProgram(code: string, t: VariantTarget): CoverageProgram | undefined {
  const { code: probedCode, probed } = probeStatements(code, 'cpp');
  if (probed.size === 0) return undefined;
  const size = code.split('\n').length + 1;
  const { includes, body } = hoistIncludes(probedCode);
  const program = `${includes.join('\n')}
#include <csignal>
#include <cstdio>
#include <unistd.h>
#include <utility>
static bool __cc_hit[${size}];
static void __cc_cov_dump() {
  char buf[${size * 7 + 32}];
  int n = 0;
  const char *mark = "\\n${COVERAGE_MARK}";
  for (const char *p = mark; *p; p++) buf[n++] = *p;
  bool first = true;
  for (int i = 0; i < ${size}; i++) {
    if (!__cc_hit[i]) continue;
    if (!first) buf[n++] = ',';
    first = false;
    char d[12]; int k = 0;
    for (int v = i; v > 0 || k == 0; v /= 10) d[k++] = char('0' + v % 10);
    while (k > 0) buf[n++] = d[--k];
    __cc_hit[i] = false;
  }
  buf[n++] = '\\n';
  std::fflush(stdout);
  ssize_t w = write(1, buf, n);
  (void)w;
}
static struct sigaction __cc_old[2];
static void __cc_fault(int sig) {
  __cc_cov_dump();
  sigaction(sig, &__cc_old[sig == SIGSEGV ? 0 : 1], nullptr);
}
namespace __cc_variant_0 {
${body}
} // variant 0 ends
class Solution {
public:
  template <class... A> auto ${t.method}(A &&...a) {
    struct sigaction sa {};
    sa.sa_handler = __cc_fault;
    sa.sa_flags = SA_ONSTACK | SA_RESETHAND;
    sigaction(SIGSEGV, &sa, &__cc_old[0]);
    sigaction(SIGFPE, &sa, &__cc_old[1]);
    struct Dump {
      ~Dump() {
        sigaction(SIGSEGV, &__cc_old[0], nullptr);
        sigaction(SIGFPE, &__cc_old[1], nullptr);
        __cc_cov_dump();
      }
    } dump;
    return (new __cc_variant_0::Solution())->${t.method}(std::forward<A>(a)...);
  }
};
`;
  return { program, probed };
}

function javaProgram(code: string, t: VariantTarget): CoverageProgram | undefined {
  const returns = javaReturnType(t.javaHeader);
  if (!t.javaHeader || !t.params || !returns) return undefined;
  const { code: probedCode, probed } = probeStatements(code, 'java');
  if (probed.size === 0) return undefined;
  const size = code.split('\n').length + 1;
  const { imports, body } = javaBody(probedCode);
  const call = `new __CcVariant0.Solution().${t.method}(${t.params.join(', ')})`;
  const program = `${[...new Set(imports)].join('\n')}
class Solution {
  ${t.javaHeader} {
    try {
      ${returns === 'void' ? `${call};` : `return ${call};`}
    } finally {
      __CcCov.dump();
    }
  }
}
class __CcCov {
  static boolean[] h = new boolean[${size}];
  static void dump() {
    StringBuilder s = new StringBuilder("\\n${COVERAGE_MARK}");
    boolean first = true;
    for (int i = 0; i < h.length; i++) {
      if (!h[i]) continue;
      if (!first) s.append(',');
      first = false;
      s.append(i);
      h[i] = false;
    }
    System.out.println(s);
    System.out.flush();
  }
}
class __CcVariant0 {
${body}
} // variant 0 ends
`;
  return { program, probed };
}

/** The learner's code made to report its line coverage per test, or undefined when it cannot be. */
export function coverageProgram(
  language: Language,
  code: string,
  t: VariantTarget,
): CoverageProgram | undefined {
  switch (language) {
    case 'python':
      return pythonProgram(code, t);
    case 'javascript':
      return javascriptProgram(code, t);
    case 'cpp':
      return cppProgram(code, t);
    case 'java':
      return javaProgram(code, t);
    default:
      return undefined;
  }
}
