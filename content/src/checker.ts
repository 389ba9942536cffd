import { pathToFileURL } from 'node:url';

/** A problem's own checker (checker.mjs): accepts `actual` for `input`, given the reference's `expected`. */
export type CustomChecker = (input: unknown[], expected: unknown, actual: unknown) => boolean;

/** Imports checker.mjs; its default export must be the checker function (FORMAT.md). */
export async function importChecker(path: string): Promise<CustomChecker> {
  // The query defeats the module cache, so an edited checker is re-read while authoring.
  const mod = (await import(`${pathToFileURL(path).href}?v=${Date.now()}`)) as { default?: unknown };
  if (typeof mod.default !== 'function') {
    throw new Error(`${path}: the default export must be a function (input, expected, actual) => boolean`);
  }
  const fn = mod.default as (...args: unknown[]) => unknown;
  return (input, expected, actual) => fn(input, expected, actual) === true;
}
