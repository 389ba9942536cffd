import type { BuiltProblem, ProofCheck } from '@codecoach/content';
import type { GenerateProblemInput, GenerationEngine, GenerationStep } from '@codecoach/contracts';
import type { Judge } from '@codecoach/judge';
import { draftFromFamily, type ProblemDraft } from './draft.ts';
import { proveDraft } from './prove.ts';
import { createRng, freshSeed, hashString } from './rng.ts';
import { selectFamily } from './select.ts';

/** Drafts problems with a model; the built-in families are used when none is given. */
export interface ModelDrafter {
  readonly label: string;
  /** A whole draft for the request (its code then goes through the same proof), or throws. */
  draft(
    req: GenerateProblemInput,
    ctx: { seed: number; repair?: { draft: ProblemDraft; failure: string } },
  ): Promise<ProblemDraft>;
}

export interface GenerateOptions {
  judge: Judge;
  engine?: 'builtin' | ModelDrafter;
  /** Same seed and request ⇒ same problem. Default: the request's seed, else a fresh one. */
  seed?: number;
  onStep?: (step: GenerationStep) => void;
  /** Use this family (the bench and the family proofs); otherwise it is chosen from the request. */
  family?: string;
  /** Abandons the generation: its judge runs are killed and it ends `ok: false`. */
  signal?: AbortSignal;
}

interface Common {
  seed: number;
  engine: GenerationEngine;
  family: string | null;
  /** Requirements or settings that could not be honoured. */
  notes: string[];
  checks: ProofCheck[];
  ms: number;
}
export type GenerationResult =
  | (Common & { ok: true; problem: BuiltProblem })
  | (Common & { ok: false; reason: string });

/**
 * Generates one problem and proves it. Only a proven problem comes back with `ok: true`;
 * anything else is `ok: false` with the reason (the failing check, or the error).
 */
export async function generateProblem(
  req: GenerateProblemInput,
  opts: GenerateOptions,
): Promise<GenerationResult> {
  const t0 = performance.now();
  const seed = opts.seed ?? req.seed ?? freshSeed();
  const onStep = opts.onStep ?? (() => {});
  const model = opts.engine && opts.engine !== 'builtin' ? opts.engine : undefined;
  const common: Common = {
    seed,
    engine: model ? 'openai-compatible' : 'builtin',
    family: null,
    notes: [],
    checks: [],
    ms: 0,
  };
  const done = (r: GenerationResult): GenerationResult => ({ ...r, ms: Math.round(performance.now() - t0) });
  try {
    onStep('drafting');
    let draft: ProblemDraft;
    if (model) {
      draft = await model.draft(req, { seed });
    } else {
      // The request's words are part of the seed: the same seed with other requirements is another problem.
      const rng = createRng(seed ^ hashString(`${req.topic}|${req.difficulty}|${req.customPrompt ?? ''}`));
      const sel = selectFamily({ ...req, requirements: req.customPrompt }, rng, opts.family);
      common.notes = sel.notes;
      draft = draftFromFamily(sel.family, { difficulty: sel.difficulty, features: sel.features, seed });
    }
    common.family = draft.family;
    let outcome = await proveDraft(draft, opts.judge, onStep, opts.signal ? { signal: opts.signal } : {});
    if (!outcome.ok && model) {
      // One repair round: the model sees what failed and may fix its draft; then the same proof.
      onStep('drafting');
      draft = await model.draft(req, { seed, repair: { draft, failure: outcome.reason } });
      common.family = draft.family;
      outcome = await proveDraft(draft, opts.judge, onStep, opts.signal ? { signal: opts.signal } : {});
    }
    if (!outcome.ok) return done({ ...common, checks: outcome.checks, ok: false, reason: outcome.reason });
    return done({ ...common, checks: outcome.checks, ok: true, problem: outcome.problem });
  } catch (e) {
    return done({ ...common, ok: false, reason: e instanceof Error ? e.message : String(e) });
  }
}
