/**
 * What the values of a failing test show, for naming its cause: the numbers in an answer, a list's
 * size, whether a list is sorted, two answers one apart, entries listed twice.
 */

/** The largest 32-bit int. */
export const INT32 = 2 ** 31 - 1;

export function numbers(v: unknown): number[] {
  if (typeof v === 'number') return [v];
  if (Array.isArray(v)) return v.flatMap(numbers);
  return [];
}

export function sizeOf(v: unknown): number | undefined {
  if (typeof v === 'string' || Array.isArray(v)) return v.length;
  return undefined;
}

export function isSorted(v: unknown): boolean {
  if (!Array.isArray(v) || v.length < 2 || !v.every((x) => typeof x === 'number')) return true;
  return v.every((x, i) => i === 0 || (v[i - 1] as number) <= (x as number));
}

export function offByOne(expected: unknown, actual: unknown): boolean {
  if (typeof expected === 'number' && typeof actual === 'number') return Math.abs(expected - actual) === 1;
  const a = sizeOf(expected);
  const b = sizeOf(actual);
  if (a !== undefined && b !== undefined && Math.abs(a - b) === 1) return true;
  return false;
}

const canon = (v: unknown): string =>
  JSON.stringify(Array.isArray(v) && v.every((x) => typeof x !== 'object') ? [...v].sort() : v);

/** Entries of a list answer that occur more than once. */
export function duplicated(v: unknown): number {
  if (!Array.isArray(v)) return 0;
  const keys = v.map(canon);
  return keys.length - new Set(keys).size;
}

export function strings(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(strings);
  return [];
}
