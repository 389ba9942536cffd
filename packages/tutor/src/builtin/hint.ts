import { BUILTIN_INFO, HINT_LEVELS, type HintAnswer, type HintInput } from '../engine.ts';
import { CAUSE_LABELS } from './explain.ts';
import { budgetOf, conceptOf } from './patterns.ts';
import { code, json, lastApproachSteps } from './text.ts';

function concept(input: HintInput): string {
  const p = input.problem;
  const ideas = conceptOf(p.category, p.tags);
  const budget = budgetOf(p.constraints);
  const lines = ['**Concept.** Think about which pattern fits before writing code.', ''];
  for (const i of ideas) lines.push(`- ${i[0]?.toUpperCase()}${i.slice(1)}.`);
  if (budget) lines.push(`- Size check: ${budget}.`);
  if (p.targetComplexity) lines.push(`- A good solution runs in ${code(p.targetComplexity)}.`);
  if (p.hints[0]) lines.push('', `A first nudge: ${p.hints[0]}`);
  return lines.join('\n');
}

function strategy(input: HintInput): string {
  const hints = input.problem.hints.slice(1);
  const lines = ["**Strategy.** The problem's own hints, in order:", ''];
  (hints.length > 0 ? hints : input.problem.hints).forEach((h, i) => {
    lines.push(`${i + 1}. ${h}`);
  });
  return lines.join('\n');
}

function yourCode(input: HintInput): string {
  const f = input.failure;
  if (!input.learner.code?.trim())
    return '**Your code.** This rung looks at your code, and there is none yet: write an attempt, then ask again.';
  if (!f)
    return '**Your code.** Your code passed the tests it was run on here, so there is no failing case to point at. Submit it: if the judge finds one, ask again (or use Explain on the verdict).';
  const lines = [
    `**Your code.** Run on the problem's tests, it gets ${code(f.verdict.replaceAll('_', ' '))}.`,
  ];
  if (f.test)
    lines.push(
      '',
      `- ${f.test.minimised ? 'Smallest failing input found' : 'Failing input'}: ${code(f.test.readable)}`,
      `- Expected ${code(json(f.test.expected))}, your code returns ${code(json(f.test.actual))}.`,
    );
  if (f.error)
    lines.push(`- ${f.error.type}: ${f.error.message}${f.error.line ? ` (line ${f.error.line})` : ''}`);
  for (const c of f.causes)
    lines.push(
      `- Likely cause: **${CAUSE_LABELS[c.kind]}**${c.line ? ` around line ${c.line}` : ''}: ${c.evidence}.`,
    );
  if (f.causes.length === 0)
    lines.push(
      '- Trace your code by hand on that input, line by line, and compare with the expected answer.',
    );
  return lines.join('\n');
}

function pseudo(input: HintInput): string {
  const steps = lastApproachSteps(input.problem.editorial ?? '');
  if (steps.length === 0)
    return `**Pseudo-code.** ${input.problem.hints[input.problem.hints.length - 1] ?? ''}`;
  return [
    '**Pseudo-code.** The steps of an efficient approach, in words (the code is yours to write):',
    '',
    ...steps.map((s, i) => `${i + 1}. ${s}`),
  ].join('\n');
}

export function builtinHint(input: HintInput): HintAnswer {
  const level = Math.max(0, Math.min(input.level, HINT_LEVELS.length - 1));
  const levelName = HINT_LEVELS[level] ?? 'concept';
  const markdown = [concept, strategy, yourCode, pseudo][level]?.(input) ?? '';
  return { markdown, engine: BUILTIN_INFO, level, levelName, more: level < HINT_LEVELS.length - 1 };
}
