/**
 * The C++ program of many variants (variants.ts): each variant in a namespace of its own, a
 * template dispatcher that forwards the harness's arguments as they are, each call cut at its
 * CPU time and every fault jumped out of.
 */
import type { ScriptLimits } from './script-variants.ts';
import { VARIANT_SKIPPED, VARIANT_THREW, type VariantTarget } from './variants.ts';

const INCLUDE = /^\s*#\s*include\b/;

/** C++: variants in namespaces; a template dispatcher forwards the harness's arguments as they are. */
export function cppProgram(codes: readonly string[], per: number, t: VariantTarget, x: ScriptLimits): string {
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
  const callNs = Math.max(1, Math.round(x.callMs)) * 1_000_000;
  return `${[...includes].join('\n')}
#include <csetjmp>
#include <csignal>
#include <chrono>
#include <ctime>
#include <cstdint>
#include <ucontext.h>
#include <unistd.h>
#include <sys/syscall.h>
${bodies.map((b, k) => `namespace __cc_variant_${k} {\n${b}\n} // variant ${k} ends`).join('\n')}
static int __cc_variant_calls = 0;
static bool __cc_variant_slow[${codes.length}];
static bool __cc_variant_started = false;
static std::chrono::steady_clock::time_point __cc_variant_start;
// A variant that faults (a null or out-of-range access, a division by zero, a stack overflow on
// the harness's alternate stack) or outruns its call's CPU time is jumped out of like one that
// threw: the run goes on. An abort is not (it comes from the C library, often from inside malloc,
// whose lock a jump would leave held: the next allocation would hang the run).
static sigjmp_buf __cc_variant_jump;
static volatile sig_atomic_t __cc_variant_timed_out = 0;
static timer_t __cc_variant_timer;
static timer_t __cc_variant_retry;
extern "C" const char __executable_start[], etext[];
static void __cc_variant_fault(int) { siglongjmp(__cc_variant_jump, 1); }
static void __cc_variant_time_up(int, siginfo_t *, void *uc) {
  // Only out of the program's own code: inside the C library (malloc holds a lock) a wall-clock
  // timer (CPU timers tick every few ms) fires again 0.1 ms later.
  uintptr_t pc = 0;
#if defined(__x86_64__)
  pc = (uintptr_t)((ucontext_t *)uc)->uc_mcontext.gregs[REG_RIP];
#elif defined(__aarch64__)
  pc = (uintptr_t)((ucontext_t *)uc)->uc_mcontext.pc;
#endif
  if (pc != 0 && (pc < (uintptr_t)__executable_start || pc >= (uintptr_t)etext)) {
    struct itimerspec its {};
    its.it_value.tv_nsec = 100000;
    timer_settime(__cc_variant_retry, 0, &its, nullptr);
    return;
  }
  __cc_variant_timed_out = 1;
  siglongjmp(__cc_variant_jump, 1);
}
struct __cc_variant_guard {
  struct sigaction old[4];
  const int sigs[4] = {SIGSEGV, SIGFPE, SIGBUS, SIGVTALRM};
  bool timing = false;
  bool retrying = false;
  __cc_variant_guard() {
    struct sigaction sa {};
    sa.sa_handler = __cc_variant_fault;
    sa.sa_flags = SA_ONSTACK | SA_NODEFER;
    for (int i = 0; i < 3; i++) sigaction(sigs[i], &sa, &old[i]);
    struct sigaction tu {};
    tu.sa_sigaction = __cc_variant_time_up;
    tu.sa_flags = SA_ONSTACK | SA_NODEFER | SA_SIGINFO;
    sigaction(SIGVTALRM, &tu, &old[3]);
    // The call's cap, on this thread's CPU clock (a busy machine does not shorten it).
    struct sigevent ev {};
    ev.sigev_notify = SIGEV_THREAD_ID;
    ev.sigev_signo = SIGVTALRM;
#ifdef sigev_notify_thread_id
    ev.sigev_notify_thread_id = (pid_t)syscall(SYS_gettid);
#else
    ev._sigev_un._tid = (pid_t)syscall(SYS_gettid);
#endif
    if (timer_create(CLOCK_THREAD_CPUTIME_ID, &ev, &__cc_variant_timer) == 0) {
      timing = true;
      retrying = timer_create(CLOCK_MONOTONIC, &ev, &__cc_variant_retry) == 0;
      struct itimerspec its {};
      its.it_value.tv_sec = ${Math.floor(callNs / 1e9)};
      its.it_value.tv_nsec = ${callNs % 1_000_000_000};
      timer_settime(__cc_variant_timer, 0, &its, nullptr);
    }
  }
  ~__cc_variant_guard() {
    // The timer goes before the handlers: its signal must never meet the default action.
    if (timing) timer_delete(__cc_variant_timer);
    if (retrying) timer_delete(__cc_variant_retry);
    for (int i = 0; i < 4; i++) sigaction(sigs[i], &old[i], nullptr);
  }
};
class Solution {
public:
  template <class... A> auto ${t.method}(A &&...a) {
    using R = decltype(std::declval<__cc_variant_0::Solution &>().${t.method}(std::forward<A>(a)...));
    int k = __cc_variant_calls++ / ${per};
    if (k >= ${codes.length}) return R();
    auto now = std::chrono::steady_clock::now();
    if (!__cc_variant_started) {
      __cc_variant_started = true;
      __cc_variant_start = now;
    }
    if (std::chrono::duration_cast<std::chrono::milliseconds>(now - __cc_variant_start).count() > ${Math.round(x.budgetMs)}) {
      std::fputs("${VARIANT_SKIPPED}", stdout);
      return R();
    }
    if (__cc_variant_slow[k]) {
      std::fputs("${VARIANT_THREW}", stdout);
      return R();
    }
    __cc_variant_timed_out = 0;
    __cc_variant_guard guard;
    if (sigsetjmp(__cc_variant_jump, 1) != 0) {
      if (__cc_variant_timed_out) __cc_variant_slow[k] = true;
      std::fputs("${VARIANT_THREW}", stdout);
      return R();
    }
    try {
      switch (k) {
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
