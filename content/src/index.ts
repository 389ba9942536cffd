export {
  AUTHOR_LIMITS,
  type AuthoredProof,
  BUILD_CHECK,
  fileIssues,
  GEN_SIGNATURE,
  proveFiles,
  sandboxedInputs,
} from './author.ts';
export { BUILD_CONCURRENCY, type LoadBankOptions, loadBank } from './bank.ts';
export { type BuiltProblem, type BuiltTest, buildProblem, referenceAnswers } from './build.ts';
export { type ContentConfig, readConfig } from './config.ts';
export { type BankEntry, readBankIndex } from './learn/bank-index.ts';
export {
  LEARN_DIR,
  type LearnContent,
  LearnContentError,
  loadLearnContent,
  type Tutorial,
} from './learn/load.ts';
export {
  EXAMPLE_LANGUAGES,
  type ExampleDef,
  type ExampleLanguage,
  LEARN_LEVELS,
  type PathDef,
  type TopicDef,
} from './learn/schema.ts';
export { validateLearn } from './learn/validate.ts';
export { languageTimeLimitMs } from './limits.ts';
export type { PlantedSolution } from './load.ts';
export {
  contentHash,
  listSlugs,
  loadProblemSource,
  PROBLEMS_DIR,
  type ProblemSource,
  readProblemFiles,
  sourceFromFiles,
} from './load.ts';
export {
  type ProofCheck,
  type ProofReport,
  Prover,
  proveProblem,
  type SmallInputs,
  TLE_MARGIN,
} from './proof.ts';
export {
  ContentError,
  type Example,
  type Issue,
  MIN_HIDDEN_TESTS,
  type PlantedVerdict,
  ProblemMeta,
  REFERENCE_LANGUAGES,
  type SourceLanguage,
} from './schema.ts';
export { validateFolder } from './validate.ts';
export { VALIDATE_FUNCTION, type Validation, validateInputs, validatorSignature } from './validator.ts';
