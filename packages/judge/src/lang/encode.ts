import type { Signature } from '@codecoach/contracts';
import { parseType, type TypeNode } from './valuetype.ts';

/** A test whose data does not fit its signature: the problem's fault, never the learner's. */
export class BadTestError extends Error {}

/** Where a value sits, built only when there is an error to report (tests can be large). */
type Where = () => string;

function fail(where: Where, want: string, v: unknown): never {
  throw new BadTestError(`test input ${where()}: expected ${want}, got ${JSON.stringify(v)?.slice(0, 80)}`);
}

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;

function scalarToken(name: string, v: unknown, where: Where): string {
  switch (name) {
    case 'int':
      if (typeof v !== 'number' || !Number.isInteger(v) || v < INT_MIN || v > INT_MAX)
        fail(where, 'a 32-bit integer', v);
      return String(v);
    case 'long':
      if (typeof v !== 'number' || !Number.isInteger(v)) fail(where, 'an integer', v);
      return Number.isSafeInteger(v) ? String(v) : BigInt(v).toString();
    case 'double':
      if (typeof v !== 'number' || !Number.isFinite(v)) fail(where, 'a number', v);
      return String(v);
    case 'boolean':
      if (typeof v !== 'boolean') fail(where, 'a boolean', v);
      return v ? '1' : '0';
    case 'char': {
      if (typeof v !== 'string' || v.length === 0 || [...v].length !== 1)
        fail(where, 'a one-character string', v);
      return String(v.codePointAt(0));
    }
    default:
      if (typeof v !== 'string') fail(where, 'a string', v);
      return `${Buffer.byteLength(v, 'utf8')} ${v}`;
  }
}

/**
 * Token form of one value for the compiled harnesses (C, C++, Java, C#), which then need no
 * JSON parser: numbers in decimal, booleans 1/0, chars as their code point, strings as
 * `<utf-8 byte length> <bytes>`, arrays and lists as `<length> <elements>`, trees in
 * LeetCode's level order with `n` for null.
 */
function encodeValue(t: TypeNode, v: unknown, out: string[] | null, where: Where): void {
  switch (t.kind) {
    case 'scalar': {
      const tok = scalarToken(t.name, v, where);
      out?.push(tok);
      return;
    }
    case 'array': {
      if (!Array.isArray(v)) fail(where, 'an array', v);
      out?.push(String(v.length));
      const el = t.elem;
      if (el.kind === 'scalar' && (el.name === 'int' || el.name === 'double')) {
        // Hot path (arrays of 10^5 numbers): check, then let join() write the decimals.
        const int = el.name === 'int';
        for (let i = 0; i < v.length; i++) {
          const x = v[i];
          const ok =
            typeof x === 'number' &&
            (int ? Number.isInteger(x) && x >= INT_MIN && x <= INT_MAX : Number.isFinite(x));
          if (!ok) fail(() => `${where()}[${i}]`, int ? 'a 32-bit integer' : 'a number', x);
        }
        if (v.length) out?.push(v.join('\n'));
      } else if (el.kind === 'scalar') {
        for (let i = 0; i < v.length; i++) {
          const tok = scalarToken(el.name, v[i], () => `${where()}[${i}]`);
          out?.push(tok);
        }
      } else {
        for (let i = 0; i < v.length; i++) encodeValue(el, v[i], out, () => `${where()}[${i}]`);
      }
      return;
    }
    case 'ListNode':
      if (!Array.isArray(v)) fail(where, 'a list in array form', v);
      out?.push(String(v.length));
      for (let i = 0; i < v.length; i++) {
        const tok = scalarToken('int', v[i], () => `${where()}[${i}]`);
        out?.push(tok);
      }
      return;
    case 'TreeNode':
      if (!Array.isArray(v)) fail(where, 'a tree in level-order form', v);
      if (v.length > 0 && v[0] === null) fail(where, 'a root value (a null root is [])', v);
      out?.push(String(v.length));
      for (let i = 0; i < v.length; i++) {
        const tok = v[i] === null ? 'n' : scalarToken('int', v[i], () => `${where()}[${i}]`);
        out?.push(tok);
      }
      return;
  }
}

function forEachArg(
  sig: Signature,
  inputs: unknown[][],
  fn: (t: TypeNode, v: unknown, where: Where) => void,
): void {
  const types = sig.params.map((p) => parseType(p.type));
  inputs.forEach((input, ti) => {
    if (!Array.isArray(input) || input.length !== types.length) {
      throw new BadTestError(`test ${ti}: expected ${types.length} arguments`);
    }
    types.forEach((t, pi) => {
      fn(t, input[pi], () => `#${ti} ${sig.params[pi]?.name}`);
    });
  });
}

/**
 * A judged run's tests for the launcher (launcher/serve.c, command J): each test as
 * `<byte length>\n<input>`, the input in the language's form (a JSON array of the arguments on
 * one line for JavaScript and Python; tokens, one per line, for the compiled languages) ending
 * with a newline. `offsets[i]` is where test i starts, so a restart from test i sends the rest.
 */
export interface EncodedTests {
  blob: Buffer;
  offsets: number[];
}

const blobs = new WeakMap<object, Map<string, EncodedTests>>();

export function encodeTests(
  sig: Signature,
  format: 'json' | 'tokens',
  inputs: unknown[][],
  key?: object,
): EncodedTests {
  const id = `${format}\0${JSON.stringify(sig)}`;
  const known = key ? blobs.get(key)?.get(id) : undefined;
  if (known) return known;
  const pieces: string[] = [];
  if (format === 'json') {
    // Same rules as the token form, so every language rejects the same bad data.
    forEachArg(sig, inputs, (t, v, where) => encodeValue(t, v, null, where));
    for (const input of inputs) pieces.push(`${JSON.stringify(input)}\n`);
  } else {
    let out: string[] = [];
    let current = -1;
    const flush = () => {
      if (current >= 0) pieces.push(`${out.join('\n')}\n`);
      out = [];
    };
    const types = sig.params.length;
    let seen = 0;
    forEachArg(sig, inputs, (t, v, where) => {
      if (seen % types === 0) {
        flush();
        current++;
      }
      seen++;
      encodeValue(t, v, out, where);
    });
    if (types > 0) flush();
    else for (let i = 0; i < inputs.length; i++) pieces.push('\n');
  }
  const offsets: number[] = [];
  let at = 0;
  const framed = pieces.map((p) => {
    const len = Buffer.byteLength(p, 'utf8');
    const head = `${len}\n`;
    offsets.push(at);
    at += head.length + len;
    return head + p;
  });
  const encoded = { blob: Buffer.from(framed.join(''), 'utf8'), offsets };
  if (key) {
    let m = blobs.get(key);
    if (!m) {
      m = new Map();
      blobs.set(key, m);
    }
    m.set(id, encoded);
  }
  return encoded;
}

/** The tests from `from` on, as the launcher takes them. */
export function testsFrom(t: EncodedTests, from: number): { blob: Buffer; count: number } {
  const at = t.offsets[from];
  if (at === undefined) return { blob: Buffer.alloc(0), count: 0 };
  return { blob: t.blob.subarray(at), count: t.offsets.length - from };
}
