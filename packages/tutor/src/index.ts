export { chatTurn, isHintRequest } from './builtin/chat.ts';
export { createBuiltinEngine } from './builtin/index.ts';
export { type CauseContext, compileErrorLine, corroborated, firstBodyLine, nameCauses } from './causes.ts';
export { type ConceptIndex, createConceptIndex, type TutorialDoc, tutorialLink } from './chat/concepts.ts';
export { type GlossaryEntry, glossaryEntry, patternEntry } from './chat/glossary.ts';
export { classify } from './chat/intent.ts';
export { resolveTurn } from './chat/turn.ts';
export { readLines } from './code-lines.ts';
export {
  COVERAGE_MARK,
  type CoverageProgram,
  coverageProgram,
  coveredLines,
  probeStatements,
} from './coverage.ts';
export * from './engine.ts';
export { withFallback } from './fallback.ts';
export { classRank, fitGrowth, growthSentence, nameSlope, slopeOf } from './growth.ts';
export * from './guard.ts';
export { guardMutants } from './guard-mutants.ts';
export { guardStream } from './guard-stream.ts';
export { localisableFailure, localisationNote, localisesLines } from './localisation.ts';
export { type MutantRun, type MutationScores, metallaxisScore, mutationScores } from './metallaxis.ts';
export { type Mutant, mutants } from './mutants.ts';
export { createOpenAiEngine, type OpenAiConfig } from './openai/engine.ts';
export { recursiveCalls, stuckCalls } from './recursive-calls.ts';
export { MISSING_STEP, referenceVariants } from './reference-variants.ts';
export {
  ochiai,
  rankSuspects,
  type Spectrum,
  type Suspect,
  spectrumAndMutation,
  suspect,
} from './sbfl.ts';
export { type ScriptLimits, scriptVariantProgram, VARIANT_CALL_MS } from './script-variants.ts';
export { halves, staticComplexity, staticSignals, usesSortOrTree } from './signals.ts';
export { similarity } from './similarity.ts';
export { crashNames, crashSlice, sets } from './slice.ts';
export { countInvisible, stripInvisible } from './unicode.ts';
export {
  brokenVariants,
  type CheckResult,
  VARIANT_SKIPPED,
  VARIANT_THREW,
  type VariantTarget,
  variantOutcomes,
  variantProgram,
  variantResults,
} from './variants.ts';
export { crashSite } from './verdict-causes.ts';
