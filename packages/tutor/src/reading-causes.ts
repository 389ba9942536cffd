/**
 * Causes named from reading the code once the failing input points at them: each is a guess until
 * other evidence points at its line (`corroborated` in causes.ts).
 */
import type { CauseContext } from './causes.ts';
import { type CodeLine, firstLine } from './code-lines.ts';
import type { Cause } from './engine.ts';
import { duplicated, numbers, sizeOf, strings } from './failure-values.ts';

/**
 * Mistakes the code's text shows once the failing input points at them: a running minimum that
 * starts at 0, a maximum that starts at 0 when the answer is negative, a base value on the
 * smallest input, a loop that stops before the last slot of a table, a search bound that does
 * not move, the input's own values changed in place.
 */
export function readingCauses(ctx: CauseContext, lines: CodeLine[]): Cause[] {
  const out: Cause[] = [];
  const t = ctx.failure.test;
  for (const l of lines) {
    const m = l.code.match(/\b(\w+)\s*=\s*0\s*[;,]?\s*$|\b(\w+)\s*=\s*0\s*[,;]/);
    const v = m?.[1] ?? m?.[2];
    if (!v) continue;
    const minOf = new RegExp(`\\b${v}\\s*=\\s*(?:Math\\.|std::)?min\\(\\s*${v}\\b|\\bmin\\(\\s*${v}\\s*,`);
    const maxOf = new RegExp(`\\b${v}\\s*=\\s*(?:Math\\.|std::)?max\\(\\s*${v}\\b`);
    if (lines.some((o) => o.no > l.no && minOf.test(o.code)))
      out.push({
        kind: 'wrong-initial-value',
        line: l.no,
        evidence: `\`${v}\` keeps a running minimum but starts at 0, so it never rises to the input's values`,
      });
    else if (
      t &&
      numbers(t.expected).some((n) => n < 0) &&
      !numbers(t.actual).some((n) => n < 0) &&
      lines.some((o) => o.no > l.no && maxOf.test(o.code))
    )
      out.push({
        kind: 'wrong-initial-value',
        line: l.no,
        evidence: `\`${v}\` keeps a running maximum but starts at 0, and the answer here is negative`,
      });
  }
  if (t) {
    const smallest = t.input.every((a) => {
      const n = sizeOf(a) ?? (typeof a === 'number' ? Math.abs(a) : 0);
      return n <= 2;
    });
    if (smallest && ctx.failure.verdict === 'wrong_answer') {
      const base = lines.find(
        (l) =>
          /\b\w+\[\s*[0-2]\s*\]\s*=\s*-?\w+\s*;?\s*$|\[\s*-?\d+\s*\]\s*\*\s*\(?\w|\.fill\(\s*-?\d+\s*\)|\b\w+\s*=\s*-?\d+\s*,\s*\w+\s*=\s*-?\d+|\b\w+\s*,\s*\w+\s*=\s*-?\d+\s*,\s*-?\d+/.test(
            l.code,
          ) ||
          /\bif\b.*\breturn\s+(-?\d+|true|false|True|False)\b/.test(l.code) ||
          (/^\s*return\s+(-?\d+|true|false|True|False)\b/.test(l.code) &&
            /\bif\b/.test(lines.find((o) => o.no === l.no - 1)?.code ?? '')),
      );
      if (base)
        out.push({
          kind: 'wrong-base-case',
          line: base.no,
          evidence:
            'the failing input is one of the smallest, where only the starting (base) values decide the answer',
        });
    }
    if (duplicated(t.actual) > duplicated(t.expected))
      out.push({
        kind: 'duplicates-not-handled',
        line: firstLine(lines, /\.(append|push|push_back|add)\(/),
        evidence:
          'your answer lists the same entry more than once: equal values in the input are not skipped',
      });
    const given = new Set(strings(t.input));
    if (
      given.size > 0 &&
      strings(t.actual).some((x) => !given.has(x)) &&
      strings(t.expected).every((x) => given.has(x))
    ) {
      const inPlace = firstLine(lines, /\bsort\(\s*\w+\.begin|\b\w+\.sort\(\)|\.reverse\(\)|Arrays\.sort\(/);
      out.push({
        kind: 'input-mutation',
        ...(inPlace ? { line: inPlace } : {}),
        evidence:
          "your answer has values that are not in the input: the code changed the input's own values before returning them",
      });
    }
  }
  // A loop stopping before the last slot of a table sized one more than its bound.
  for (const l of lines) {
    const m = l.code.match(/(?:new\s+\w+\s*\[|Array\(|\w+\s*\(|\*\s*\()\s*(\w+)\s*\+\s*1\s*[\]),]/);
    if (!m) continue;
    const bound = lines.find(
      (o) => o.isLoop && new RegExp(`<\\s*${m[1]}\\b(?!\\s*\\+)`).test(o.code) && !/<=/.test(o.code),
    );
    if (bound)
      out.push({
        kind: 'off-by-one',
        line: bound.no,
        evidence: `the table has a slot for ${m[1]} itself, but this loop stops before it`,
      });
  }
  // A search range that does not shrink: `lo = mid` with the lower middle.
  const stuck = lines.find((l) => /\b(lo|left|low|l|start)\s*=\s*mid\s*;?\s*$/.test(l.code));
  if (stuck && !/\+\s*1\s*\)\s*(\/\/?|>>)\s*[12]|\+\s*1\s*\)\s*\/\s*2/.test(ctx.code))
    out.push({
      kind: 'off-by-one',
      line: stuck.no,
      evidence:
        'with two elements left, mid is the lower one and this keeps the range the same: the search stops moving',
    });
  return out;
}
