/**
 * What a model is told for one chat turn: the problem and the learner (their code framed as
 * untrusted data), the intent the newest message was recognised as, the facts the matching
 * capability computed (the judge's failure, the measured growth, the cases to test, tutorial
 * sections, the study plan...) and the built-in tutor's answer written from those facts, so a
 * model's answer stands on the same facts. Never a reference solution or a hidden test beyond the
 * failing one.
 */
import { builtinChatText, chatTurn } from '../builtin/chat.ts';
import { approachFacts, settledIntent, statementPassages } from '../chat/capabilities.ts';
import { edgeCases } from '../chat/edge-cases.ts';
import { glossaryEntry } from '../chat/glossary.ts';
import type { ChatInput, ChatIntent } from '../engine.ts';
import { frame } from '../framing.ts';
import { localisableFailure, localisationNote } from '../localisation.ts';
import { problemBlock, system } from './prompts.ts';

const TASK: Record<ChatIntent, string> = {
  approach: 'Explain how to approach the problem: the pattern and the idea, in words. No code.',
  hint: 'Give the next hint of the ladder, no further.',
  'why-wrong':
    "Explain why the learner's code fails from the judge's facts: show the failing input, expected and actual output, and name the line.",
  'which-test':
    'Show the input on which the code fails (from the facts), expected and actual output, and the line to look at.',
  complexity:
    "State the code's time complexity from the measured growth or the class read from the code, against the target.",
  faster:
    'Say how fast the code is (from the facts) and the idea of a faster approach, in words, without code.',
  'edge-cases': 'List the cases worth testing, from the facts (types, constraints, examples).',
  statement: "Answer from the problem's own text (the passages given).",
  concept:
    'Explain the concept from the tutorial section and the glossary given, keeping the markdown link to the tutorial.',
  preparation:
    'Advise what to study next and in which order from the roadmap, plan, review queue and recommendations given, with the link to /learn.',
  'solution-request':
    'Do not write the solution: say so, and give the next hint given in the facts instead. After a solve, the approach may be discussed.',
  'off-topic': 'Answer in one line that steers the learner back to their practice.',
};

/** The facts of the turn's capability, as data for the model. */
function capabilityFacts(input: ChatInput, intent: ChatIntent): Record<string, unknown> {
  const f = input.facts;
  const p = input.problem;
  const solved = input.learner?.solved ?? false;
  const turn = chatTurn(input);
  const out: Record<string, unknown> = {};
  if (f?.missingCode)
    out.editor = f.missingCode === 'empty' ? 'no code in the editor' : 'only the starter code';
  if ((intent === 'why-wrong' || intent === 'which-test') && f?.failure) {
    const language = input.learner?.language;
    out.judgeFacts = language ? localisableFailure(f.failure, language) : f.failure;
    const note = language ? localisationNote(f.failure, language) : undefined;
    if (note) out.localisation = note;
  }
  if ((intent === 'complexity' || intent === 'faster') && f?.optimize) out.optimizeFacts = f.optimize;
  if (p && (intent === 'approach' || intent === 'faster')) {
    const { pattern, ...a } = approachFacts(p, turn.topic);
    out.approach = { ...a, ...(pattern ? { pattern: pattern.name, use: pattern.use } : {}) };
  }
  if (p && intent === 'edge-cases') out.casesToTest = edgeCases(p);
  if (p && intent === 'statement') out.passages = statementPassages(p, turn, solved);
  if (intent === 'concept' || intent === 'approach') {
    const g = glossaryEntry(turn.topic);
    if (g)
      out.glossary = {
        name: g.name,
        what: g.what,
        simple: g.simple,
        use: g.use,
        cost: g.cost,
        languages: g.languages,
      };
    if (f?.sections) out.tutorialSections = f.sections;
  }
  if (intent === 'preparation') out.preparation = f?.preparation ?? { categories: input.categories ?? [] };
  if (intent === 'solution-request' && !solved && f?.hint) out.nextHint = f.hint.markdown;
  return out;
}

export function chatSystemPrompt(tag: string, input: ChatInput): string {
  const turn = chatTurn(input);
  const intent = settledIntent(turn, input.problem, input.learner?.solved ?? false, input.facts?.sections);
  const l = input.learner;
  const context = input.problem
    ? `The learner is working on this problem: ${problemBlock(input.problem)}\nLearner facts: language ${l?.language}, solved: ${l?.solved ? 'yes' : 'no'}, last verdict: ${l?.lastVerdict ?? 'none'}.${l?.code ? `\nThe code in their editor:\n${frame(tag, 'code', l.code)}` : '\nTheir editor has no code.'}`
    : `General practice chat (no problem open). The learner's results per category: ${JSON.stringify(input.categories ?? [])}`;
  const follow = turn.followUp
    ? ` It follows up the previous turn ("${turn.followUp}"${turn.language ? `, language ${turn.language}` : ''}${turn.example ? `, example ${turn.example}` : ''}): answer that.`
    : '';
  return [
    system(tag),
    context,
    `The newest message was recognised as: ${intent}${turn.topic ? ` (about: ${turn.topic})` : ''}.${follow} ${TASK[intent]}`,
    `Facts computed for it (the verdicts are the judge's; base every claim on these): ${JSON.stringify(capabilityFacts(input, intent))}`,
    `The built-in tutor's answer from the same facts (keep its inputs, numbers, line numbers and links; reword freely):\n${builtinChatText(input)}`,
  ].join('\n\n');
}
