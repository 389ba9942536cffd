/**
 * A guard for the empty input, as a variant to run (PAR's null checker, Kim et al., "Automatic
 * patch generation learned from human-written patches", ICSE 2013, made an experiment rather
 * than a patch to show): when the failing input holds an empty list, string, linked list or tree,
 * the code is tried with `if (<that parameter> is empty) return <the expected answer>;` right
 * before the first statement that touches the parameter. If that variant passes every check, the
 * failing input among them, the code handles everything but the empty case, and the fix goes
 * there. The answer names the line, never the guard (its literal is the reference's answer).
 */
import type { Language, Signature, ValueType } from '@codecoach/contracts';
import { readLines } from './code-lines.ts';
import type { Mutant } from './mutants.ts';
import { functionHeader } from './recursive-calls.ts';

const isNode = (t: ValueType) => t === 'ListNode' || t === 'TreeNode';
const isArray = (t: ValueType) => t.endsWith('[]') || t.startsWith('list<');

/** Whether `v`, a JSON argument of type `t`, is empty: no elements, characters or nodes. */
function empty(t: ValueType, v: unknown): boolean {
  if (v === null) return isNode(t) || isArray(t) || t === 'string';
  if (typeof v === 'string') return t === 'string' && v.length === 0;
  return Array.isArray(v) && v.length === 0 && (isArray(t) || isNode(t));
}

/** The test that `p` (of type `t`) is empty, in `language`, or undefined where not written here. */
function emptyTest(language: Language, t: ValueType, p: string): string | undefined {
  switch (language) {
    case 'python':
      return `not ${p}`;
    case 'javascript':
    case 'typescript':
      return isNode(t) ? `${p} === null` : `${p}.length === 0`;
    case 'java':
      return isNode(t) ? `${p} == null` : t.endsWith('[]') ? `${p}.length == 0` : `${p}.isEmpty()`;
    case 'cpp':
      return isNode(t) ? `${p} == nullptr` : `${p}.empty()`;
    default:
      return undefined;
  }
}

/** `v` (of type `t`) as a literal of `language` that a `return` can give, or undefined. */
function literal(language: Language, t: ValueType, v: unknown): string | undefined {
  const emptyValue = v === null || (Array.isArray(v) && v.length === 0);
  if (isNode(t)) {
    if (!emptyValue) return undefined;
    return { python: 'None', javascript: 'null', typescript: 'null', java: 'null', cpp: 'nullptr' }[
      language as 'python'
    ];
  }
  if (t === 'char') return undefined;
  if (v === null) return undefined;
  const inner = (x: ValueType) => (x.endsWith('[]') ? x.slice(0, -2) : x.slice(5, -1)) as ValueType;
  switch (language) {
    case 'javascript':
    case 'typescript':
      return JSON.stringify(v);
    case 'python': {
      // Element by element: a string holding "true" keeps it.
      const py = (x: unknown): string =>
        Array.isArray(x)
          ? `[${x.map(py).join(', ')}]`
          : x === true
            ? 'True'
            : x === false
              ? 'False'
              : x === null
                ? 'None'
                : JSON.stringify(x);
      return py(v);
    }
    case 'cpp': {
      const cpp = (x: unknown): string =>
        Array.isArray(x) ? `{${x.map(cpp).join(', ')}}` : JSON.stringify(x);
      return cpp(v);
    }
    case 'java': {
      if (!Array.isArray(v)) return t === 'long' ? `${JSON.stringify(v)}L` : JSON.stringify(v);
      if (t.startsWith('list<')) return v.length === 0 ? 'new ArrayList<>()' : undefined;
      const java = (x: unknown, type: ValueType): string | undefined => {
        if (!Array.isArray(x)) return literal('java', type, x);
        if (!type.endsWith('[]')) return undefined;
        const parts = x.map((e) => java(e, inner(type)));
        return parts.some((p) => p === undefined) ? undefined : `new ${type}{${parts.join(', ')}}`;
      };
      return java(v, t);
    }
    default:
      return undefined;
  }
}

/**
 * The guard variants for a failing input (none when it holds nothing empty, or the language or
 * the answer's type has no literal here): one per empty parameter, before the first line of the
 * function's body that names it.
 */
export function guardMutants(
  code: string,
  language: Language,
  signature: Signature,
  failing: { input: readonly unknown[]; expected: unknown },
): Mutant[] {
  const lines = readLines(code, language);
  const header = functionHeader(lines, signature.function, language);
  if (!header) return [];
  const answer = literal(language, signature.returns, failing.expected);
  if (answer === undefined) return [];
  const raw = code.split('\n');
  const indentOf = (s: string) => s.length - s.trimStart().length;
  const body = lines.filter(
    (l) => l.no > header.line.no && l.code.trim() !== '' && !/^[{}]+$/.test(l.code.trim()),
  );
  const top = body[0] ? indentOf(body[0].code) : 0;
  const out: Mutant[] = [];
  signature.params.forEach((param, i) => {
    const name = header.params[i];
    if (!name || !empty(param.type, failing.input[i])) return;
    const test = emptyTest(language, param.type, name);
    const use = new RegExp(`(?<![\\w.$])${name.replace(/\$/g, '\\$')}\\b`);
    // The first statement at the body's own level that names the parameter (a nested function's
    // use is inside another function: no guard there).
    const at = body.find((l) => use.test(l.code));
    if (!test || !at || indentOf(at.code) !== top) return;
    const original = raw[at.no - 1] ?? '';
    const pad = original.slice(0, indentOf(original));
    const guard =
      language === 'python'
        ? `${pad}if ${test}: return ${answer}\n`
        : `${pad}if (${test}) return ${answer};\n`;
    const changed = [...raw];
    changed[at.no - 1] = guard + original;
    out.push({
      line: at.no,
      kind: 'empty-input',
      what: 'a check for an empty input before it',
      code: changed.join('\n'),
      targeted: true,
      // Java and C++: a learner's own parameter type may not have the test written here (a
      // pointer where a vector was expected): run apart, so a compile error costs the others nothing.
      ...(language === 'java' || language === 'cpp' ? { mayNotCompile: true } : {}),
    });
  });
  return out;
}
