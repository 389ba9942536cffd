import { LANGUAGE_LABELS, LANGUAGES, type Language } from '@codecoach/contracts';

/**
 * A judge worker's languages as System Settings lists them, in the order the site lists languages.
 * A worker that did not report them is said to have not reported them: this server's own
 * toolchains say nothing about another machine's.
 */
export function workerLanguages(languages: readonly Language[] | null): string {
  if (languages === null) return 'Languages: not reported';
  if (languages.length === 0) return 'Languages: none available';
  const names = LANGUAGES.filter((l) => languages.includes(l)).map((l) => LANGUAGE_LABELS[l]);
  return `Languages: ${names.join(', ')}`;
}
