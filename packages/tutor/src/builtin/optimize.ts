import { LANGUAGE_LABELS } from '@codecoach/contracts';
import { BUILTIN_INFO, type OptimizeAnswer, type OptimizeInput } from '../engine.ts';
import { classRank, growthSentence } from '../growth.ts';
import { growthTable } from './explain.ts';
import { code } from './text.ts';

export function builtinOptimize(input: OptimizeInput): OptimizeAnswer {
  const { facts } = input;
  const target = facts.targetComplexity ?? input.problem.targetComplexity;
  const lines: string[] = ['**Optimize report**', ''];
  let meetsTarget: boolean | undefined;
  const g = facts.growth;
  if (facts.blockedBy && !g)
    lines.push(
      `Your code could not be measured: it gets ${code(facts.blockedBy.replaceAll('_', ' '))} on the problem's tests. Fix that first (Explain shows why).`,
    );
  if (g) {
    lines.push(growthSentence(g), '', growthTable(g));
    const have = classRank(g.complexity);
    const want = target ? classRank(target) : undefined;
    if (have !== undefined && want !== undefined) {
      meetsTarget = have <= want;
      lines.push(
        '',
        meetsTarget
          ? `That matches the target ${code(target ?? '')}.`
          : `The target is ${code(target ?? '')}: there is a faster approach.`,
      );
    }
  } else if (!facts.blockedBy)
    lines.push('The growth could not be measured (the runs were too fast to time reliably).');
  if (facts.staticSignals.length > 0) {
    lines.push('', '**What the code shows**');
    for (const s of facts.staticSignals) lines.push(`- Line ${s.line}: ${s.detail}.`);
  }
  const p = facts.percentile;
  if (p)
    lines.push(
      '',
      `Your run took ${p.runtimeMs} ms: faster than **${p.fasterThan}%** of accepted ${LANGUAGE_LABELS[p.language]} submissions (${p.sample} on this problem).`,
    );
  else
    lines.push(
      '',
      'No percentile yet: there are no accepted submissions in this language to compare with, or your code is not accepted.',
    );
  return {
    markdown: lines.join('\n'),
    engine: BUILTIN_INFO,
    ...(g
      ? { complexity: g.complexity }
      : facts.staticComplexity
        ? { complexity: facts.staticComplexity }
        : {}),
    ...(meetsTarget !== undefined ? { meetsTarget } : {}),
  };
}
