/**
 * What Java and C++ code declares, read line by line: the type of each name, which types cannot
 * stand for each other. The reference's steps (reference-variants.ts) that would not type-check
 * in the learner's code are dropped by these before they cost the others a compile.
 */
import type { RefLine } from './reference-align.ts';

/** Words that only name a number's type (a change of them alone is a type too narrow). */
export const TYPES = new Set([
  'int',
  'long',
  'Integer',
  'Long',
  'int64_t',
  'size_t',
  'unsigned',
  'BigInt',
  'double',
]);

/** A Java or C++ declaration's type and name (`int word = -1;`, `Trie* node;`, `vector<int> seen(n);`). */
export const DECLARATION =
  /^\s*(?:final\s+|const\s+|static\s+)*([A-Za-z_][\w:.]*)(?:<[^=;()]*>)?(?:\[\])*[\s*&]+([A-Za-z_]\w*)\s*(?:=|;|\[|\{|\()/;

/** Value types: one of them against another type is no drop-in (a number widened is). */
const VALUES = new Set([
  'string',
  'String',
  'char',
  'Character',
  'bool',
  'boolean',
  'float',
  'short',
  'byte',
]);

/**
 * Java and C++ types that one cannot stand for the other: a value type against any other, but a
 * number against a wider one (`int` for `long`); two classes may share what the lines call
 * (`Queue` and `ArrayDeque`: `size`, `poll`).
 */
export function incompatible(x: string, y: string): boolean {
  if (x === y || (TYPES.has(x) && TYPES.has(y))) return false;
  return TYPES.has(x) || TYPES.has(y) || VALUES.has(x) || VALUES.has(y);
}

/** A Java or C++ loop's declared variable (`for (const string& w : words)`, `for (int i = 0; ...`). */
const LOOP_DECLARATION =
  /\bfor\s*\(\s*(?:final\s+|const\s+)*(?:(?:unsigned|signed|long|short)\s+)*([A-Za-z_][\w:.]*)(?:<[^=;()]*>)?(?:\[\])*[\s*&]+([A-Za-z_]\w*)\s*(?::|=)/;

/** The type (its first word) each name of a Java or C++ program is first declared with. */
export function typesOf(lines: readonly RefLine[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const l of lines) {
    const d = LOOP_DECLARATION.exec(l.raw) ?? DECLARATION.exec(l.raw);
    if (d?.[1] && d[2] && !NOT_A_TYPE.has(d[1]) && !/^(auto|var)$/.test(d[1]) && !out.has(d[2]))
      out.set(d[2], d[1]);
  }
  return out;
}

/** Words that start a statement with a name after them but declare nothing (`return x;`). */
export const NOT_A_TYPE = new Set(['return', 'delete', 'throw', 'else', 'case', 'goto', 'new', 'yield']);

/**
 * The type each name is declared with, as written before it on its declaring line (`Set<Integer>`,
 * `unordered_set<int>`); none for `auto` and `var`, whose type the line does not say.
 */
export function declaredTypes(lines: readonly RefLine[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const { tokens } of lines) {
    const at = tokens.findIndex(
      (t, i) => i > 0 && t.kind === 'name' && /^(=|;|\(|\{)$/.test(tokens[i + 1]?.text ?? ';'),
    );
    const name = tokens[at];
    const type = tokens.slice(0, at).map((t) => t.text);
    if (
      !name ||
      out.has(name.text) ||
      type.length === 0 ||
      type.some((t) => /^(auto|var|let|const|return|for|if|while)$/.test(t))
    )
      continue;
    out.set(name.text, type.join(''));
  }
  return out;
}
