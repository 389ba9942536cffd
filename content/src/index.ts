export { BUILD_CONCURRENCY, type LoadBankOptions, loadBank } from './bank.ts';
export { type BuiltProblem, type BuiltTest, buildProblem } from './build.ts';
export { type CustomChecker, importChecker } from './checker.ts';
export { listSlugs, loadProblemSource, PROBLEMS_DIR, type ProblemSource } from './load.ts';
export { type ProofReport, proveProblem } from './proof.ts';
export { formatReadableInput } from './readable.ts';
export { ContentError, type Example, type Issue, ProblemMeta } from './schema.ts';
export { validateFolder } from './validate.ts';
export { argsError, valueError } from './values.ts';
