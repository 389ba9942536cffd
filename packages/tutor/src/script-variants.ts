/**
 * Many variants of a learner's Python or JavaScript code as one program, as variants.ts does for
 * Java and C++: each variant loaded in a namespace (Python) or a function scope (JavaScript) of
 * its own, and a dispatcher the harness calls that hands the k-th group of `per` calls to variant
 * k. One interpreter start and one run try them all, where one run per variant left time for the
 * first ~60 of a few hundred (decision 022, "Left").
 *
 * Each call is cut short in the process after `callMs` (Python: an asynchronous exception raised
 * in the calling thread by a timer; JavaScript: `vm`'s timeout), so a variant that loops or
 * recurses without end fails alone instead of ending the run at the judge's time cap, and its
 * other checks are not run (it failed them all the same way). A variant that throws (the timeout
 * included) prints VARIANT_THREW and answers nothing (None, null). Past `budgetMs` from the first
 * call every call answers at once with VARIANT_SKIPPED (not known): the run ends in time and
 * what it learnt is kept, where a run aborted at Explain's deadline loses everything.
 * Learner code can catch the Python timeout with a bare `except:`; the judge's cap then ends the
 * run, and the caller tries the variants after it again.
 */
import { VARIANT_SKIPPED, VARIANT_THREW, type VariantTarget } from './variants.ts';

/** In-process cap of one variant's call on one check: the checks are small inputs. */
export const VARIANT_CALL_MS = 50;

export interface ScriptLimits {
  /** One call's cap. */
  callMs: number;
  /** The whole run's: calls after it are skipped. */
  budgetMs: number;
}

/** A string as a literal both languages read the same way (JSON's escapes are Python's too). */
const literal = (s: string): string => JSON.stringify(s);

function pythonProgram(codes: readonly string[], per: number, t: VariantTarget, x: ScriptLimits): string {
  return `import sys as __cc_sys, time as __cc_time, threading as __cc_threading, ctypes as __cc_ctypes
# Deep enough for the small checks; a variant that recurses without end stops soon.
__cc_sys.setrecursionlimit(min(__cc_sys.getrecursionlimit(), 20000))
__cc_sources = [
${codes.map((c) => `    ${literal(c)},`).join('\n')}
]
class __CcTimeout(BaseException):
    pass
__cc_base = dict(globals())
__cc_loaded = {}
__cc_calls = [0]
__cc_slow = set()
__cc_start = []
def __cc_load(k):
    if k not in __cc_loaded:
        ns = dict(__cc_base)
        exec(compile(__cc_sources[k], 'solution.py', 'exec'), ns)
        __cc_loaded[k] = ns['Solution']
    return __cc_loaded[k]
def __cc_raise(tid, exc):
    __cc_ctypes.pythonapi.PyThreadState_SetAsyncExc(__cc_ctypes.c_ulong(tid), exc)
def __cc_dispatch(self, *a, **kw):
    k = __cc_calls[0] // ${per}
    __cc_calls[0] += 1
    if k >= len(__cc_sources):
        return None
    if not __cc_start:
        __cc_start.append(__cc_time.monotonic())
    if __cc_time.monotonic() - __cc_start[0] > ${(x.budgetMs / 1000).toFixed(3)}:
        print('${VARIANT_SKIPPED}')
        return None
    if k in __cc_slow:
        print('${VARIANT_THREW}')
        return None
    tid = __cc_threading.get_ident()
    lock = __cc_threading.Lock()
    state = {'done': False, 'fired': False}
    def stop():
        with lock:
            if not state['done']:
                state['fired'] = True
                __cc_raise(tid, __cc_ctypes.py_object(__CcTimeout))
    timer = __cc_threading.Timer(${(x.callMs / 1000).toFixed(3)}, stop)
    out = None
    threw = False
    try:
        try:
            timer.start()
            out = getattr(__cc_load(k)(), ${literal(t.method)})(*a, **kw)
        finally:
            with lock:
                state['done'] = True
    except BaseException:
        threw = True
    timer.cancel()
    if state['fired']:
        __cc_raise(tid, None)
        __cc_slow.add(k)
    if threw:
        print('${VARIANT_THREW}')
        return None
    return out
class Solution:
    pass
setattr(Solution, ${literal(t.method)}, __cc_dispatch)
`;
}

function javascriptProgram(codes: readonly string[], per: number, t: VariantTarget, x: ScriptLimits): string {
  const name = t.method;
  return `var ${name} = (function () {
  const vm = require('vm');
  const sources = [
${codes.map((c) => `    ${literal(c)},`).join('\n')}
  ];
  const loaded = new Map();
  const load = (k) => {
    if (!loaded.has(k)) {
      // The outer parameter hides this program's own ${name}: a variant that defines none answers nothing.
      const wrapped = '(function (${name}) { return (function () {\\n' + sources[k] + '\\n;return typeof ${name} === "function" ? ${name} : typeof Solution === "function" ? (...a) => new Solution().${name}(...a) : undefined;\\n})(); })';
      loaded.set(k, new vm.Script(wrapped, { filename: 'solution.js' }).runInThisContext()(undefined));
    }
    return loaded.get(k);
  };
  const call = new vm.Script('globalThis.__cc_fn.apply(null, globalThis.__cc_args)');
  const slow = new Set();
  let calls = 0;
  let start;
  return function (...a) {
    const k = Math.floor(calls++ / ${per});
    if (k >= sources.length) return null;
    start ??= Date.now();
    if (Date.now() - start > ${Math.round(x.budgetMs)}) {
      process.stdout.write('${VARIANT_SKIPPED}');
      return null;
    }
    if (slow.has(k)) {
      process.stdout.write('${VARIANT_THREW}');
      return null;
    }
    try {
      globalThis.__cc_fn = load(k);
      globalThis.__cc_args = a;
      const out = call.runInThisContext({ timeout: ${Math.max(1, Math.round(x.callMs))} });
      return out === undefined ? null : out;
    } catch (e) {
      if (e && e.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') slow.add(k);
      process.stdout.write('${VARIANT_THREW}');
      return null;
    }
  };
})();
`;
}

/**
 * One program holding `codes` (variants of one learner's Python or JavaScript code), whose
 * Solution answers the `per` checks of variant 0, then those of variant 1, and so on.
 */
export function scriptVariantProgram(
  language: 'python' | 'javascript',
  codes: readonly string[],
  per: number,
  target: VariantTarget,
  limits: ScriptLimits,
): string {
  return language === 'python'
    ? pythonProgram(codes, per, target, limits)
    : javascriptProgram(codes, per, target, limits);
}
