import type { Signature, ValueType } from './signature.ts';

/**
 * Checks JSON test data against the signature's value types (docs/judge.md), so that a generator or
 * an example that drifts from the signature is caught here, with a path, rather than as a
 * confusing runtime error inside the sandbox.
 */

const INT_MIN = -(2 ** 31);
const INT_MAX = 2 ** 31 - 1;

const isInt = (v: unknown): boolean =>
  typeof v === 'number' && Number.isInteger(v) && v >= INT_MIN && v <= INT_MAX;

function describe(v: unknown): string {
  const text = JSON.stringify(v);
  if (text === undefined) return String(v);
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
}

function scalarError(type: string, v: unknown): string | null {
  switch (type) {
    case 'int':
      return isInt(v) ? null : `expected int (32-bit), got ${describe(v)}`;
    case 'long':
      // JSON numbers: values beyond 2^53 are not used in tests (FORMAT.md).
      return Number.isSafeInteger(v) ? null : `expected long (safe integer), got ${describe(v)}`;
    case 'double':
      return typeof v === 'number' && Number.isFinite(v) ? null : `expected double, got ${describe(v)}`;
    case 'boolean':
      return typeof v === 'boolean' ? null : `expected boolean, got ${describe(v)}`;
    case 'string':
      return typeof v === 'string' ? null : `expected string, got ${describe(v)}`;
    case 'char':
      return typeof v === 'string' && [...v].length === 1 ? null : `expected char, got ${describe(v)}`;
    default:
      return `unknown type ${type}`;
  }
}

/** Element type of an array or list type, or null for scalars and node types. */
function elementType(type: string): string | null {
  if (type.endsWith('[]')) return type.slice(0, -2);
  const list = /^list<(.+)>$/.exec(type);
  return list?.[1] ?? null;
}

/** Returns the first mismatch as "path: message", or null when `v` has type `type`. */
export function valueError(type: ValueType | string, v: unknown, path = '$'): string | null {
  if (type === 'ListNode') {
    if (!Array.isArray(v)) return `${path}: expected ListNode as an array, got ${describe(v)}`;
    const bad = v.findIndex((x) => !isInt(x));
    return bad < 0 ? null : `${path}[${bad}]: expected int list value, got ${describe(v[bad])}`;
  }
  if (type === 'TreeNode') {
    if (!Array.isArray(v)) return `${path}: expected TreeNode as an array, got ${describe(v)}`;
    const bad = v.findIndex((x) => x !== null && !isInt(x));
    if (bad >= 0) return `${path}[${bad}]: expected int or null tree value, got ${describe(v[bad])}`;
    if (v.length > 0 && v[0] === null) return `${path}[0]: a tree's root cannot be null (use [])`;
    return null;
  }
  const element = elementType(type);
  if (element === null) {
    const error = scalarError(type, v);
    return error === null ? null : `${path}: ${error}`;
  }
  if (!Array.isArray(v)) return `${path}: expected ${type}, got ${describe(v)}`;
  for (let i = 0; i < v.length; i++) {
    const error = valueError(element, v[i], `${path}[${i}]`);
    if (error !== null) return error;
  }
  return null;
}

/** Checks a test's argument list against the signature's parameters (arity and types). */
export function argsError(signature: Signature, args: unknown): string | null {
  if (!Array.isArray(args)) return `expected a JSON array of arguments, got ${describe(args)}`;
  if (args.length !== signature.params.length) {
    return `expected ${signature.params.length} argument(s) (${signature.params.map((p) => p.name).join(', ')}), got ${args.length}`;
  }
  for (const [i, param] of signature.params.entries()) {
    const error = valueError(param.type, args[i], param.name);
    if (error !== null) return error;
  }
  return null;
}
