import type { CheckerKind } from '@codecoach/contracts';

export const FLOAT_TOLERANCE = 1e-5;

/** JSON text with object keys sorted, so equal values always give equal keys. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  if (value === undefined) return 'null';
  return JSON.stringify(value) ?? 'null';
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object' && !Array.isArray(b)) {
    return canonical(a) === canonical(b);
  }
  return false;
}

function sameMultiset(a: unknown[], b: unknown[], key: (v: unknown) => string): boolean {
  if (a.length !== b.length) return false;
  const counts = new Map<string, number>();
  for (const v of a) {
    const k = key(v);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  for (const v of b) {
    const k = key(v);
    const n = counts.get(k);
    if (!n) return false;
    counts.set(k, n - 1);
  }
  return true;
}

/** Every array, at every depth, replaced by its elements sorted by canonical text. */
function sortedDeep(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value
    .map(sortedDeep)
    .map((v) => [canonical(v), v] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, v]) => v);
}

function floatEqual(expected: unknown, actual: unknown): boolean {
  if (typeof expected === 'number' && typeof actual === 'number') {
    const diff = Math.abs(expected - actual);
    return (
      diff <= FLOAT_TOLERANCE || diff <= FLOAT_TOLERANCE * Math.max(Math.abs(expected), Math.abs(actual))
    );
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || expected.length !== actual.length) return false;
    return expected.every((e, i) => floatEqual(e, actual[i]));
  }
  return deepEqual(expected, actual);
}

/**
 * Compares an actual output with the expected one, on the host, for the built-in checkers. A
 * `custom` checker is the problem's code and runs only in the sandbox (checker-box.ts, through
 * `judge.run` with `customChecker`): here it is refused (throws).
 */
export function check(kind: CheckerKind, expected: unknown, actual: unknown): boolean {
  switch (kind) {
    case 'exact':
      return deepEqual(expected, actual);
    case 'unordered':
      if (Array.isArray(expected) && Array.isArray(actual)) return sameMultiset(expected, actual, canonical);
      return deepEqual(expected, actual);
    case 'unordered-deep':
      return canonical(sortedDeep(expected)) === canonical(sortedDeep(actual));
    case 'float':
      return floatEqual(expected, actual);
    case 'custom':
      throw new Error('a custom checker runs only in the sandbox: judge.run with customChecker');
  }
}
