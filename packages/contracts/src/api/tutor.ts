import { z } from 'zod';
import { Category, Difficulty, Language, Verdict } from '../domain.ts';
import { Envelope } from './common.ts';

/** The AI tutor (docs/api.md "Tutor", docs/decisions/016-ai-tutor.md). */

/** Tutor requests per learner per hour, by default (TUTOR_QUOTA_PER_HOUR). */
export const TUTOR_QUOTA_PER_HOUR = 60;
export const MAX_CHAT_MESSAGES = 20;
export const MAX_CHAT_MESSAGE_CHARS = 4000;
const TUTOR_CODE_BYTES = 64 * 1024;

const code = z
  .string()
  .refine((c) => new TextEncoder().encode(c).length <= TUTOR_CODE_BYTES, 'Code must be at most 64 KB');

export const TutorEngineInfo = z.object({
  kind: z.enum(['builtin', 'openai-compatible']),
  label: z.string(),
});
export type TutorEngineInfo = z.infer<typeof TutorEngineInfo>;

export const TUTOR_CAUSE_KINDS = [
  'off-by-one',
  'overflow',
  'unsorted-assumption',
  'empty-input',
  'wrong-base-case',
  'missing-visited',
  'greedy-not-optimal',
  'wrong-comparison',
  'input-mutation',
  'null-dereference',
  'index-out-of-range',
  'infinite-recursion',
  'too-slow',
  'wrong-initial-value',
  'duplicates-not-handled',
  'wrong-update',
  'unhandled-case',
  'compile-error',
  'runtime-exception',
  'other',
] as const;
export const TutorCause = z.object({
  kind: z.enum(TUTOR_CAUSE_KINDS),
  line: z.number().int().positive().optional(),
  evidence: z.string(),
});
export type TutorCause = z.infer<typeof TutorCause>;

/** Common to every answer: sanitised markdown, the engine that wrote it, and why it fell back if it did. */
const AnswerFields = {
  markdown: z.string(),
  engine: TutorEngineInfo,
  /** Set when the configured model failed and the built-in tutor answered instead. */
  fallback: z.string().optional(),
  /** Set when the leak guard withheld the engine's answer (markdown then says so). */
  withheld: z.enum(['code-block', 'similar', 'verdict-claim']).optional(),
};

export const HintRequest = z.object({
  problemId: z.string().min(1).max(100),
  language: Language,
  code: code.optional(),
  /** Start the ladder again from its first rung. */
  restart: z.boolean().optional(),
});
export type HintRequest = z.infer<typeof HintRequest>;
export const HintData = z.object({
  ...AnswerFields,
  level: z.number().int().min(0),
  levelName: z.enum(['concept', 'strategy', 'your-code', 'pseudo-code']),
  more: z.boolean(),
});
export const HintResponse = Envelope.extend({ data: HintData });
export type HintData = z.infer<typeof HintData>;

export const CodeRequest = z.object({
  problemId: z.string().min(1).max(100),
  language: Language,
  code: code.refine((c) => c.trim() !== '', 'Code is required'),
});
export type CodeRequest = z.infer<typeof CodeRequest>;

export const FailingTestView = z.object({
  readable: z.string(),
  input: z.array(z.unknown()),
  expected: z.unknown(),
  actual: z.unknown(),
  minimised: z.boolean(),
  originalSize: z.number().int(),
  size: z.number().int(),
});
export const GrowthView = z.object({
  points: z.array(z.object({ n: z.number(), ms: z.number() })),
  slope: z.number(),
  complexity: z.string(),
  truncated: z.boolean(),
  /** The class is read from the code's loops: the times alone did not settle it. */
  readFromCode: z.boolean().optional(),
});
/**
 * The most suspicious line of the learner's code (fault localisation: line coverage of the failing
 * and passing tests, repairing variants, the crash site, the code's reading), with how sure it is.
 */
export const TutorSuspect = z.object({
  line: z.number().int().positive(),
  /** 0..1: the line's share of the evidence among the likeliest lines. */
  confidence: z.number().min(0).max(1),
  sure: z.enum(['high', 'medium', 'low']),
  evidence: z.array(z.string()),
});
export type TutorSuspect = z.infer<typeof TutorSuspect>;

export const ExplainData = z.object({
  ...AnswerFields,
  verdict: Verdict,
  causes: z.array(TutorCause),
  suspect: TutorSuspect.optional(),
  failingTest: FailingTestView.optional(),
  growth: GrowthView.optional(),
});
export const ExplainResponse = Envelope.extend({ data: ExplainData });
export type ExplainData = z.infer<typeof ExplainData>;

export const OptimizeData = z.object({
  ...AnswerFields,
  complexity: z.string().optional(),
  targetComplexity: z.string().optional(),
  meetsTarget: z.boolean().optional(),
  growth: GrowthView.optional(),
  percentile: z
    .object({ fasterThan: z.number(), language: Language, sample: z.number().int(), runtimeMs: z.number() })
    .optional(),
  staticSignals: z.array(z.object({ kind: z.string(), line: z.number().int(), detail: z.string() })),
});
export const OptimizeResponse = Envelope.extend({ data: OptimizeData });
export type OptimizeData = z.infer<typeof OptimizeData>;

export const ChatRequest = z.object({
  /** Absent: the general chat, about practice rather than one problem. */
  problemId: z.string().min(1).max(100).optional(),
  language: Language.optional(),
  code: code.optional(),
  messages: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant']),
        content: z.string().min(1, 'Message is required').max(MAX_CHAT_MESSAGE_CHARS, 'Message is too long'),
      }),
    )
    .min(1, 'Message is required')
    .max(MAX_CHAT_MESSAGES, `At most ${MAX_CHAT_MESSAGES} messages`),
});
export type ChatRequest = z.infer<typeof ChatRequest>;

/** The chat's Server-Sent Events, one JSON object per `data:` line, `event:` naming its kind. */
export const ChatEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('done'), engine: TutorEngineInfo, fallback: z.string().optional() }),
  z.object({ type: z.literal('withheld'), message: z.string(), engine: TutorEngineInfo }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ChatEvent = z.infer<typeof ChatEvent>;

export const TutorRecommendation = z.object({
  type: z.enum(['weakness', 'strength', 'time']),
  title: z.string(),
  description: z.string(),
  reason: z.string(),
  priority: z.enum(['high', 'medium', 'low']),
  estimatedTime: z.string(),
  problemId: z.string().optional(),
  difficulty: Difficulty.optional(),
  category: Category.optional(),
});
export type TutorRecommendation = z.infer<typeof TutorRecommendation>;
export const RecommendationsData = z.object({
  items: z.array(TutorRecommendation),
  engine: TutorEngineInfo,
  fallback: z.string().optional(),
});
export const RecommendationsResponse = Envelope.extend({ data: RecommendationsData });
export type RecommendationsData = z.infer<typeof RecommendationsData>;

export const TutorStatusData = z.object({
  engine: TutorEngineInfo,
  /** The configured model, when AI_BASE_URL is set (the built-in tutor answers if it fails). */
  model: z.string().nullable(),
  lastCall: z
    .object({
      at: z.string(),
      ok: z.boolean(),
      kind: z.string(),
      engine: z.string(),
      error: z.string().optional(),
    })
    .nullable(),
});
export const TutorStatusResponse = Envelope.extend({ data: TutorStatusData });
export type TutorStatusData = z.infer<typeof TutorStatusData>;

/** What a model must answer (validated; one repair retry, then the built-in tutor). */
export const ModelMarkdownAnswer = z.object({ markdown: z.string().min(1).max(8000) });
export const ModelExplainAnswer = z.object({
  markdown: z.string().min(1).max(8000),
  causes: z.array(TutorCause).max(5).default([]),
});
export const ModelRecommendAnswer = z.object({
  items: z
    .array(
      z.object({
        problemId: z.string(),
        description: z.string().max(400),
        reason: z.string().max(400),
        priority: z.enum(['high', 'medium', 'low']),
      }),
    )
    .max(10),
});

/**
 * A model's rewording of a study plan the built-in planner computed: only each week's theme and
 * goals, by week number. Anything else it sends (problems, hours, extra weeks) is not read.
 */
export const ModelStudyPlanAnswer = z.object({
  weeks: z
    .array(
      z.object({
        week: z.number().int().min(1),
        theme: z.string().min(1).max(200),
        goals: z.array(z.string().min(1).max(300)).min(1).max(10),
      }),
    )
    .min(1)
    .max(52),
});
export type ModelStudyPlanAnswer = z.infer<typeof ModelStudyPlanAnswer>;
