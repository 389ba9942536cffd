/**
 * The leak guard: runs in our code on every answer, whichever engine wrote it, with what the
 * engine never saw (the reference solutions). Before the learner has solved the problem it
 * withholds an answer that has a code block longer than MAX_CODE_LINES, or text too similar to a
 * reference (similarity.ts), and any answer that claims a verdict (verdicts are the judge's).
 */
import { containment, fingerprints, tokens } from './similarity.ts';

/** Lines of code an unsolved learner may be shown in one block (pseudo-code rungs stay under it). */
export const MAX_CODE_LINES = 5;
/**
 * Containment of a segment's fingerprints in a reference's at which it is withheld, chosen on the
 * evaluation set with `npm run tutor:threshold` (docs/decisions/016-ai-tutor.md): the 1,004
 * answers both engines gave that do not leak scored at most 0.43 (built-in 0.40); 527 references
 * slipped past the code-block rule (as prose, one line per bullet, inline code, half of one,
 * renamed) at least 0.52. 0.45 withholds none of the first and releases none of the second.
 */
export const SIMILARITY_THRESHOLD = 0.45;

export const WITHHELD_MESSAGE =
  'This answer was withheld because it gave away too much of a solution before you solved the problem. Ask for a hint instead: the ladder goes as far as pseudo-code.';
export const VERDICT_CLAIM_MESSAGE =
  'This answer was withheld because it claimed a verdict. Only the judge decides whether code is accepted: run or submit it to find out.';

export interface GuardContext {
  /** The learner has an accepted submission on this problem: nothing is withheld for leaking. */
  solved: boolean;
  /** The problem's reference solutions (every language); never given to an engine. */
  references: readonly string[];
}

export type GuardResult =
  | { ok: true }
  | { ok: false; reason: 'code-block' | 'similar' | 'verdict-claim'; message: string; score?: number };

interface Block {
  text: string;
  closed: boolean;
}

/** Fenced code blocks (``` or ~~~), the last one possibly still open (a stream cut mid-block). */
export function codeBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let open: string[] | null = null;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      if (open) {
        blocks.push({ text: open.join('\n'), closed: true });
        open = null;
      } else open = [];
    } else if (open) open.push(line);
  }
  if (open) blocks.push({ text: open.join('\n'), closed: false });
  return blocks;
}

const codeLines = (text: string) => text.split('\n').filter((l) => l.trim() !== '').length;

/** The highest containment of any part of the answer in any reference. */
export function leakScore(markdown: string, references: readonly string[]): number {
  const refs = references.map((r) => fingerprints(tokens(r)));
  // Also the text with its markdown dressing removed (bullet and number markers, backticks): a
  // solution written one line per bullet or as inline code is the same code.
  const plain = markdown.replace(/`/g, ' ').replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '');
  // And the inline code spans put together: a solution spread over sentences, one span each.
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]).join('\n');
  const segments = [
    markdown,
    plain,
    spans,
    ...codeBlocks(markdown).map((b) => b.text),
    ...markdown.split(/\n\s*\n/),
  ];
  let best = 0;
  for (const s of segments) {
    const f = fingerprints(tokens(s));
    for (const r of refs) best = Math.max(best, containment(f, r));
  }
  return best;
}

// "Accepted", "your code is correct", "passes all tests", as a claim about the learner's code.
const VERDICT_CLAIM =
  /verdict\s*:?\s*\**accepted|\*\*accepted\*\*|^\W*accepted\W*$|\b(your|this|the) (code|solution) (is|looks) (correct|accepted|right)\b|\b(passes|pass|passed) all (the )?(hidden )?tests\b|status\s*:\s*\**accepted/im;

export function claimsVerdict(markdown: string): boolean {
  return VERDICT_CLAIM.test(markdown);
}

export function guardAnswer(markdown: string, ctx: GuardContext): GuardResult {
  if (claimsVerdict(markdown)) return { ok: false, reason: 'verdict-claim', message: VERDICT_CLAIM_MESSAGE };
  if (ctx.solved) return { ok: true };
  if (codeBlocks(markdown).some((b) => codeLines(b.text) > MAX_CODE_LINES))
    return { ok: false, reason: 'code-block', message: WITHHELD_MESSAGE };
  const score = leakScore(markdown, ctx.references);
  if (score >= SIMILARITY_THRESHOLD)
    return { ok: false, reason: 'similar', message: WITHHELD_MESSAGE, score };
  return { ok: true };
}
