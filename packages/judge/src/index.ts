import { createJudgeWith } from './create-judge.ts';
import { createSandbox } from './sandbox/factory.ts';
import { DEFAULT_JUDGE_CONFIG, type Judge, type JudgeConfig } from './types.ts';

export { canonical, check, FLOAT_TOLERANCE } from './checkers.ts';
export { JudgeUnavailableError } from './judge-program.ts';
export { LANGUAGE_DEFS, starterCode } from './lang/index.ts';
export { maxJudgeMs, runDeadlineMs, trialLimits } from './limits.ts';
export type * from './types.ts';
export { DEFAULT_JUDGE_CONFIG } from './types.ts';

/**
 * Cheap to call once at server start: toolchains are detected and the sandbox is set up in
 * the background. Never throws for a missing toolchain or sandbox: status() reports it and
 * run() then throws JudgeUnavailableError with the reason.
 */
export function createJudge(config: Partial<JudgeConfig> = {}): Promise<Judge> {
  return createJudgeWith({ ...DEFAULT_JUDGE_CONFIG, ...config }, createSandbox);
}
