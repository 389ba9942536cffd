/**
 * Variants of the learner's code taken from a correct program (the problem's reference in the
 * same language), run as the one-token variants are (mutants.ts): a learner line replaced by the
 * reference line it aligns with, or a reference line the learner has nothing for inserted where it
 * would go, the reference's names mapped into the learner's (reference-align.ts). Alone, "this line
 * differs from the reference" names every stylistic difference (decision 022, Round 3); run, a
 * variant that makes every check pass names the line where the fix goes. This is Refactory's and
 * Clara's repair from a correct program, used as evidence for a line: the variant is never shown,
 * and neither is the reference.
 */
import type { Language } from '@codecoach/contracts';
import { inParens, readLines, topLevel } from './code-lines.ts';
import type { CauseKind } from './engine.ts';
import type { Mutant } from './mutants.ts';
import { functionHeader } from './recursive-calls.ts';
import { align, definedNames, lineTokens, loopBound, type RefLine, type Token } from './reference-align.ts';
import { DECLARATION, declaredTypes, incompatible, NOT_A_TYPE, TYPES, typesOf } from './reference-types.ts';

/** What an inserted step's variant changed (`Mutant.what`): it goes before its line, not on it. */
export const MISSING_STEP = 'a missing step';

/** The languages whose variants the server runs. */
const LANGUAGES: ReadonlySet<Language> = new Set(['python', 'javascript', 'java', 'cpp']);

const texts = (ts: readonly Token[]) => ts.map((t) => t.text);
const indentOf = (s: string) => s.length - s.trimStart().length;
const count = (s: string, ch: string) => s.split(ch).length - 1;
/** How a line opens or closes blocks: `{` less `}` and a closing `;`, Python's trailing `:`. */
const blocks = (s: string, language: Language) => {
  if (language === 'python') return /:\s*$/.test(s) ? 'opens' : '';
  // A header without braces (`for (...)` over the next line) is not a statement that ends in `;`.
  const code = s.replace(/\/\/.*$/, '');
  return `${count(code, '{') - count(code, '}')}${/;\s*$/.test(code) ? ';' : ''}`;
};

/** The smallest step of indentation a program uses (2 or 4 spaces, a tab). */
function indentUnit(src: string): number {
  const steps = src
    .split('\n')
    .map(indentOf)
    .filter((n) => n > 0);
  return steps.length > 0 ? Math.min(...steps) : 4;
}

const COMPARISONS = new Set(['<', '<=', '>', '>=', '==', '!=', '===', '!==']);
const ONE_STEP = [
  ['<', '<='],
  ['>', '>='],
];
/** An order's direction in a library's terms (a comparator). */
const ORDERS = new Set(['greater', 'less', 'reverseOrder', 'reverse', 'reversed']);

/**
 * The kind of cause a repairing line's change is, by the tokens it takes away and adds and where
 * the line stands: a sort added is an order assumed; comparisons alone, one step (`<` for `<=`)
 * or the other way round; a number one off or a `± 1`; a number's type alone; a condition
 * otherwise changed is a case it did not handle; a value set before any loop is a starting value,
 * inside one an update. A change none of these describe is `other` (the tests' other evidence
 * then names the kind: causes.ts).
 */
function kindOf(
  before: readonly string[],
  after: readonly string[],
  where: { inserted: boolean; inLoop: boolean },
): CauseKind {
  const sorts = (ts: readonly string[]) => ts.some((t) => /^(sort|sorted)$/.test(t));
  if (sorts(after) && !sorts(before)) return 'unsorted-assumption';
  const condition = /^(if|elif|while)$/.test(after[0] ?? '');
  if (where.inserted) return condition ? 'unhandled-case' : 'wrong-update';
  const removed = [...before];
  const added: string[] = [];
  for (const t of after) {
    const i = removed.indexOf(t);
    if (i >= 0) removed.splice(i, 1);
    else added.push(t);
  }
  const changed = [...removed, ...added];
  if (changed.length === 0) return 'other';
  if (changed.every((t) => COMPARISONS.has(t))) {
    const step = ONE_STEP.some(([a, b]) => changed.includes(a ?? '') && changed.includes(b ?? ''));
    return step && changed.length === 2 ? 'off-by-one' : 'wrong-comparison';
  }
  if (
    changed.some((t) => ORDERS.has(t)) ||
    (changed.length === 2 && changed.includes('min') && changed.includes('max'))
  )
    return 'wrong-comparison';
  if (changed.every((t) => TYPES.has(t) || /^\d+[lL]+$/.test(t))) return 'overflow';
  // What changed besides a type and grouping: `(int)s.size()` against `s.size()` is no change of value.
  const values = changed.filter((t) => !TYPES.has(t) && t !== '(' && t !== ')');
  const numbers = values.filter((t) => /^\d+$/.test(t)).map(Number);
  if (
    (values.length === 2 && numbers.length === 2 && Math.abs((numbers[0] ?? 0) - (numbers[1] ?? 0)) === 1) ||
    (values.length === 2 && values.includes('1') && (values.includes('+') || values.includes('-')))
  )
    return 'off-by-one';
  if (condition) return 'unhandled-case';
  const assigns = after.some((t) => /^([+\-*/%]?=|:=)$/.test(t));
  // A function given a name (`=>`, `function`, `lambda`, C++'s `[](`) is no value.
  const defines = /=>|\bfunction\b|\blambda\b|\[[^\]]*\] \(/.test(after.join(' '));
  if (assigns && !defines) return where.inLoop ? 'wrong-update' : 'wrong-initial-value';
  return 'other';
}

/**
 * The variants from `reference` (at most `limit`): replacements, likeliest (the most alike) first,
 * then insertions. None when the language's variants are not run, or the code is another approach
 * (under half its lines align to the reference's).
 */
export function referenceVariants(
  code: string,
  language: Language,
  reference: string | undefined,
  fn: string,
  limit: number,
): Mutant[] {
  if (!reference || !LANGUAGES.has(language) || reference.trim() === code.trim()) return [];
  const lines = readLines(code, language);
  const mine = functionHeader(lines, fn, language);
  const theirs = functionHeader(readLines(reference, language), fn, language);
  if (!mine || !theirs) return [];
  const a = align(code, reference, language, { learner: mine.params, reference: theirs.params });
  if (!a) return [];
  const raw = code.split('\n');
  const loops = new Map(lines.map((l) => [l.no, l.loopDepth]));
  // The learner's own indentation character (a tab-indented program stays tab-indented).
  const pad = raw.find((l) => /^\s/.test(l))?.[0] === '\t' ? '\t' : ' ';
  const unsure = language === 'java' || language === 'cpp';
  const scale = indentUnit(code) / indentUnit(reference);
  const out: Array<Mutant & { similarity: number }> = [];
  const seen = new Set<string>([code]);
  // Java and C++: a variant that names a class, or calls a member on a name, in a way the
  // learner's code never does (`q.push_back` where the learner's `q` is a std::queue) rarely
  // type-checks, and one that does not costs every unsure variant a second compile: only the
  // learner's own vocabulary there, or a member of a name the learner declares with the very type
  // the reference declares its partner with (`Set<Integer> found` for `Set<Integer> seen`: `.add`).
  const uses = (tokens: readonly Token[]) =>
    tokens.flatMap((t, i) =>
      /^[A-Z]/.test(t.text)
        ? [t.text]
        : t.kind === 'member' && tokens[i - 2]?.kind === 'name'
          ? [`${tokens[i - 2]?.text}.${t.text}`]
          : [],
    );
  const vocabulary = new Set(a.learner.flatMap((l) => uses(l.tokens)));
  const theirType = declaredTypes(a.reference);
  for (const [name, type] of declaredTypes(a.learner)) {
    const partner = [...a.names].find(([, l]) => l === name)?.[0];
    if (partner === undefined || theirType.get(partner) !== type) continue;
    for (const l of a.reference)
      for (const [i, t] of l.tokens.entries())
        if (t.kind === 'member' && l.tokens[i - 2]?.text === partner) vocabulary.add(`${name}.${t.text}`);
  }
  // Java and C++: a name of the learner's standing for a reference name of another declared type
  // (the learner's `string w` for the reference's index `int i`) makes the reference's lines with
  // it type-check only by chance.
  const learnerTypes = typesOf(a.learner);
  const referenceTypes = typesOf(a.reference);
  const clashing = new Set(
    [...a.names]
      .filter(([r, l]) => {
        const [x, y] = [referenceTypes.get(r), learnerTypes.get(l)];
        return x !== undefined && y !== undefined && incompatible(x, y);
      })
      .map(([, l]) => l),
  );
  // The number of parameters of a function the learner defines (a method's `self` not counted).
  const arities = new Map<string, number | undefined>();
  const arity = (name: string) => {
    if (!arities.has(name)) arities.set(name, functionHeader(lines, name, language)?.params.length);
    return arities.get(name);
  };
  // In every language: a name used before the learner's code defines it is not defined yet there.
  const definedAt = new Map<string, number>();
  for (const l of a.learner)
    for (const n of definedNames([l], language)) if (!definedAt.has(n)) definedAt.set(n, l.no);
  // (An inserted line goes before line `line`: a name that line defines is not defined yet either.)
  const fits = (text: string, line: number, inserted: boolean) => {
    const tokens = lineTokens(text);
    const own = definedNames([{ no: line, raw: text, tokens }], language);
    const later = (n: string) => (definedAt.get(n) ?? 0) > (inserted ? line - 1 : line);
    if (tokens.some((t) => !own.has(t.text) && later(t.text))) return false;
    // A call to one of the learner's own functions with another number of arguments (the
    // reference's helper takes the words too) does not compile, raises, or in JavaScript runs
    // with arguments the function does not take.
    for (const [i, t] of tokens.entries()) {
      const params = t.kind === 'name' && tokens[i + 1]?.text === '(' ? arity(t.text) : undefined;
      const args = params === undefined ? undefined : inParens(text, tokens[i + 1]?.start ?? 0);
      if (args !== undefined && (args.trim() === '' ? 0 : topLevel(args).length) !== params) return false;
    }
    if (!unsure) return true;
    // Java and C++: an inserted declaration of a name the learner already declares does not compile.
    const declared = DECLARATION.exec(text);
    if (inserted && declared?.[2] && !NOT_A_TYPE.has(declared[1] ?? '') && definedAt.has(declared[2]))
      return false;
    if (tokens.some((t) => clashing.has(t.text))) return false;
    return uses(tokens).every((u) => vocabulary.has(u));
  };
  const push = (m: Mutant, similarity: number, text: string, inserted = false) => {
    if (seen.has(m.code) || !fits(text, m.line, inserted)) return;
    seen.add(m.code);
    out.push({ ...m, targeted: true, ...(unsure ? { mayNotCompile: true } : {}), similarity });
  };

  // Replacements: a learner line by its reference line, when they differ but open the same blocks;
  // the aligned pairs, then the lines of a small gap between two of them (a substitution: the
  // alignment left them apart because they differ too much, `return seen` against a sorted list).
  const gaps: Array<{ learner: number; reference: number; similarity: number }> = [];
  const anchors = [
    { learner: -1, reference: -1 },
    ...a.pairs,
    { learner: a.learner.length, reference: a.reference.length },
  ];
  for (const [k, p] of anchors.entries()) {
    const next = anchors[k + 1];
    if (!next) break;
    const mineGap = next.learner - p.learner - 1;
    const theirGap = next.reference - p.reference - 1;
    if (mineGap < 1 || mineGap > 2 || theirGap < 1 || theirGap > 3) continue;
    for (let l = p.learner + 1; l < next.learner; l++)
      for (let r = p.reference + 1; r < next.reference; r++)
        gaps.push({ learner: l, reference: r, similarity: 0.25 });
  }
  for (const p of [...a.pairs, ...gaps]) {
    const mineLine = a.learner[p.learner];
    const text = a.renamed[p.reference];
    if (!mineLine || text === undefined || mineLine.no === mine.line.no) continue;
    const before = texts(mineLine.tokens);
    const after = texts(lineTokens(text));
    if (before.join(' ') === after.join(' ')) continue;
    if (blocks(mineLine.raw, language) !== blocks(text, language)) continue;
    // A name the learner's line defines and another line uses stays defined (`Trie* root = ...`
    // rewritten as the reference's `trie.assign(...)` leaves the learner's `root` undefined); a
    // loop's own variable only in the loop's block (a later loop's `i` is another).
    const keeps = definedNames([{ no: mineLine.no, raw: text, tokens: lineTokens(text) }], language);
    const lost = [...definedNames([mineLine], language)].filter((n) => !keeps.has(n));
    const local = loopBound(mineLine.tokens);
    const block = a.learner.filter((l) => l.no > mineLine.no);
    const end = block.findIndex((l) => indentOf(l.raw) <= indentOf(mineLine.raw));
    const inBlock = end < 0 ? block : block.slice(0, end);
    const usedBy = (n: string) =>
      (local.has(n) ? inBlock : a.learner).some((l) => l !== mineLine && l.tokens.some((t) => t.text === n));
    if (lost.some(usedBy)) continue;
    // Java and C++: a name declared with another type than the learner's (the reference's `int`
    // index for the learner's `Trie*`) does not fit the learner's other lines; a number widened does.
    const was = DECLARATION.exec(mineLine.raw);
    const now = DECLARATION.exec(text);
    if (unsure && was?.[1] && now?.[1] && was[2] === now[2] && incompatible(was[1], now[1])) continue;
    const changed = [...raw];
    changed[mineLine.no - 1] = mineLine.raw.slice(0, indentOf(mineLine.raw)) + text.trim();
    push(
      {
        line: mineLine.no,
        kind: kindOf(before, after, { inserted: false, inLoop: (loops.get(mineLine.no) ?? 0) > 0 }),
        what: 'this step',
        evidence:
          'rewritten the way a correct solution writes this step, this line makes the failing input and the examples pass (tried in the sandbox)',
        code: changed.join('\n'),
      },
      p.similarity,
      text,
    );
  }

  // Insertions: one reference statement (a line that opens or closes a block has its other half
  // elsewhere), placed at `at` (a line index of the learner's code) with `indent`.
  const statement = (text: string | undefined): text is string =>
    text !== undefined &&
    blocks(text, language) === (language === 'python' ? '' : '0;') &&
    !(language === 'python' ? /:\s*$/.test(text) : /[{}]/.test(text));
  const insert = (text: string, at: number, indent: number) => {
    const changed = [...raw];
    changed.splice(at, 0, pad.repeat(Math.max(0, indent)) + text.trim());
    push(
      {
        line: at + 1,
        kind: kindOf([], texts(lineTokens(text)), { inserted: true, inLoop: true }),
        what: MISSING_STEP,
        evidence:
          'adding a step that a correct solution takes here, just before this line, makes the failing input and the examples pass (tried in the sandbox)',
        code: changed.join('\n'),
      },
      0,
      text,
      true,
    );
  };
  // The learner's indentation for a reference line, from a pair of lines the two indent alike.
  const indentFor = (line: RefLine, like: string, ref: string) =>
    indentOf(like) + Math.round((indentOf(line.raw) - indentOf(ref)) * scale);
  for (const [k, p] of a.pairs.entries()) {
    const next = a.pairs[k + 1];
    if (!next || next.reference === p.reference + 1) continue;
    const prev = a.learner[p.learner];
    const after = a.learner[next.learner];
    const refPrev = a.reference[p.reference];
    const refNext = a.reference[next.reference];
    if (!prev || !after || !refPrev || !refNext) continue;
    const gap = a.reference.slice(p.reference + 1, next.reference);
    if (next.learner === p.learner + 1) {
      // Nothing of the learner's between: each statement goes in the block of the reference line
      // before it (right after the learner's partner of that line) when it is as deep as that
      // line or deeper (that line opens its block), otherwise right before the partner of the
      // line after it. One place: the other would often be outside the scope of the names it
      // uses (after a loop, its variable).
      for (const [i, line] of gap.entries()) {
        const text = a.renamed[p.reference + 1 + i];
        if (!statement(text)) continue;
        if (indentOf(line.raw) >= indentOf(refPrev.raw))
          insert(text, prev.no, indentFor(line, prev.raw, refPrev.raw));
        else insert(text, after.no - 1, indentFor(line, after.raw, refNext.raw));
      }
      continue;
    }
    // Lines of the learner's between too, written another way (four calls for the reference's
    // loop over four directions): of the reference's statements at the gap's outer depth, one
    // after a block there (its loop) goes after the learner's lines, past the braces that close
    // deeper blocks (the step after the loop: a cell restored); one before any block goes before
    // them. The lines inside the reference's blocks have no place in the learner's.
    const outer = Math.min(...gap.map((l) => indentOf(l.raw)));
    let afterBlock = false;
    for (const [i, line] of gap.entries()) {
      if (indentOf(line.raw) !== outer) continue;
      const text = a.renamed[p.reference + 1 + i];
      if (!statement(text)) {
        afterBlock ||= blocks(line.raw, language) !== (language === 'python' ? '' : '0;');
        continue;
      }
      const indent = indentFor(line, prev.raw, refPrev.raw);
      if (!afterBlock) {
        insert(text, prev.no, indent);
        continue;
      }
      let at = a.learner[next.learner - 1]?.no ?? prev.no;
      const skipped = (l: string) => l.trim() === '' || (/^\s*[})\];]+\s*$/.test(l) && indentOf(l) > indent);
      while (at < after.no - 1 && skipped(raw[at] ?? '')) at++;
      insert(text, at, indent);
    }
  }
  return out
    .sort((x, y) => y.similarity - x.similarity)
    .slice(0, limit)
    .map(({ similarity: _, ...m }) => m);
}
