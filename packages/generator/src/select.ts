import { type Category, DIFFICULTIES, type Difficulty } from '@codecoach/contracts';
import { familiesOf } from './families/index.ts';
import type { AnyFamily, Feature } from './family.ts';
import { FEATURE_LABELS, matchRequirements } from './requirements.ts';
import type { Rng } from './rng.ts';

export interface Selection {
  family: AnyFamily;
  difficulty: Difficulty;
  features: Set<Feature>;
  /** What could not be honoured, said to the learner. */
  notes: string[];
}

export class NoFamilyError extends Error {
  override name = 'NoFamilyError';
}

/**
 * Picks the family for a request: of the topic, able to take the difficulty, honouring the most
 * matched requirements; ties are broken by the seed. Whatever is not honoured becomes a note.
 */
export function selectFamily(
  req: { topic: Category; difficulty: Difficulty; requirements?: string | undefined },
  rng: Rng,
  only?: string,
): Selection {
  const candidates = familiesOf(req.topic).filter((f) => only === undefined || f.id === only);
  if (candidates.length === 0) throw new NoFamilyError(`no built-in family for the topic ${req.topic} yet`);
  const matched = matchRequirements(req.requirements);
  const notes = matched.unknown.map((c) => `Not understood, so not applied: "${c}"`);
  const score = (f: AnyFamily) => matched.features.filter((x) => f.features.includes(x)).length;
  let pool = candidates.filter((f) => f.difficulties.includes(req.difficulty));
  let difficulty = req.difficulty;
  if (pool.length === 0) {
    // The nearest difficulty some family of the topic offers.
    const rank = (d: Difficulty) => DIFFICULTIES.indexOf(d);
    const nearest = candidates
      .flatMap((f) => f.difficulties)
      .sort((a, b) => Math.abs(rank(a) - rank(req.difficulty)) - Math.abs(rank(b) - rank(req.difficulty)))[0];
    if (!nearest) throw new NoFamilyError(`no family for ${req.topic}`);
    difficulty = nearest;
    pool = candidates.filter((f) => f.difficulties.includes(nearest));
    notes.push(`No ${req.difficulty} ${req.topic} problem can be generated yet; this one is ${nearest}.`);
  }
  const best = Math.max(...pool.map(score));
  const top = pool.filter((f) => score(f) === best);
  const family = rng.pick(top);
  const features = new Set(matched.features.filter((x) => family.features.includes(x)));
  for (const f of matched.features) {
    if (!features.has(f)) notes.push(`Could not honour "${FEATURE_LABELS[f]}" for a ${req.topic} problem.`);
  }
  return { family, difficulty, features, notes };
}
