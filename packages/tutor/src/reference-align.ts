/**
 * The learner's code aligned line by line to a correct program in the same language (the
 * problem's reference), with the reference's names mapped into the learner's: what
 * reference-variants.ts turns into experiments. The method is the alignment of Clara and
 * Refactory (Gulwani et al., "Automated clustering and program repair for introductory
 * programming assignments", PLDI 2018; Hu et al., "Re-factoring based program repair applied to
 * programming assignments", ASE 2019), over lines rather than trees:
 *
 * 1. Both programs' lines as tokens, comments and string contents blanked (code-lines.ts), names
 *    only one program uses standing for "a name"; lines aligned by Needleman-Wunsch with free gaps,
 *    a pair scoring the Dice similarity of its tokens' longest common subsequence (at least 0.5).
 * 2. The reference's names mapped to the learner's by votes: the i-th parameter is the i-th
 *    parameter, and a name matched to a name in an aligned pair's token alignment votes for it;
 *    each name takes its most-voted partner, one to one.
 * 3. The reference renamed and aligned again on its concrete tokens.
 */
import type { Language } from '@codecoach/contracts';
import { blankNonCode } from './code-lines.ts';

export interface Token {
  text: string;
  kind: 'name' | 'member' | 'number' | 'string' | 'op';
  start: number;
  end: number;
}

export interface RefLine {
  /** 1-based line number in its program. */
  no: number;
  raw: string;
  tokens: Token[];
}

/** Words that are never a program's own names (control flow, types, literals). */
const KEYWORDS = new Set(
  `if elif else for while do return break continue function var let const class def in not and or
  is new this self public private protected static final int long double float boolean bool char
  void true false null None True False nullptr auto lambda try catch except finally throw raise
  struct switch case default pass unsigned short size_t of typeof instanceof delete`.split(/\s+/),
);

const TOKEN =
  /[A-Za-z_$][\w$]*|\d+(?:\.\d+)?[lLfFuU]*|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|===|!==|=>|\*\*|\/\/|==|!=|<=|>=|\+\+|--|&&|\|\||->|::|<<|\+=|-=|\*=|\/=|%=|[^\s\w]/g;

/** A line's tokens, read off its blanked text (positions are the raw line's). */
export function lineTokens(blanked: string): Token[] {
  const out: Token[] = [];
  for (const m of blanked.matchAll(TOKEN)) {
    const text = m[0];
    const start = m.index ?? 0;
    const prev = out[out.length - 1];
    const kind: Token['kind'] = /^[A-Za-z_$]/.test(text)
      ? prev && (prev.text === '.' || prev.text === '->')
        ? 'member'
        : 'name'
      : /^\d/.test(text)
        ? 'number'
        : text.startsWith('"') || text.startsWith("'")
          ? 'string'
          : 'op';
    out.push({ text, kind, start, end: start + text.length });
  }
  return out;
}

/** A program's lines that hold code (not blank, not a lone brace), as tokens. */
export function programLines(src: string, language: Language): RefLine[] {
  const raw = src.split('\n');
  return blankNonCode(src, language)
    .split('\n')
    .map((b, i) => ({ no: i + 1, raw: raw[i] ?? '', tokens: lineTokens(b) }))
    .filter((l) => l.tokens.length > 0 && !l.tokens.every((t) => t.text === '{' || t.text === '}'));
}

/** A program's own names (not keywords, not members). */
const isName = (t: Token) => t.kind === 'name' && !KEYWORDS.has(t.text);

/** A table of numbers, n + 1 rows by m + 1 columns, zero outside. */
function table(n: number, m: number) {
  const cells = new Float64Array((n + 1) * (m + 1));
  return {
    get: (i: number, j: number) => cells[i * (m + 1) + j] ?? 0,
    set: (i: number, j: number, v: number) => {
      cells[i * (m + 1) + j] = v;
    },
  };
}

/** The index pairs of a longest common subsequence of `a` and `b` under `eq`. */
function lcs<T>(a: readonly T[], b: readonly T[], eq: (x: T, y: T) => boolean): Array<[number, number]> {
  const dp = table(a.length, b.length);
  const same = (i: number, j: number) => {
    const x = a[i];
    const y = b[j];
    return x !== undefined && y !== undefined && eq(x, y);
  };
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      dp.set(i, j, same(i, j) ? dp.get(i + 1, j + 1) + 1 : Math.max(dp.get(i + 1, j), dp.get(i, j + 1)));
  const pairs: Array<[number, number]> = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (same(i, j)) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (dp.get(i + 1, j) >= dp.get(i, j + 1)) i++;
    else j++;
  }
  return pairs;
}

/** Words that open a statement of their own kind: a line aligns only with a line of its kind. */
const STATEMENTS = new Set([
  'if',
  'elif',
  'else',
  'for',
  'while',
  'do',
  'return',
  'def',
  'function',
  'class',
  'switch',
  'case',
  'break',
  'continue',
  'try',
  'catch',
  'except',
  'throw',
  'raise',
]);

/** What kind of statement a line's tokens are: its opening word, or a plain one (an assignment, a call). */
const kindOfStatement = (tokens: readonly string[]) => {
  const open = tokens.find((t) => t !== '}');
  return open && STATEMENTS.has(open) ? open : '';
};

/** Dice similarity of two token sequences' longest common subsequence. */
export function dice(a: readonly string[], b: readonly string[]): number {
  if (a.length + b.length === 0) return 1;
  return (2 * lcs(a, b, (x, y) => x === y).length) / (a.length + b.length);
}

/** Lines of `a` and `b` aligned (Needleman-Wunsch, free gaps), each pair at least `min` similar. */
export function alignLines(
  a: readonly string[][],
  b: readonly string[][],
  min = 0.5,
): Array<{ a: number; b: number; similarity: number }> {
  const n = a.length;
  const m = b.length;
  const sim = table(n, m);
  a.forEach((x, i) => {
    b.forEach((y, j) => {
      sim.set(i, j, kindOfStatement(x) === kindOfStatement(y) ? dice(x, y) : 0);
    });
  });
  const dp = table(n, m);
  const diagonal = (i: number, j: number) =>
    sim.get(i, j) >= min ? dp.get(i + 1, j + 1) + sim.get(i, j) : Number.NEGATIVE_INFINITY;
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      dp.set(i, j, Math.max(diagonal(i, j), dp.get(i + 1, j), dp.get(i, j + 1)));
  const out: Array<{ a: number; b: number; similarity: number }> = [];
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (dp.get(i, j) === diagonal(i, j)) {
      out.push({ a: i, b: j, similarity: sim.get(i, j) });
      i++;
      j++;
    } else if (dp.get(i + 1, j) >= dp.get(i, j + 1)) i++;
    else j++;
  }
  return out;
}

/** Code lines, and tokens on one line, past which a program is not aligned (`align`). */
export const MAX_LINES = 300;
export const MAX_LINE_TOKENS = 200;

export interface Alignment {
  learner: RefLine[];
  reference: RefLine[];
  /** The reference's names in the learner's (a name with no partner is absent). */
  names: Map<string, string>;
  /** The reference's lines with its names mapped: index i is `reference[i]`'s text, or undefined where a name has no partner. */
  renamed: Array<string | undefined>;
  pairs: Array<{ learner: number; reference: number; similarity: number }>;
}

const shape = (tokens: readonly Token[], shared: ReadonlySet<string>) =>
  tokens.map((t) =>
    t.kind === 'member'
      ? `.${t.text}`
      : t.kind === 'string'
        ? '"'
        : isName(t) && !shared.has(t.text)
          ? '#'
          : t.text,
  );

/**
 * The learner's code aligned to the reference, or undefined when under half the learner's lines
 * align (another approach: its lines say nothing about where the learner's fix goes).
 */
export function align(
  code: string,
  reference: string,
  language: Language,
  params: { learner: readonly string[]; reference: readonly string[] },
): Alignment | undefined {
  const learner = programLines(code, language);
  const ref = programLines(reference, language);
  if (learner.length === 0 || ref.length === 0) return undefined;
  // The alignment costs lines x lines x tokens x tokens, on the server's thread: code far longer
  // than any problem's solution (or one enormous line) is not aligned at all.
  const tooBig = (ls: RefLine[]) =>
    ls.length > MAX_LINES || ls.some((l) => l.tokens.length > MAX_LINE_TOKENS);
  if (tooBig(learner) || tooBig(ref)) return undefined;
  const namesOf = (ls: RefLine[]) => new Set(ls.flatMap((l) => l.tokens.filter(isName).map((t) => t.text)));
  const learnerNames = namesOf(learner);
  const refNames = namesOf(ref);
  const shared = new Set([...learnerNames].filter((n) => refNames.has(n)));
  const first = alignLines(
    learner.map((l) => shape(l.tokens, shared)),
    ref.map((l) => shape(l.tokens, shared)),
  );
  // Votes: a parameter for its partner in the same place, then names matched within aligned pairs.
  const votes = new Map<string, Map<string, number>>();
  const vote = (r: string, l: string, w: number) => {
    const row = votes.get(r) ?? new Map<string, number>();
    row.set(l, (row.get(l) ?? 0) + w);
    votes.set(r, row);
  };
  params.reference.forEach((r, i) => {
    const l = params.learner[i];
    if (l) vote(r, l, 100);
  });
  // A name stands for any name, but a called one (`len(`) only for a called one, and a capitalised
  // one (a class or a type: `Arrays`, `Math`) only for a capitalised one.
  const anyName = (ts: readonly Token[], i: number) => {
    const t = ts[i];
    if (!t) return '';
    if (isName(t)) return `${/^[A-Z]/.test(t.text) ? 'T' : '#'}${ts[i + 1]?.text === '(' ? '(' : ''}`;
    return t.kind === 'member' ? `.${t.text}` : t.text;
  };
  for (const p of first) {
    const lt = learner[p.a]?.tokens ?? [];
    const rt = ref[p.b]?.tokens ?? [];
    const li = lt.map((_, i) => i);
    const ri = rt.map((_, j) => j);
    for (const [x, y] of lcs(li, ri, (i, j) => anyName(lt, i) === anyName(rt, j))) {
      const l = lt[x];
      const r = rt[y];
      // A class or a type (`ArrayDeque`, `Math`) is a library's or the problem's: never renamed.
      if (l && r && isName(l) && isName(r) && !/^[A-Z]/.test(r.text)) vote(r.text, l.text, 1);
    }
  }
  const names = new Map<string, string>();
  const taken = new Set<string>();
  const ranked = [...votes].flatMap(([r, row]) => [...row].map(([l, n]) => ({ r, l, n })));
  ranked.sort((x, y) => y.n - x.n || x.r.localeCompare(y.r));
  for (const { r, l } of ranked) {
    if (names.has(r) || taken.has(l)) continue;
    names.set(r, l);
    taken.add(l);
  }
  // A name both use that nothing else claimed (a library function, a shared `i`) is itself.
  for (const n of shared)
    if (!names.has(n) && !taken.has(n)) {
      names.set(n, n);
      taken.add(n);
    }
  const own = definedNames(ref, language);
  const renamed = ref.map((l) => rename(l, names, learnerNames, own));
  const concrete = (ts: readonly Token[]) => ts.map((t) => (t.kind === 'string' ? '"' : t.text));
  const renamedTokens = renamed.map((r, i) =>
    r === undefined ? shape(ref[i]?.tokens ?? [], shared) : concrete(lineTokens(r)),
  );
  const pairs = alignLines(
    learner.map((l) => concrete(l.tokens)),
    renamedTokens,
  ).map((p) => ({ learner: p.a, reference: p.b, similarity: p.similarity }));
  if (pairs.length * 2 < learner.length) return undefined;
  return { learner, reference: ref, names, renamed, pairs };
}

/**
 * A reference line with its names mapped into the learner's, or undefined when one of them has no
 * partner: a name the reference defines (a variable the learner never made), or one the learner
 * uses for something else. A name it only uses (a library's: `sorted`, `Math`) is kept.
 */
function rename(
  line: RefLine,
  names: ReadonlyMap<string, string>,
  learnerNames: ReadonlySet<string>,
  own: ReadonlySet<string>,
) {
  let out = '';
  let at = 0;
  // A name the line binds for itself (a comprehension's, a `for` header's) is its own.
  const local = loopBound(line.tokens);
  for (const t of line.tokens) {
    if (!isName(t)) continue;
    const kept = local.has(t.text) || !(learnerNames.has(t.text) || own.has(t.text));
    const to = names.get(t.text) ?? (kept ? t.text : undefined);
    if (to === undefined) return undefined;
    out += line.raw.slice(at, t.start) + to;
    at = t.end;
  }
  // Up to the line's last token: a comment after it is no code (its words would count as tokens
  // when the line is read again, and take a pair from the line it is).
  return out + line.raw.slice(at, Math.max(at, line.tokens.at(-1)?.end ?? at));
}

const DECLARES = new Set(['>', ']', '*', '&']);
const ASSIGNS = /^(=|\+=|-=|\*=|\/=|%=|:=)$/;
/** Words that declare what follows them (`int x`, `let x`). */
const TYPE_WORDS = new Set([
  'int',
  'long',
  'double',
  'float',
  'boolean',
  'bool',
  'char',
  'auto',
  'unsigned',
  'short',
  'size_t',
  'let',
  'const',
  'var',
]);
const AFTER_DECLARED = new Set(['=', ';', ',', ')', ':', '[', '{', '(']);

/**
 * The names a program defines: assigned (`x =`, `x +=`, Python's `a, b =`), declared after a type
 * or `let` (`int x`, `vector<int> x`, `const x`), bound by a loop (`for x in`, `for (int x :`), or a
 * function and its parameters. Any other name it uses is a library's.
 */
export function definedNames(lines: readonly RefLine[], language: Language): Set<string> {
  const python = language === 'python';
  const out = new Set<string>();
  for (const { tokens } of lines) {
    const firstEq = tokens.findIndex((t) => ASSIGNS.test(t.text));
    const arrow = tokens.findIndex((x) => x.text === '=>');
    const header = tokens[0]?.text === 'def' || tokens[0]?.text === 'function';
    tokens.forEach((t, i) => {
      if (!isName(t)) return;
      const prev = tokens[i - 1];
      const next = tokens[i + 1];
      // Python's targets are everything before its `=` (`a, b = ...`); elsewhere the name just before one.
      const assigned = python
        ? firstEq > i && tokens.slice(0, firstEq).every((x) => isName(x) || /^[(),]$/.test(x.text))
        : next !== undefined && ASSIGNS.test(next.text);
      const declared =
        !python &&
        prev !== undefined &&
        (isName(prev) || TYPE_WORDS.has(prev.text) || DECLARES.has(prev.text)) &&
        (next === undefined || AFTER_DECLARED.has(next.text));
      const bound =
        python &&
        tokens[0]?.text === 'for' &&
        tokens.slice(1, i).every((x) => isName(x) || x.text === ',' || x.text === '(');
      const comprehension = python && prev?.text === 'for';
      // A function's header: its name and parameters (`def dfs(node, depth):`, `(a, b) =>`).
      const parameter =
        (header || i < arrow) &&
        /^(def|function|\(|,)$/.test(prev?.text ?? '(') &&
        /^(\(|,|\)|:|=)$/.test(next?.text ?? ')');
      if (assigned || declared || bound || comprehension || parameter) out.add(t.text);
    });
  }
  return out;
}

/** The names a line's own `for` binds (`for i in`, `for (int i = 0;`, `for (const x of`). */
export function loopBound(tokens: readonly Token[]): Set<string> {
  const out = new Set<string>();
  let binding = false;
  for (const t of tokens) {
    if (t.text === 'for') binding = true;
    else if (binding && /^(in|of|:|=|;)$/.test(t.text)) binding = false;
    else if (binding && isName(t)) out.add(t.text);
  }
  return out;
}
