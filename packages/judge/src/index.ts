import { createJudgeWith } from './judge.ts';
import { createSandbox } from './sandbox/factory.ts';
import type { Judge, JudgeOptions } from './types.ts';

export { canonical, check, FLOAT_TOLERANCE } from './checkers.ts';
export { JudgeUnavailableError } from './engine.ts';
export { LANGUAGE_DEFS, starterCode } from './lang/index.ts';
export type * from './types.ts';

/**
 * Cheap to call once at server start: toolchains are detected and the sandbox is set up in
 * the background. Never throws for a missing toolchain or sandbox: status() reports it and
 * run() then throws JudgeUnavailableError with the reason.
 */
export function createJudge(opts: JudgeOptions = {}): Promise<Judge> {
  return createJudgeWith(opts, createSandbox);
}
