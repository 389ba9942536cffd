export { constantPlant, type ProblemDraft } from './draft.ts';
export { FAMILIES, familiesOf, familyById } from './families/index.ts';
export type { AnyFamily, Feature, Plant } from './family.ts';
export {
  type GenerateOptions,
  type GenerationResult,
  generateProblem,
  type ModelDrafter,
} from './generate.ts';
export {
  type BankEntry,
  createOpenAiDrafter,
  duplicateOf,
  ModelError,
  type OpenAiDrafterOptions,
} from './model.ts';
export { ModelDraft } from './model-schema.ts';
export { type ProofOutcome, type ProveOptions, proveDraft } from './prove.ts';
export { matchRequirements } from './requirements.ts';
export { createRng, freshSeed as freshSeedFor } from './rng.ts';
