/**
 * What the model is told: the same grounded facts the built-in engine gets, learner text framed
 * as untrusted data. Never a hidden test beyond the failing one, never a reference solution.
 */
import type { ExplainInput, HintInput, LearnerFacts, OptimizeInput, ProblemFacts } from '../engine.ts';
import { HINT_LEVELS } from '../engine.ts';
import { frame, framingRule } from '../framing.ts';
import { localisableFailure, localisationNote } from '../localisation.ts';

export function system(tag: string): string {
  return [
    'You are the tutor of a coding-practice site. You help a learner understand, never hand out solutions.',
    'Never write a complete solution or more than a few lines of code before the learner has solved the problem.',
    'Never claim a verdict (accepted, correct, passes): verdicts come only from the judge. Base every claim on the facts given.',
    framingRule(tag),
    'Answer in concise markdown.',
  ].join('\n');
}

export function problemBlock(p: ProblemFacts): string {
  return JSON.stringify({
    title: p.title,
    difficulty: p.difficulty,
    category: p.category,
    statement: p.statement,
    constraints: p.constraints,
    examples: p.examples,
    signature: p.signature,
    targetComplexity: p.targetComplexity,
  });
}

function learnerBlock(tag: string, l: LearnerFacts): string {
  const parts = [`Language: ${l.language}. Solved already: ${l.solved ? 'yes' : 'no'}.`];
  if (l.lastVerdict) parts.push(`Last verdict from the judge: ${l.lastVerdict}.`);
  if (l.code) parts.push(`The learner's code:\n${frame(tag, 'code', l.code)}`);
  return parts.join('\n');
}

export function hintPrompt(tag: string, i: HintInput): string {
  const rung = HINT_LEVELS[i.level] ?? 'concept';
  const allowed = i.problem.hints.slice(0, i.level + 1);
  return [
    `Problem: ${problemBlock(i.problem)}`,
    learnerBlock(tag, i.learner),
    `Give the hint rung "${rung}" of the ladder concept -> strategy -> your-code -> pseudo-code.`,
    `The problem's own hints you may draw on: ${JSON.stringify(allowed)}`,
    i.failure
      ? `What the judge measured on the learner's code: ${JSON.stringify(localisableFailure(i.failure, i.learner.language))}`
      : '',
    'Reply with a JSON object {"markdown": string} and nothing else.',
  ].join('\n\n');
}

export function explainPrompt(tag: string, i: ExplainInput): string {
  const note = localisationNote(i.failure, i.learner.language);
  return [
    `Problem: ${problemBlock(i.problem)}`,
    learnerBlock(tag, i.learner),
    `Facts measured in the sandbox (the verdict is the judge's, the failing input was minimised and checked): ${JSON.stringify(localisableFailure(i.failure, i.learner.language))}`,
    'Explain the failure to the learner from these facts. Keep the causes already named; add one only if the code clearly shows it.',
    note
      ? `Say this to the learner in your own words, and name no line as the most suspicious one unless the facts give it: "${note}"`
      : '',
    'Reply with a JSON object {"markdown": string, "causes": [{"kind": string, "line": number?, "evidence": string}]} and nothing else.',
  ].join('\n\n');
}

export function optimizePrompt(tag: string, i: OptimizeInput): string {
  return [
    `Problem: ${problemBlock(i.problem)}`,
    learnerBlock(tag, i.learner),
    `Measured facts (growth from sandbox runs on inputs of doubling size, static signals, percentile): ${JSON.stringify(i.facts)}`,
    'Write an Optimize report: the measured complexity against the target, what in the code causes it, and the idea of a faster approach without code.',
    'Reply with a JSON object {"markdown": string} and nothing else.',
  ].join('\n\n');
}
