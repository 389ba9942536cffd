import { createHash } from 'node:crypto';
import type { SourceLanguage } from '@codecoach/content';
import type { Category, CheckerKind, Difficulty, Signature } from '@codecoach/contracts';
import type { AnyFamily, Feature, Params, Plant } from './family.ts';
import { generatorProgram, validatorProgram } from './prelude.ts';
import { createRng } from './rng.ts';

/** A problem before its proof: everything a family (or a model) wrote, nothing run yet. */
export interface ProblemDraft {
  family: string;
  seed: number;
  params: Params;
  slug: string;
  title: string;
  difficulty: Difficulty;
  category: Category;
  tags: string[];
  statement: string;
  editorial: string;
  signature: Signature;
  checker: Exclude<CheckerKind, 'custom'>;
  timeLimitMs: number;
  memoryLimitMb: number;
  constraints: string[];
  hints: string[];
  /** Complete programs, run only in the sandbox. */
  generatorCode: string;
  validatorCode: string;
  edge: unknown[][];
  solutions: Record<SourceLanguage, string>;
  brute: string;
  plants: Plant[];
}

const CONSTANTS: Partial<Record<string, string>> = {
  int: '0',
  long: '0',
  double: '0',
  boolean: 'false',
  string: '""',
  'int[]': '[]',
  'long[]': '[]',
  'string[]': '[]',
  'list<int>': '[]',
  'list<list<int>>': '[]',
  'list<string>': '[]',
  'int[][]': '[]',
  ListNode: 'null',
  TreeNode: 'null',
};

/** A solution that ignores its input and returns a constant of the return type: must be rejected. */
export function constantPlant(signature: Signature): Plant | undefined {
  const value = CONSTANTS[signature.returns];
  if (value === undefined) return undefined;
  return {
    name: 'constant',
    language: 'javascript',
    code: `var ${signature.function} = function () {\n  return ${value};\n};\n`,
    expect: 'wrong_answer',
    why: `Returns ${value} whatever the input`,
  };
}

/** The brute force, at maximum size, must be too slow: a worse complexity class than the reference. */
export function brutePlant(brute: string): Plant {
  return {
    name: 'brute-force',
    language: 'python',
    code: brute,
    expect: 'time_limit_exceeded',
    why: 'The brute force: correct, but a worse complexity class than the intended solution',
  };
}

export function draftFromFamily(
  family: AnyFamily,
  opts: { difficulty: Difficulty; features: ReadonlySet<Feature>; seed: number },
): ProblemDraft {
  const rng = createRng(opts.seed);
  const params = family.params({ difficulty: opts.difficulty, features: opts.features, rng });
  const signature = family.signature(params);
  const story = family.story(params, rng);
  const brute = family.brute(params);
  const constant = constantPlant(signature);
  const plants = [...family.plants(params), ...(constant ? [constant] : []), brutePlant(brute)];
  const hash = createHash('sha256')
    .update(JSON.stringify([family.id, params, story, opts.difficulty]))
    .digest('hex')
    .slice(0, 8);
  return {
    family: family.id,
    seed: opts.seed,
    params,
    slug: `ai-${family.id}-${hash}`,
    title: family.title(params),
    difficulty: opts.difficulty,
    category: family.category,
    tags: [...family.tags],
    statement: story,
    editorial: family.editorial(params),
    signature,
    checker: family.checker,
    timeLimitMs: family.timeLimitMs,
    memoryLimitMb: 256,
    constraints: family.constraints(params),
    hints: family.hints(params),
    generatorCode: generatorProgram(params, family.generator(params)),
    validatorCode: validatorProgram(
      params,
      signature.params.map((p) => p.name),
      family.validator(params),
    ),
    edge: family.edge(params),
    solutions: family.references(params),
    brute,
    plants,
  };
}
