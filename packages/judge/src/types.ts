import type { CheckerKind, Language, Signature, Verdict } from '@codecoach/contracts';

/** One test: `input` is the JSON arguments in signature order. */
export interface JudgeTest {
  input: unknown[];
  /** Omitted: the actual output is only reported (reference runs, custom input on Run). */
  expected?: unknown;
}

export type JudgeProgress = { phase: 'compiling' } | { phase: 'running'; test: number; total: number };

export interface JudgeRequest {
  language: Language;
  code: string;
  signature: Signature;
  checker: CheckerKind;
  /**
   * For `checker: 'custom'`: the checker's JavaScript module source, whose default export is
   * `(input, expected, actual) => boolean | {ok, message}`. It runs in a box of its own, after the
   * program, on all its answers at once (checker-box.ts); never in the judge's process.
   */
  customChecker?: string;
  tests: JudgeTest[];
  /** Per test, for C++; other languages get the multiplier of `LANGUAGE_LIMITS`. */
  timeLimitMs: number;
  memoryLimitMb: number;
  /** true for Submit (stop at the first failing test), false for Run (every test gets a verdict). */
  stopOnFirstFailure: boolean;
  onProgress?: (e: JudgeProgress) => void;
  signal?: AbortSignal;
  /**
   * `cut` (default): an answer past 64 KB of JSON is kept as the beginning of its text, fit to be
   * stored and shown. `whole`: every answer as returned, for callers that use it as data (the
   * bank's build takes the reference's answers as expected outputs).
   */
  answers?: 'cut' | 'whole';
  /**
   * Build for the compiler's speed rather than the program's (C and C++: -Og instead of -O2).
   * For programs compiled once and run on a few small inputs, where the compile is most of the
   * cost: the tutor's variant and coverage programs. Never for a verdict: a program's undefined
   * behaviour and its speed may differ between the two builds. The server sets it; a learner's
   * request never reaches it.
   */
  quickBuild?: boolean;
}

export interface JudgeError {
  type: string;
  message: string;
  line?: number;
}

export interface TestResult {
  index: number;
  verdict: Verdict;
  passed: boolean;
  /** false when the test had no expected output (only the actual output is reported). */
  checked: boolean;
  /** The returned value; past 64 KB of JSON, the beginning of its text and a note (`actualCut`). */
  actual?: unknown;
  actualCut?: true;
  /** CPU of the whole box from this test's input to its answer, measured by its launcher. */
  runtimeMs: number;
  /** What the program printed (stdout and stderr) during this test, capped. */
  stdout: string;
  error?: JudgeError;
}

export interface JudgeResult {
  verdict: Verdict;
  /** Sum of the tests' times, each the box's CPU from its input to its answer (launcher/run.c). */
  runtimeMs: number;
  /** Peak memory of the whole sandboxed process group (0 when unmeasured). */
  memoryMb: number;
  testsPassed: number;
  totalTests: number;
  tests: TestResult[];
  firstFailure?: { index: number; input: unknown[]; expected: unknown; actual: unknown };
  compileOutput?: string;
  error?: JudgeError;
  /** Whether this ran in the sandbox (false only with allowUnsandboxed). */
  sandboxed: boolean;
  /** Its interpreter had been started ahead, in its fresh box, before the code arrived. */
  preStarted?: true;
  /**
   * CPU of the box before its first test (the runtime's start, the learner's top-level code),
   * as its launcher measured it; limited, never part of `runtimeMs`.
   */
  setupCpuMs?: number;
}

export interface LanguageStatus {
  id: Language;
  name: string;
  version: string;
  available: boolean;
  reason?: string;
}

export interface JudgeStatus {
  sandbox: { ok: boolean; mechanism: string; reason?: string };
  languages: LanguageStatus[];
}

export interface Judge {
  run(req: JudgeRequest): Promise<JudgeResult>;
  status(): Promise<JudgeStatus>;
  close(): Promise<void>;
}

/**
 * Everything the judge can be told, in one place. The judge reads no environment variable: the
 * server parses its settings (JUDGE_*, apps/server/src/config/env.ts) and passes them in; other
 * callers (the content tooling, the bench, tests) pass what they need and get these defaults.
 */
export interface JudgeConfig {
  /** Run code without a sandbox when none can be set up. Development only. Default false. */
  allowUnsandboxed: boolean;
  /** How many runs may execute at once (each gets its own uid, cgroup and scratch). Default 2. */
  slots: number;
  /** Where the judge keeps its launcher, precompiled headers and sockets. Default `$TMPDIR/codecoach-judge-<uid>`. */
  workDir?: string;
  /** Start each slot's next JavaScript or Python interpreter ahead (prestart.ts). Default true. */
  preStart: boolean;
  /** First unprivileged uid of the boxes (a block of 64 is claimed per judge). Default 61000. */
  uidBase: number;
  /** Where the uid claims live. Default /run/codecoach-judge, else `<workDir>/uids`. */
  uidLockDir?: string;
  /** A delegated cgroup v2 folder for a judge that is not root. */
  cgroupRoot?: string;
  /** Folders searched for the toolchains (PATH's form). Default /usr/local/bin:/usr/bin:/bin. */
  toolPath: string;
  /** Print where the time of each run goes, on stderr. Default false. */
  trace: boolean;
  /**
   * Unlisted system calls in the boxes: refused (ENOSYS, always in production), or allowed and
   * logged by the kernel, to measure what the runtimes need (bench/judge/syscalls.ts).
   */
  seccompUnknown: 'deny' | 'log';
}

export const DEFAULT_JUDGE_CONFIG: JudgeConfig = {
  allowUnsandboxed: false,
  slots: 2,
  preStart: true,
  uidBase: 61000,
  toolPath: '/usr/local/bin:/usr/bin:/bin',
  trace: false,
  seccompUnknown: 'deny',
};
