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
  customChecker?: (input: unknown[], expected: unknown, actual: unknown) => boolean;
  tests: JudgeTest[];
  /** Per test, for C++; other languages get the multiplier of `LANGUAGE_LIMITS`. */
  timeLimitMs: number;
  memoryLimitMb: number;
  /** true for Submit (stop at the first failing test), false for Run (every test gets a verdict). */
  stopOnFirstFailure: boolean;
  onProgress?: (e: JudgeProgress) => void;
  signal?: AbortSignal;
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
  actual?: unknown;
  runtimeMs: number;
  /** What the program printed (stdout and stderr) during this test, capped. */
  stdout: string;
  error?: JudgeError;
}

export interface JudgeResult {
  verdict: Verdict;
  /** Sum of the per-test times measured around the call of the learner's function. */
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

export interface JudgeOptions {
  /** Run code without a sandbox when none can be set up. Development only. */
  allowUnsandboxed?: boolean;
  /** How many runs may execute at once (each gets its own uid, cgroup and scratch). */
  slots?: number;
  /** Where the judge keeps its helper binary, precompiled header and compile cache. */
  workDir?: string;
  /**
   * Start each slot's next JavaScript or Python interpreter ahead, in a fresh box (default
   * true; JUDGE_PRESTART=false turns it off). See prestart.ts.
   */
  preStart?: boolean;
}
