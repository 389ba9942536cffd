/**
 * The tutor's one interface (docs/decisions/016-ai-tutor.md). Two engines implement it: `builtin`
 * (offline, deterministic) and `openai-compatible` (any chat-completions endpoint).
 *
 * Engines receive *facts* the server computed (the minimised failing input, measured growth,
 * percentiles, the learner's last verdict); they never see hidden tests or a reference solution,
 * and they never decide a verdict. The leak guard (guard.ts) runs on every answer after the
 * engine, with the references the engine never saw.
 *
 * How to change this: the evaluation runner (bench/tutor) and the server's tutor module are
 * written against these types; add optional members rather than changing existing ones.
 */

import {
  type Category,
  type Difficulty,
  type Language,
  type Signature,
  type StudyPlan,
  TUTOR_CAUSE_KINDS,
  type Verdict,
} from '@codecoach/contracts';
import type { GrowthFacts } from './growth.ts';
import type { Suspect } from './sbfl.ts';

export type { GrowthFacts } from './growth.ts';

/** Which engine produced an answer; every answer carries one and the screen shows `label`. */
export interface EngineInfo {
  kind: 'builtin' | 'openai-compatible';
  /** "Built-in tutor", or the configured model's name. */
  label: string;
}

/** The problem as the learner sees it (no hidden tests, no reference solution). */
export interface ProblemFacts {
  id: string;
  slug: string;
  title: string;
  difficulty: Difficulty;
  category: Category;
  tags: string[];
  statement: string;
  signature: Signature;
  constraints: string[];
  /** The problem's own hints, a nudge first, the key idea last. */
  hints: string[];
  examples: Array<{ input: string; output: string; explanation?: string }>;
  /** The editorial's prose (code blocks removed before it reaches an engine). */
  editorial?: string;
  /** The editorial's best complexity, e.g. "O(n)", "O(n log n)" (problem.yaml targetComplexity). */
  targetComplexity?: string;
}

/** The learner's side of a request. Code is untrusted data: invisible Unicode already stripped. */
export interface LearnerFacts {
  language: Language;
  code?: string;
  /** Whether this learner has an accepted submission on this problem (unlocks full code). */
  solved: boolean;
  lastVerdict?: Verdict;
}

/** Names a likely cause of a failure; the evaluation set labels its cases with the same kinds. */
export const CAUSE_KINDS = TUTOR_CAUSE_KINDS;
export type CauseKind = (typeof CAUSE_KINDS)[number];

export interface Cause {
  kind: CauseKind;
  /** 1-based line of the learner's code, when it can be named. */
  line?: number;
  /** One sentence saying why this cause was named (what in the facts points at it). */
  evidence: string;
}

/** The failing test after minimisation, run in the sandbox both ways. */
export interface FailingTest {
  input: unknown[];
  /** `nums = [1,2], target = 3` */
  readable: string;
  expected: unknown;
  actual: unknown;
  /** Whether it was shrunk from the original failing test (false: shown as found). */
  minimised: boolean;
  /** Size of the original failing test's input (JSON characters) and of the minimised one. */
  originalSize: number;
  size: number;
}

/** Everything explain-my-failure is told, computed by the server from sandbox runs. */
export interface FailureFacts {
  verdict: Verdict;
  test?: FailingTest;
  /** Runtime error: the exception as the learner's language reported it, with its line. */
  error?: { type: string; message: string; line?: number };
  /** Compilation error: the compiler's output. */
  compileOutput?: string;
  /** Time limit: the measured growth. */
  growth?: GrowthFacts;
  /** What the server could name from the facts (the engine may add to it, never contradict it). */
  causes: Cause[];
  /** The most suspicious line, with how sure (sbfl.ts): wrong answers, runtime errors, time limits. */
  suspect?: Suspect;
}

/** A signal read from the learner's code without running it. */
export interface StaticSignal {
  kind:
    | 'nested-loops'
    | 'linear-search-in-loop'
    | 'string-concat-in-loop'
    | 'recursion-without-memo'
    | 'sort-in-loop';
  line: number;
  detail: string;
}

export interface OptimizeFacts {
  growth?: GrowthFacts;
  /** The class read from the code when the runs were too fast to time (signals.ts staticComplexity). */
  staticComplexity?: string;
  staticSignals: StaticSignal[];
  targetComplexity?: string;
  /** "faster than X% of accepted <language> submissions", from real runtimes; absent with no sample. */
  percentile?: { fasterThan: number; language: Language; sample: number; runtimeMs: number };
  /** When the code could not be measured (does not compile, fails), the verdict that stopped it. */
  blockedBy?: Verdict;
}

/** The hint ladder's rungs, in order. */
export const HINT_LEVELS = ['concept', 'strategy', 'your-code', 'pseudo-code'] as const;
export type HintLevel = (typeof HINT_LEVELS)[number];

export interface HintInput {
  problem: ProblemFacts;
  learner: LearnerFacts;
  /** The rung to give (0-based index into HINT_LEVELS); the server keeps the ladder per learner. */
  level: number;
  /** For the "your-code" rung: what the last run showed (may be absent: no code yet). */
  failure?: FailureFacts;
}

export interface ExplainInput {
  problem: ProblemFacts;
  learner: LearnerFacts;
  failure: FailureFacts;
}

export interface OptimizeInput {
  problem: ProblemFacts;
  learner: LearnerFacts;
  facts: OptimizeFacts;
}

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatInput {
  /** Absent: the general chat (practice in general, not one problem). */
  problem?: ProblemFacts;
  learner?: LearnerFacts;
  /** The conversation so far, the learner's newest message last. Untrusted. */
  messages: ChatMessage[];
  /** The learner's per-category results, for the general chat. */
  categories?: CategoryResult[];
  /**
   * What the server recognised the newest message as asking and what the matching capability
   * computed for it (the judge's failure, the measured growth, tutorial sections, the study
   * plan). Absent: the engine classifies the message itself and answers from the problem's text.
   */
  facts?: ChatFacts;
  signal?: AbortSignal;
}

/** What a learner's chat message asks (docs/decisions/016-ai-tutor.md, "The chat"). */
export const CHAT_INTENTS = [
  'approach',
  'hint',
  'why-wrong',
  'which-test',
  'complexity',
  'faster',
  'edge-cases',
  'statement',
  'concept',
  'preparation',
  'solution-request',
  'off-topic',
] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

/** A short message that continues the previous turn: "why?", "explain that more simply", "and in Java?". */
export type ChatFollowUp = 'why' | 'simpler' | 'language' | 'example' | 'more';

/** The newest message, classified and resolved against the conversation (chat/turn.ts). */
export interface ChatTurn {
  intent: ChatIntent;
  /** The classifier recognised no intent: answered by retrieval over the statement, then the tutorials, else the menu. */
  guessed: boolean;
  /** Recognised below the classifier's confidence: the answer asks whether `alternative` (the close runner-up) was meant. */
  unsure?: boolean;
  alternative?: ChatIntent;
  /** The classifier's confidence in the intent (its posterior times the share of known words, 0..1). */
  score: number;
  /** What the answer is about: the newest message, or for a follow-up the question it continues. */
  question: string;
  followUp?: ChatFollowUp;
  /** "and in Java?": the language asked about. */
  language?: Language;
  /** "what about example 2?": the 1-based example. */
  example?: number;
  /** The glossary concept the turn is about ("stack", "memoization"), from it or the turn it continues. */
  topic?: string;
}

/** One section of a Learn tutorial (content/learn/tutorials/<id>/tutorial.md) found for a question. */
export interface TutorialSection {
  tutorialId: string;
  tutorialTitle: string;
  heading: string;
  /** The section's text, markdown, code blocks removed. */
  text: string;
  /** The tutorial's page in the app, e.g. `/learn?tutorial=stacks`. */
  link: string;
  score: number;
}

/** General interview preparation: what the server's Learn module and recommendations computed. */
export interface PreparationFacts {
  /** The roadmap path's title ("Interview Essentials") and its topics in order, with progress. */
  roadmapTitle?: string;
  roadmap: Array<{
    topic: string;
    tutorialId: string;
    tutorialTitle: string;
    solved: number;
    total: number;
    done: boolean;
  }>;
  /** The saved study plan's current week, or the week the planner would start with now (not saved). */
  plan?: {
    saved: boolean;
    week: number;
    weeks: number;
    theme: string;
    problems: Array<{ id: string; title: string; solved: boolean }>;
  };
  /** Problems due for review today (spaced repetition over the learner's own solves). */
  review: Array<{ id: string; title: string }>;
  recommendations: Recommendation[];
  categories: CategoryResult[];
}

export interface ChatFacts {
  turn: ChatTurn;
  /** why-wrong / which-test: the judge's first failure of the editor's code (Explain's facts). */
  failure?: FailureFacts;
  /**
   * The failure is the judge's first failing test as found, with the causes read from the code:
   * shrinking and localising it took longer than the chat waits (they go on, and are kept).
   */
  failureQuick?: boolean;
  /** complexity / faster: Optimize's facts on the editor's code. */
  optimize?: OptimizeFacts;
  /** A code question with nothing to judge: the editor is empty, or holds only the starter code. */
  missingCode?: 'empty' | 'starter';
  /** concept (and a guessed turn): the best tutorial sections; approach: the problem's tutorial. */
  sections?: TutorialSection[];
  preparation?: PreparationFacts;
  /** solution-request before a solve: the next rung of the learner's hint ladder, as the ladder gave it. */
  hint?: { markdown: string; levelName: HintLevel };
}

/** A streamed chat piece: text as it comes, then one `done`. */
export type ChatChunk =
  | { type: 'text'; text: string }
  | { type: 'done'; engine: EngineInfo; fallback?: string }
  /** The guard stopped the answer (text shown so far must be replaced by `message`). */
  | { type: 'withheld'; message: string; engine: EngineInfo };

/** One category of the learner's real results (what the dashboard reads). */
export interface CategoryResult {
  category: Category;
  solved: number;
  total: number;
  attempted: number;
  /** Accepted / all submissions in the category, 0..100; null with no submission. */
  accuracy: number | null;
}

export interface RecommendInput {
  categories: CategoryResult[];
  /** Unsolved problems the server may recommend (at most a few dozen), easiest first. */
  candidates: Array<{
    id: string;
    title: string;
    difficulty: Difficulty;
    category: Category;
    estimatedMinutes: number;
  }>;
  /** Problems attempted but not solved, most recent first. */
  unsolvedAttempts: Array<{ id: string; title: string; category: Category }>;
  limit: number;
}

export interface Recommendation {
  type: 'weakness' | 'strength' | 'time';
  title: string;
  description: string;
  /** Why this item: the learner's numbers it comes from. */
  reason: string;
  priority: 'high' | 'medium' | 'low';
  /** "25 min" */
  estimatedTime: string;
  problemId?: string;
}

/** What every non-streamed answer carries. `markdown` is shown sanitised. */
export interface Answer {
  markdown: string;
  engine: EngineInfo;
  /** Set when the configured model failed and the built-in engine answered instead (the screen says so). */
  fallback?: string;
}

export interface HintAnswer extends Answer {
  level: number;
  levelName: HintLevel;
  /** Whether a further rung exists. */
  more: boolean;
}

export interface ExplainAnswer extends Answer {
  /** The causes named (the server's, possibly refined by the engine). */
  causes: Cause[];
  /** The server's most suspicious line (FailureFacts.suspect), as it is. */
  suspect?: Suspect;
}

export interface OptimizeAnswer extends Answer {
  /** The class the answer names for the learner's code ("O(n^2)"), if any. */
  complexity?: string;
  meetsTarget?: boolean;
}

export interface RecommendAnswer {
  items: Recommendation[];
  engine: EngineInfo;
  fallback?: string;
}

/**
 * A study plan the server's planner computed from the learner's real results (issue 16,
 * `planStudy`): which problems, how many, in which week, and the hours are fixed. An engine may
 * only reword each week's theme and goals.
 */
export interface StudyPlanInput {
  plan: StudyPlan;
}

export interface StudyPlanAnswer {
  /** The plan as given, with (for a model) its weeks' themes and goals reworded and `engine` naming it. */
  plan: StudyPlan;
  engine: EngineInfo;
  fallback?: string;
}

/**
 * Extension point for issue 17's problem generator (`packages/generator`), not wired: generation
 * runs in the worker with the judge and its own model drafter (docs/decisions/016-ai-tutor.md).
 */
export interface GenerateProblemInput {
  request: unknown;
  signal?: AbortSignal;
}

export interface TutorEngine {
  readonly info: EngineInfo;
  hint(input: HintInput, signal?: AbortSignal): Promise<HintAnswer>;
  explainFailure(input: ExplainInput, signal?: AbortSignal): Promise<ExplainAnswer>;
  optimize(input: OptimizeInput, signal?: AbortSignal): Promise<OptimizeAnswer>;
  chat(input: ChatInput): AsyncIterable<ChatChunk>;
  recommend(input: RecommendInput, signal?: AbortSignal): Promise<RecommendAnswer>;
  /** Issue 16: the planner's study plan, as is (built-in) or with its themes and goals reworded (a model). */
  studyPlan(input: StudyPlanInput, signal?: AbortSignal): Promise<StudyPlanAnswer>;
  /** Issue 17 (extension point): a generated problem, published only once proven by its own package. */
  generateProblem?(input: GenerateProblemInput): Promise<{ problem: unknown; engine: EngineInfo }>;
}

export const BUILTIN_INFO: EngineInfo = { kind: 'builtin', label: 'Built-in tutor' };
