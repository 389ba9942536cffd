import { BUILTIN_INFO, type TutorEngine } from '../engine.ts';
import { builtinChat } from './chat.ts';
import { builtinExplain } from './explain.ts';
import { builtinHint } from './hint.ts';
import { builtinOptimize } from './optimize.ts';
import { builtinRecommend } from './recommend.ts';

/** The offline engine: deterministic, always available, grounded in the facts it is handed. */
export function createBuiltinEngine(): TutorEngine {
  return {
    info: BUILTIN_INFO,
    hint: async (input) => builtinHint(input),
    explainFailure: async (input) => builtinExplain(input),
    optimize: async (input) => builtinOptimize(input),
    chat: (input) => builtinChat(input),
    recommend: async (input) => builtinRecommend(input),
    // The planner's own text: the plan is the server's (planStudy), deterministic and offline.
    studyPlan: async (input) => ({ plan: input.plan, engine: BUILTIN_INFO }),
  };
}
