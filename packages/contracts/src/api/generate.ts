import { z } from 'zod';
import { Category, Difficulty } from '../domain.ts';
import { Envelope } from './common.ts';

/** Generate AI Problem (spec: the dialog of the practice list, the dashboard panel, Quick Actions). */

export const MAX_REQUIREMENTS_CHARS = 500;

export const GenerateProblemRequest = z.object({
  difficulty: Difficulty.default('medium'),
  /** One of the 18 categories ('All Categories' is not a topic). */
  topic: Category.default('array'),
  /** Custom requirements, free text (the spec's `customPrompt`). */
  customPrompt: z
    .string()
    .trim()
    .max(MAX_REQUIREMENTS_CHARS, `Custom requirements must be at most ${MAX_REQUIREMENTS_CHARS} characters`)
    .optional(),
  /** Same seed and inputs ⇒ same problem; absent: a fresh seed is drawn. */
  seed: z.number().int().min(0).max(2_147_483_647).optional(),
  /** `builtin` (offline, always there) or `model` (the configured model); default: the model when configured. */
  engine: z.enum(['builtin', 'model']).optional(),
});
export type GenerateProblemRequest = z.input<typeof GenerateProblemRequest>;
export type GenerateProblemInput = z.output<typeof GenerateProblemRequest>;

/** The steps a learner sees, in order. */
export const GENERATION_STEPS = [
  'drafting',
  'tests',
  'prove-javascript',
  'prove-python',
  'prove-java',
  'prove-cpp',
  'publishing',
] as const;
export const GenerationStep = z.enum(GENERATION_STEPS);
export type GenerationStep = z.infer<typeof GenerationStep>;
export const GENERATION_STEP_LABELS: Record<GenerationStep, string> = {
  drafting: 'Drafting the problem',
  tests: 'Generating tests',
  'prove-javascript': 'Proving in JavaScript',
  'prove-python': 'Proving in Python',
  'prove-java': 'Proving in Java',
  'prove-cpp': 'Proving in C++',
  publishing: 'Publishing',
};

export const GenerationEngine = z.enum(['builtin', 'openai-compatible']);
export type GenerationEngine = z.infer<typeof GenerationEngine>;

export const GenerationStatus = z.enum(['queued', 'running', 'succeeded', 'failed']);
export type GenerationStatus = z.infer<typeof GenerationStatus>;

/** One check of the proof, as the learner may see it. */
export const GenerationCheck = z.object({
  name: z.string(),
  ok: z.boolean(),
  detail: z.string(),
  ms: z.number(),
});

export const GenerationJob = z.object({
  id: z.string(),
  status: GenerationStatus,
  difficulty: Difficulty,
  topic: Category,
  customPrompt: z.string().nullable(),
  engine: GenerationEngine,
  /** The step being worked on (or the last reached). */
  step: GenerationStep.nullable(),
  /** 0..100 */
  progress: z.number().int().min(0).max(100),
  /** Set once succeeded: open /solve/{problemId}. */
  problemId: z.string().nullable(),
  /** Why it failed (the proof's failing check, or the engine's error). */
  reason: z.string().nullable(),
  /** Custom requirements that could not be honoured, each with why. */
  notes: z.array(z.string()),
  family: z.string().nullable(),
  seed: z.number().int(),
  checks: z.array(GenerationCheck),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type GenerationJob = z.infer<typeof GenerationJob>;

export const GenerationJobResponse = Envelope.extend({ job: GenerationJob });
export type GenerationJobResponse = z.infer<typeof GenerationJobResponse>;

/** SSE `progress` and `done` events of GET /api/generate/:id/events. */
export const GenerationEvent = z.object({ job: GenerationJob });
export type GenerationEvent = z.infer<typeof GenerationEvent>;

/** What the dialog offers: the engines available here. */
export const GenerationInfoResponse = Envelope.extend({
  engines: z.array(z.object({ id: GenerationEngine, available: z.boolean(), label: z.string() })),
  quota: z.object({ perDay: z.number().int(), usedToday: z.number().int() }),
});
export type GenerationInfoResponse = z.infer<typeof GenerationInfoResponse>;
