/**
 * What the chat's capabilities compute for one turn (docs/decisions/016-ai-tutor.md, "The chat"):
 * why-wrong and which-test judge the editor's code as Explain does (the first failure, minimised,
 * its suspect line and causes); complexity and faster measure it as Optimize does; approach finds
 * the problem's Learn tutorial; a concept (or a turn nothing recognised) searches the tutorials;
 * preparation reads the roadmap, the plan, the review queue and the recommendations; a request
 * for the solution before a solve takes the next rung of the hint ladder instead.
 */
import { formatReadableInput, type Language } from '@codecoach/contracts';
import { starterCode } from '@codecoach/judge';
import {
  type ChatFacts,
  type ChatTurn,
  type FailureFacts,
  glossaryEntry,
  type HintLevel,
  nameCauses,
} from '@codecoach/tutor';
import { conceptSections, preparationFacts, problemTutorial, within } from './chat-learn.ts';
import type { LoadedProblem, TutorCore } from './core.ts';
import type { HintUseCase } from './hint.ts';
import { optimizeFacts } from './optimize-facts.ts';

/** How long a complexity or faster answer waits for the growth measurement (the target is 5 s in all). */
export const CHAT_MEASURE_MS = 4000;
/** How long a why-wrong or which-test answer waits for the shrunk input and the localisation. */
export const CHAT_EXPLAIN_MS = 4300;

/** The intents answered from the judge's run of the editor's code. */
export const JUDGE_INTENTS = new Set(['why-wrong', 'which-test', 'complexity', 'faster']);

export interface ChatFactsRequest {
  userId: string;
  turn: ChatTurn;
  loaded?: LoadedProblem;
  language: Language;
  /** The editor's code, invisible characters already stripped; '' when none was sent. */
  code: string;
}

const squash = (s: string) => s.replace(/\s+/g, '');

/** The editor holds nothing to judge: no code, or the problem's starter code unchanged. */
export function missingCode(l: LoadedProblem, language: Language, code: string): ChatFacts['missingCode'] {
  if (code.trim() === '') return 'empty';
  try {
    if (squash(starterCode(l.problem.signature, language)) === squash(code)) return 'starter';
  } catch {
    // A language without a starter template: the code is judged as it is.
  }
  return undefined;
}

export function createChatFacts(core: TutorCore, hint: HintUseCase) {
  const { repo } = core;

  async function optimizeOf(userId: string, l: LoadedProblem, language: Language, code: string) {
    const c = await core.codeContext(l, language, code);
    const { sandbox, tests, run } = await core.judgedOf(c, 0, userId);
    return optimizeFacts({ sandbox, repo }, c, run, tests);
  }

  /**
   * Optimize's facts, or none once CHAT_MEASURE_MS have passed: the answer then gives the class
   * read from the code (the engine reads it), and the measurement goes on, its runs cached for
   * the next question or the Optimize button.
   */
  function boundedOptimize(userId: string, l: LoadedProblem, language: Language, code: string) {
    return within(optimizeOf(userId, l, language, code), CHAT_MEASURE_MS);
  }

  /**
   * Explain's facts, or once CHAT_EXPLAIN_MS have passed the judge's first failure as found (the
   * same judge run, shared through the cache) with the causes read from the code; shrinking and
   * localising go on and are kept (core's facts cache) for a follow-up.
   */
  async function boundedFailure(
    userId: string,
    l: LoadedProblem,
    language: Language,
    code: string,
  ): Promise<{ failure: FailureFacts; quick: boolean }> {
    const full = core.factsOf(userId, l, language, code);
    const done = await within(full, CHAT_EXPLAIN_MS);
    if (done) return { failure: done, quick: false };
    const c = await core.codeContext(l, language, code);
    const { run } = await core.judgedOf(c, 700, userId);
    const j = run.judged;
    const base: Omit<FailureFacts, 'causes'> = { verdict: j.verdict };
    if (j.compileOutput) base.compileOutput = j.compileOutput;
    if (j.error) base.error = j.error;
    const ff = j.firstFailure;
    if (ff) {
      const size = JSON.stringify(ff.input).length;
      base.test = {
        input: ff.input,
        readable: formatReadableInput(l.problem.signature, ff.input),
        expected: ff.expected,
        actual: ff.actual,
        minimised: false,
        originalSize: size,
        size,
      };
    }
    const causes = nameCauses({
      failure: base,
      code,
      language,
      signature: l.problem.signature,
      category: l.problem.category,
    });
    return { failure: { ...base, causes }, quick: true };
  }

  return async function chatFacts(r: ChatFactsRequest): Promise<ChatFacts> {
    const { turn, loaded: l, userId, language, code } = r;
    const facts: ChatFacts = { turn };
    const topic = glossaryEntry(turn.topic);
    if (!l) {
      if (turn.intent === 'preparation')
        facts.preparation = await preparationFacts(core.deps.db, repo, userId);
      else if (turn.intent === 'concept' || turn.guessed || JUDGE_INTENTS.has(turn.intent))
        facts.sections = await conceptSections(turn.question, topic ?? glossaryEntry('big-o'));
      return facts;
    }
    if (JUDGE_INTENTS.has(turn.intent)) {
      const missing = missingCode(l, language, code);
      if (missing) facts.missingCode = missing;
      else if (turn.intent === 'why-wrong' || turn.intent === 'which-test') {
        const { failure, quick } = await boundedFailure(userId, l, language, code);
        facts.failure = failure;
        if (quick) facts.failureQuick = true;
      } else {
        const o = await boundedOptimize(userId, l, language, code);
        if (o) facts.optimize = o;
      }
    } else if (turn.intent === 'approach') {
      const section = await problemTutorial(l.problem);
      if (section) facts.sections = [section];
    } else if (turn.intent === 'concept' || turn.guessed) {
      facts.sections = await conceptSections(turn.question, topic);
    } else if (turn.intent === 'preparation') {
      facts.preparation = await preparationFacts(core.deps.db, repo, userId);
    } else if (turn.intent === 'solution-request' && !l.learner.solved) {
      const h = await hint(userId, { problemId: l.row.id, language, ...(code ? { code } : {}) }, false);
      facts.hint = { markdown: h.markdown, levelName: h.levelName as HintLevel };
    }
    return facts;
  };
}
export type ChatFactsUseCase = ReturnType<typeof createChatFacts>;
