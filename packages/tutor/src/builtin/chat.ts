/**
 * The built-in chat: the newest message's intent (the server's `facts.turn`, else classified here
 * from the conversation: chat/turn.ts) answered by the matching capability, from the facts the
 * server computed for it (the judge's failure, Optimize's growth, tutorial sections, the study
 * plan) or from the problem's own text. A turn nothing recognised is answered by retrieval over
 * the statement, then the tutorials, else steered back (chat/capabilities.ts settledIntent).
 * It never claims a verdict and never writes a solution before a solve.
 */
import { settledIntent } from '../chat/capabilities.ts';
import { classify } from '../chat/intent.ts';
import { resolveTurn } from '../chat/turn.ts';
import { BUILTIN_INFO, type ChatChunk, type ChatInput, type ChatIntent, type ChatTurn } from '../engine.ts';
import { stripInvisible } from '../unicode.ts';
import { failureAnswer, optimizeAnswer } from './chat-code.ts';
import { conceptAnswer, offTopicAnswer, preparationAnswer } from './chat-general.ts';
import { approachAnswer, edgeCasesAnswer, solutionAnswer, statementAnswer } from './chat-problem.ts';
import { builtinHint } from './hint.ts';

/** Whether a message asks for a hint (the server climbs the ladder for it). */
export const isHintRequest = (text: string): boolean => classify(text).intent === 'hint';

/** Asking the tutor for a verdict (not reporting one: "this got accepted" is a fact, not a request). */
const wantsVerdict = (t: string) =>
  /\b(is (my|this|the) (code|solution) (correct|right|ok)|verdict|will (it|this) pass|say (it is |it's )?accepted|mark (it|this) (as )?accepted|tell me (it|this) (is )?(correct|accepted))\b/i.test(
    t,
  );
const wantsHidden = (t: string) => /\bhidden tests?\b|\btest cases?\b.*\b(show|list|print|give)\b/i.test(t);

/** The newest message's turn: the server's, or resolved here from the conversation. */
export function chatTurn(input: ChatInput): ChatTurn {
  return (
    input.facts?.turn ??
    resolveTurn(input.messages, {
      hasProblem: input.problem !== undefined,
      hasCode: (input.learner?.code?.trim() ?? '') !== '',
      ...(input.problem ? { statement: input.problem.statement } : {}),
    })
  );
}

/** The intents that are about one problem: in the general chat they need a problem opened. */
const PROBLEM_INTENTS = new Set<ChatIntent>([
  'approach',
  'hint',
  'why-wrong',
  'which-test',
  'edge-cases',
  'statement',
  'solution-request',
]);

function answer(input: ChatInput, turn: ChatTurn, intent: ChatIntent): string {
  const { problem, learner, facts } = input;
  if (!problem) {
    if (PROBLEM_INTENTS.has(intent))
      return 'Open a problem and ask there: I answer about the problem on screen and the code in its editor. Here I can help with what to study next and with concepts (a stack, memoization, BFS...).';
    if (intent === 'complexity' || intent === 'faster')
      return `${conceptAnswer({ ...turn, topic: turn.topic ?? 'big-o' }, facts)}\n\nOpen a problem to have your own code measured.`;
    if (intent === 'concept') return conceptAnswer(turn, facts);
    if (intent === 'preparation') return preparationAnswer(turn, facts?.preparation, input.categories);
    return offTopicAnswer(undefined);
  }
  const c = { problem, learner, turn, facts };
  switch (intent) {
    case 'hint':
      return builtinHint({ problem, learner: learner ?? { language: 'javascript', solved: false }, level: 0 })
        .markdown;
    case 'why-wrong':
    case 'which-test':
      return failureAnswer(c);
    case 'complexity':
    case 'faster':
      return optimizeAnswer(c);
    case 'approach':
      return approachAnswer(c);
    case 'edge-cases':
      return edgeCasesAnswer(c);
    case 'statement':
      return statementAnswer(c);
    case 'concept':
      return conceptAnswer(turn, facts, learner?.language);
    case 'preparation':
      return preparationAnswer(turn, facts?.preparation, input.categories);
    case 'solution-request':
      return solutionAnswer(c);
    default:
      return offTopicAnswer(problem);
  }
}

/** What each intent's answer gives, as a clarifying question names it. */
const OFFERS: Record<ChatIntent, string> = {
  approach: 'how to approach the problem',
  hint: 'a hint',
  'why-wrong': 'why your code fails',
  'which-test': 'an input your code fails',
  complexity: "your code's complexity",
  faster: 'how to make your code faster',
  'edge-cases': 'the edge cases to test',
  statement: 'what the problem says',
  concept: 'a concept explained',
  preparation: 'what to study next',
  'solution-request': 'the solution',
  'off-topic': 'something else',
};

/** An unsure turn's closing question: what it was read as, and the close alternative. */
function clarifying(turn: ChatTurn, intent: ChatIntent): string | undefined {
  if (!turn.unsure || intent === 'off-topic') return undefined;
  const alt = turn.alternative && turn.alternative !== intent ? turn.alternative : undefined;
  return alt && alt !== 'off-topic'
    ? `_I read your question as asking for ${OFFERS[intent]}. Did you mean ${OFFERS[alt]}? Say so and I will answer that._`
    : `_I read your question as asking for ${OFFERS[intent]}; if you meant something else, say what: the approach, a hint, why your code fails, its complexity, the edge cases or a concept._`;
}

export function builtinChatText(input: ChatInput): string {
  const last = stripInvisible([...input.messages].reverse().find((m) => m.role === 'user')?.content ?? '');
  const turn = chatTurn(input);
  const solved = input.learner?.solved ?? false;
  const notes: string[] = [];
  if (wantsVerdict(last))
    notes.push(
      // The verdict in code, not bold: "**accepted**" reads as a claim to the guard.
      `I cannot judge code: only the judge decides a verdict, so run or submit it.${input.learner?.lastVerdict ? ` Your last submission on this problem got \`${input.learner.lastVerdict.replaceAll('_', ' ')}\` from the judge.` : ''}`,
    );
  if (wantsHidden(last))
    notes.push(
      "I cannot show the hidden tests: they stay on the server. The examples and Run Code's custom input are yours to test with.",
    );
  // A message that only asks for a verdict or the hidden tests gets the notes alone.
  if (notes.length > 0 && turn.guessed) return notes.join('\n');
  const intent = settledIntent(turn, input.problem, solved, input.facts?.sections);
  const body = answer(input, turn, intent);
  return [...notes, body, clarifying(turn, intent)].filter(Boolean).join('\n\n');
}

export async function* builtinChat(input: ChatInput): AsyncIterable<ChatChunk> {
  const text = builtinChatText(input);
  for (const piece of text.match(/\S+\s*/g) ?? []) {
    if (input.signal?.aborted) return;
    yield { type: 'text', text: piece };
  }
  yield { type: 'done', engine: BUILTIN_INFO };
}
