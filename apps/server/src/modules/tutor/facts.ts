/**
 * The facts an engine is given, computed here and beside: the problem as the learner sees it
 * (this file), the first failure of the learner's code and its minimised input
 * (failure-facts.ts, with the sandbox's experiments of experiments.ts), measured growth
 * (growth-facts.ts), and static signals and the percentile among real accepted runtimes
 * (optimize-facts.ts). Engines never see hidden tests beyond the failing one (which the learner
 * is shown anyway) nor a reference solution.
 */

import type { ProblemSource } from '@codecoach/content';
import type { Language } from '@codecoach/contracts';
import type { ProblemFacts } from '@codecoach/tutor';
import type { JudgeProblem } from '../problems/repository.ts';
import type { TutorProblemRow, TutorRepository } from './repository.ts';
import type { Sandbox } from './sandbox.ts';

const prose = (md: string) => md.replace(/(```|~~~)[\s\S]*?(\1|$)/g, '').trim();

/** The problem as the learner sees it (the editorial's prose, without its code). */
export function problemFacts(row: TutorProblemRow, source?: ProblemSource): ProblemFacts {
  const target = source?.meta.targetComplexity;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    difficulty: row.difficulty,
    category: row.category,
    tags: row.tags,
    statement: row.description,
    signature: row.signature,
    constraints: row.constraints,
    hints: [...row.hints].sort((a, b) => a.order - b.order).map((h) => h.content),
    examples: row.examples,
    ...(row.editorial ? { editorial: prose(row.editorial) } : {}),
    ...(target ? { targetComplexity: target } : {}),
  };
}

export interface FactsDeps {
  sandbox: Sandbox;
  repo: TutorRepository;
}

export interface CodeContext {
  judgeProblem: JudgeProblem;
  problem: ProblemFacts;
  source?: ProblemSource;
  language: Language;
  code: string;
  /**
   * The problem's reference in the code's language, when it has one: the experiments' evidence
   * (reference-variants.ts), never shown, never given to an engine.
   */
  reference?: string;
}
