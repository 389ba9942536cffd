/**
 * Which languages Explain can localise a failure in, line by line (issue 29). Python, JavaScript,
 * Java and C++ have a coverage program (coverage.ts: each test's lines) and a program of many
 * variants (variants.ts): their suspect line stands on runs. TypeScript, Go, Rust, Ruby, C and
 * C# have neither yet: a line named there would be a guess from the code's reading or from a
 * crash site the judge reports (TypeScript runs compiled to JavaScript, whose lines are not the
 * learner's). Only a line where a one-token variant passed in the sandbox (sure `high`) is the
 * learner's own line in every language: it is kept, the rest is left out and the explanation
 * says plainly that line-level localisation is not available yet.
 */
import { LANGUAGE_LABELS, type Language, type Verdict } from '@codecoach/contracts';
import type { FailureFacts } from './engine.ts';

const LOCALISED: ReadonlySet<Language> = new Set<Language>(['python', 'javascript', 'java', 'cpp']);

/** Whether a failure's lines are localised from runs of the code in this language. */
export function localisesLines(language: Language): boolean {
  return LOCALISED.has(language);
}

/** The verdicts whose Explain names a suspect line (a compiler names its own). */
const LOCATED: ReadonlySet<Verdict> = new Set<Verdict>([
  'wrong_answer',
  'runtime_error',
  'time_limit_exceeded',
  'memory_limit_exceeded',
]);

/** The facts an engine may state in this language: no suspect line but a repaired one where lines are not localised. */
export function localisableFailure(f: FailureFacts, language: Language): FailureFacts {
  if (localisesLines(language) || !f.suspect || f.suspect.sure === 'high') return f;
  const { suspect: _guess, ...rest } = f;
  return rest;
}

/** The plain note for a failure in a language whose lines are not localised yet; undefined otherwise. */
export function localisationNote(f: FailureFacts, language: Language): string | undefined {
  if (localisesLines(language) || !LOCATED.has(f.verdict)) return undefined;
  const name = LANGUAGE_LABELS[language];
  const repaired = f.suspect?.sure === 'high';
  return `Line-level localisation is not available yet for ${name}: the tutor cannot yet run ${name} code line by line in the sandbox, so it names no suspicious line from the tests${repaired ? ' (the line below is where a one-token variant of your code passed the failing test in the sandbox)' : ''}. The verdict and the failing test are the judge's own.`;
}
