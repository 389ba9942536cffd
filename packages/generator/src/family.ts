import type { PlantedVerdict, SourceLanguage } from '@codecoach/content';
import type { Category, CheckerKind, Difficulty, Signature } from '@codecoach/contracts';
import type { Rng } from './rng.ts';

/**
 * A problem family: a small program that writes many distinct problems from parameters and a
 * story. Everything it returns is data or source text; the source text (generator, validator,
 * solutions) is only ever run by the judge, in its sandbox.
 */

/** What a custom requirement can ask of a family (requirements.ts matches text to these). */
export const FEATURES = [
  'negatives',
  'duplicates',
  'grid',
  'weighted',
  'nlogn',
  'linear',
  'large-input',
  'strings',
] as const;
export type Feature = (typeof FEATURES)[number];

export type Params = Record<string, string | number | boolean>;

export interface FamilyContext {
  difficulty: Difficulty;
  features: ReadonlySet<Feature>;
  rng: Rng;
}

export interface Plant {
  /** kebab-case name: becomes wrong/<name>.<ext> */
  name: string;
  language: SourceLanguage;
  code: string;
  expect: PlantedVerdict;
  why: string;
}

export interface Family<P extends Params = Params> {
  id: string;
  category: Category;
  /** The difficulties it can be set at (its parameters follow the difficulty). */
  difficulties: readonly Difficulty[];
  /** The requirements it can honour. */
  features: readonly Feature[];
  params(ctx: FamilyContext): P;
  title(p: P): string;
  /** The statement's story, markdown; `rng` picks among the family's story variants. */
  story(p: P, rng: Rng): string;
  signature(p: P): Signature;
  checker: Exclude<CheckerKind, 'custom'>;
  timeLimitMs: number;
  tags: readonly string[];
  constraints(p: P): string[];
  hints(p: P): string[];
  /** The editorial: the approach and its complexity. */
  editorial(p: P): string;
  /** Body of `function gen(mode, R, i)` returning one argument list ('small' | 'random' | 'large' | 'example'). */
  generator(p: P): string;
  /** Body of `function check(<params>)`: return a string saying what is wrong; falls through to ''. */
  validator(p: P): string;
  /** Hand-picked edge inputs (argument lists); their answers come from the reference. */
  edge(p: P): unknown[][];
  references(p: P): Record<SourceLanguage, string>;
  /** Obviously correct, Python, a worse complexity class: also planted for time_limit_exceeded at maximum size. */
  brute(p: P): string;
  /** The family's own planted wrong solutions (at least an off-by-one). */
  plants(p: P): Plant[];
}

/** A family with its parameter type erased, for the registry. */
export type AnyFamily = Family<Params>;

/**
 * Typed while it is written, erased for the registry: its methods only ever receive the
 * parameters its own `params` returned.
 */
export function defineFamily<P extends Params>(f: Family<P>): AnyFamily {
  return f as unknown as AnyFamily;
}
