/**
 * The built-in chat: answers from the problem's own text (retrieval over the statement, examples,
 * constraints and hints; the editorial only once solved) and from the learner's facts; says
 * plainly what it cannot do. Hint requests are routed to the ladder by the server (isHintRequest).
 */
import { BUILTIN_INFO, type ChatChunk, type ChatInput } from '../engine.ts';
import { stripInvisible } from '../unicode.ts';
import { prose } from './text.ts';

export const isHintRequest = (text: string): boolean =>
  /\b(hint|nudge|i'?m stuck|stuck|where do i start|help me start)\b/i.test(text);
const wantsSolution = (t: string) =>
  /\b(solution|full code|the code|write (it|the code)|answer key|reference|solve it for me|complete code)\b/i.test(
    t,
  );
const wantsVerdict = (t: string) =>
  /\b(accepted|is (my|this) code (correct|right)|verdict|will (it|this) pass|say accepted)\b/i.test(t);
const wantsHidden = (t: string) => /\bhidden tests?\b|\btest cases?\b.*\b(show|list|print|give)\b/i.test(t);

const STOP = new Set(
  'the a an of to in is it and or for on what how why do does i my me this that with be can you are'.split(
    ' ',
  ),
);
const words = (s: string) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9^]+/)
    .filter((w) => w.length > 1 && !STOP.has(w));

function passages(input: ChatInput): Array<{ from: string; text: string }> {
  const p = input.problem;
  if (!p) return [];
  const out: Array<{ from: string; text: string }> = [];
  for (const para of p.statement.split(/\n\s*\n/))
    if (para.trim()) out.push({ from: 'the statement', text: para.trim() });
  for (const [i, e] of p.examples.entries()) {
    out.push({
      from: `example ${i + 1}`,
      text: `Input: ${e.input} Output: ${e.output}${e.explanation ? ` (${e.explanation})` : ''}`,
    });
  }
  out.push({ from: 'the constraints', text: p.constraints.join('; ') });
  if (input.learner?.solved && p.editorial)
    for (const para of prose(p.editorial).split(/\n\s*\n/))
      if (para.trim()) out.push({ from: 'the editorial', text: para.trim() });
  return out;
}

function retrieve(input: ChatInput, question: string): Array<{ from: string; text: string }> {
  const q = new Set(words(question));
  return passages(input)
    .map((p) => ({
      p,
      score:
        words(p.text).filter((w) => q.has(w)).length +
        (q.has('example') && p.from.startsWith('example') ? 2 : 0) +
        (q.has('constraints') && p.from === 'the constraints' ? 3 : 0),
    }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 2)
    .map((s) => s.p);
}

export function builtinChatText(input: ChatInput): string {
  const last = stripInvisible(input.messages[input.messages.length - 1]?.content ?? '');
  const p = input.problem;
  const solved = input.learner?.solved ?? false;
  const lines: string[] = [];
  if (wantsVerdict(last))
    lines.push(
      `I cannot judge code: only the judge decides a verdict, so run or submit it.${input.learner?.lastVerdict ? ` Your last verdict on this problem was **${input.learner.lastVerdict.replaceAll('_', ' ')}**.` : ''}`,
    );
  if (wantsHidden(last))
    lines.push(
      "I cannot show the hidden tests: they stay on the server. The examples and Run Code's custom input are yours to test with.",
    );
  if (wantsSolution(last) && !solved)
    lines.push(
      'I will not write the solution before you have solved the problem; that is how the practice sticks. Ask for a hint and the ladder goes from the idea to pseudo-code.',
    );
  if (p) {
    const found = retrieve(input, last);
    if (found.length > 0 && lines.length === 0) {
      lines.push(`From ${found[0]?.from} of **${p.title}**:`, '');
      for (const f of found) lines.push(`> ${f.text.replace(/\n/g, ' ')}`, '');
      if (/complex|fast|slow|big.?o/i.test(last) && p.targetComplexity)
        lines.push(`A good solution runs in \`${p.targetComplexity}\`.`);
    }
  } else if (lines.length === 0 && input.categories) {
    const tried = input.categories.filter((c) => c.accuracy !== null);
    const weakest = [...tried].sort((a, b) => (a.accuracy ?? 0) - (b.accuracy ?? 0))[0];
    lines.push(
      weakest
        ? `From your results, your weakest category is **${weakest.category}** (${weakest.accuracy}% of submissions accepted, ${weakest.solved} of ${weakest.total} solved). Practising it next is the best use of your time; the dashboard's AI Recommendations list problems for it.`
        : 'You have no submissions yet: start with an easy problem from Practice, run it, then submit.',
    );
  }
  if (lines.length === 0)
    lines.push(
      p
        ? `I can answer questions about **${p.title}**: its statement, examples, constraints and your last verdict, and give hints (ask "hint"). I could not find that in the problem's text; try asking about an example or a constraint.`
        : 'I can help with how to practise here: your weakest categories, what to try next, and how Run Code, Submit, hints and Optimize work. Open a problem to ask about it.',
    );
  return lines.join('\n');
}

export async function* builtinChat(input: ChatInput): AsyncIterable<ChatChunk> {
  const text = builtinChatText(input);
  for (const piece of text.match(/\S+\s*/g) ?? []) {
    if (input.signal?.aborted) return;
    yield { type: 'text', text: piece };
  }
  yield { type: 'done', engine: BUILTIN_INFO };
}
