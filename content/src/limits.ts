import { LANGUAGE_DEFS } from '@codecoach/judge';
import type { ReferenceLanguage } from './schema.ts';

/** The per-test limit the judge applies in `language` for a problem's base (C++) limit. */
export function languageTimeLimitMs(language: ReferenceLanguage, baseMs: number): number {
  const def = LANGUAGE_DEFS[language];
  if (!def) throw new Error(`the judge has no definition for ${language}`);
  return baseMs * def.timeMultiplier;
}
