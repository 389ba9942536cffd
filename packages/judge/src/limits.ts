import type { Language } from '@codecoach/contracts';
import { COMPILE_LIMITS } from './compile.ts';
import { LANGUAGE_DEFS } from './lang/index.ts';
import type { TrialLimits } from './sandbox/client.ts';

/**
 * CPU a runtime may spend before its first test (its own start, the harness, the learner's
 * top-level code and static initialisers), on top of one test's limit. Measured cold on this
 * kind of machine (2026-11-25, `setupCpuMs` of a judged run): C 1 ms, C++ 2 ms, C# 8 ms,
 * Python 20 ms, JavaScript 26 ms, Java 50 ms (its JIT and GC threads count: the whole box is
 * measured). The allowance is about ten times that, so a loaded machine never turns a start-up
 * into a time limit, and still small next to what a learner could hide there.
 */
const SETUP_CPU_MS: Record<Language, number> = {
  c: 50,
  cpp: 50,
  rust: 50,
  csharp: 200,
  python: 200,
  javascript: 300,
  java: 500,
  ruby: 200,
  go: 50,
  // Its emitted JavaScript runs as JavaScript does (the type check is a compile step).
  typescript: 300,
};

/** How long a program may take in wall time for what may take `cpuMs` of CPU: sleeps, a busy machine. */
const wallFor = (cpuMs: number) => cpuMs * 3 + 1000;

/**
 * The launcher's limits for a judged run of `count` tests, each allowed `testMs` of CPU (the
 * problem's limit times the language's multiplier). The total wall deadline counts from the
 * program's start and nothing it writes can move it: an honest solution uses at most half of
 * `testMs` per test (the bank's proof checks it), so twice `testMs` per test is room enough for
 * a loaded machine, while a program that sleeps in every test ends within a few seconds.
 */
export function trialLimits(language: Language, testMs: number, count: number): TrialLimits {
  const setupCpuMs = SETUP_CPU_MS[language] + testMs;
  const setupWallMs = wallFor(setupCpuMs);
  return {
    setupCpuMs,
    setupWallMs,
    testCpuMs: testMs,
    testWallMs: wallFor(testMs),
    totalWallMs: setupWallMs + count * testMs * 2 + 2000,
  };
}

/** Longest a judged run of these limits can hold its slot: the launcher's deadline, plus grace. */
export function runDeadlineMs(l: TrialLimits): number {
  return l.totalWallMs + 3000;
}

/** RLIMIT_CPU of each process of the run, a backstop behind the launcher's own limits. */
export function cpuBackstopS(l: TrialLimits, count: number): number {
  return Math.ceil((l.setupCpuMs + count * l.testCpuMs) / 1000) + 10;
}

/**
 * The longest a `judge.run` of this language, limit and number of tests can take, start to end:
 * a box's start, its compiles (the harness object and the program, each within its own limit),
 * and the run's own deadline. A queue gives a judging no more than this (plus its own margin).
 */
export function maxJudgeMs(language: Language, timeLimitMs: number, tests: number): number {
  const def = LANGUAGE_DEFS[language];
  const compile = def.compiled ? COMPILE_LIMITS.wallMs * (def.prebuilt ? 2 : 1) : 0;
  const run = runDeadlineMs(trialLimits(language, timeLimitMs * def.timeMultiplier, tests));
  return 15_000 + compile + run;
}
