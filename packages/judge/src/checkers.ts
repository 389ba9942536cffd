import type { CheckerKind } from '@codecoach/contracts';

export const FLOAT_TOLERANCE = 1e-5;

/**
 * Deepest nesting a returned value may have. No signature returns more than two levels
 * (`int[][]`; lists and trees travel flat), so 32 is generous; an answer nested deeper is the
 * learner's runtime error (results.ts), and everything below may then recurse safely.
 */
export const MAX_ANSWER_DEPTH = 32;

/**
 * The built-in checkers and the answer's reading, in ONE self-contained function: answer-pool.ts
 * runs its source (`answerKit.toString()`) in a worker thread, so that a large answer is parsed
 * and compared off the event loop that serves the API. Nothing inside may refer to anything
 * outside it.
 */
export function answerKit(tolerance: number, maxDepth: number) {
  /** Deepest nesting of `[` and `{` in JSON text, outside strings; one pass, no recursion. */
  function nesting(text: string): number {
    let depth = 0;
    let deepest = 0;
    let inString = false;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (inString) {
        if (c === 92)
          i++; // a backslash: skip the escaped character
        else if (c === 34) inString = false;
      } else if (c === 34) inString = true;
      else if (c === 91 || c === 123) {
        depth++;
        if (depth > deepest) deepest = depth;
      } else if (c === 93 || c === 125) depth--;
    }
    return deepest;
  }

  /** JSON text with object keys sorted, so equal values always give equal keys. */
  function canonical(value: unknown): string {
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

  function sameMultiset(a: unknown[], b: unknown[]): boolean {
    if (a.length !== b.length) return false;
    const counts = new Map<string, number>();
    for (const v of a) {
      const k = canonical(v);
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    for (const v of b) {
      const k = canonical(v);
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
      return diff <= tolerance || diff <= tolerance * Math.max(Math.abs(expected), Math.abs(actual));
    }
    if (Array.isArray(expected)) {
      if (!Array.isArray(actual) || expected.length !== actual.length) return false;
      return expected.every((e, i) => floatEqual(e, actual[i]));
    }
    return deepEqual(expected, actual);
  }

  function check(kind: CheckerKind, expected: unknown, actual: unknown): boolean {
    switch (kind) {
      case 'exact':
        return deepEqual(expected, actual);
      case 'unordered':
        if (Array.isArray(expected) && Array.isArray(actual)) return sameMultiset(expected, actual);
        return deepEqual(expected, actual);
      case 'unordered-deep':
        return canonical(sortedDeep(expected)) === canonical(sortedDeep(actual));
      case 'float':
        return floatEqual(expected, actual);
      case 'custom':
        throw new Error('a custom checker runs only in the sandbox: judge.run with customChecker');
    }
  }

  /**
   * An answer line's text read and compared: `deep` when nested past `maxDepth` (never parsed,
   * so nothing below recurses deeper), `unreadable` when it is not JSON, else the value and, when
   * there is an expected output and a built-in checker, whether it matches.
   */
  function read(
    text: string,
    kind: CheckerKind,
    expected: { value: unknown } | undefined,
  ): { kind: 'deep' } | { kind: 'unreadable' } | { kind: 'read'; actual: unknown; ok: boolean } {
    if (nesting(text) > maxDepth) return { kind: 'deep' };
    let actual: unknown;
    try {
      actual = JSON.parse(text);
    } catch {
      return { kind: 'unreadable' };
    }
    if (expected === undefined || kind === 'custom') return { kind: 'read', actual, ok: true };
    return { kind: 'read', actual, ok: check(kind, expected.value, actual) };
  }

  return { nesting, canonical, check, read };
}

const kit = answerKit(FLOAT_TOLERANCE, MAX_ANSWER_DEPTH);

/** JSON text with object keys sorted, so equal values always give equal keys. */
export const canonical: (value: unknown) => string = kit.canonical;

/**
 * Compares an actual output with the expected one, on the host, for the built-in checkers. A
 * `custom` checker is the problem's code and runs only in the sandbox (checker-box.ts, through
 * `judge.run` with `customChecker`): here it is refused (throws). Values nested deeper than
 * MAX_ANSWER_DEPTH must not reach it (results.ts refuses such answers before they are parsed).
 */
export const check: (kind: CheckerKind, expected: unknown, actual: unknown) => boolean = kit.check;

/** Reads an answer line's text (see answerKit's `read`), here on the calling thread. */
export const readAnswer = kit.read;
export const nesting = kit.nesting;
