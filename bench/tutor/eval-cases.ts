/**
 * One engine's pass over the evaluation set, through the server's HTTP API (so latency includes
 * the sandbox runs and the guard), then the metrics of metrics.ts.
 */
import type { Judge } from '@codecoach/judge';
import type { FastifyInstance } from 'fastify';
import { chatText, signIn } from './eval-server.ts';
import type { CaseJudge } from './judging.ts';
import type { EvalSet } from './load.ts';
import {
  type AnswerSample,
  type GroundingRun,
  grounding,
  type InjectionOutcome,
  injectionOutcome,
  injectionSuccess,
  latency,
  leakage,
  localisation,
  optimizeAccuracy,
  type SuspectLike,
  type TimedAction,
} from './metrics.ts';
import type { EngineResults } from './table.ts';

interface Deps {
  cases: CaseJudge;
  judge: Judge;
  references: Record<string, string[]>;
  /** Explain and Optimize only: no hint ladder or chat per failing case (a quicker iteration). */
  fast?: boolean;
  /**
   * Judges a submission of the case's code as the judge worker does, before Explain or Optimize
   * is asked: the learner's flow (Submit, see the verdict, ask). Unset (`--cold`): the tutor is
   * asked about code the judge never saw, and judges it itself.
   */
  judgeSubmission?: (submissionId: string) => Promise<void>;
}

/**
 * The problems held out while the built-in engine was tuned (issue 14 follow-up): every problem
 * whose slug starts with n-z. Its cases were not looked at; the runner reports them apart.
 */
export const isHeldOut = (slug: string): boolean => /^[n-z]/.test(slug);

/** Everything one engine's pass produced, each record with its problem, for metrics over any part. */
export interface CaseRecords {
  engine: string;
  times: Array<{ slug: string; action: TimedAction; ms: number }>;
  grounding: Array<GroundingRun & { slug: string }>;
  located: Array<{
    slug: string;
    id: string;
    /** The labelled verdict. */
    verdict?: string;
    label: { kind: string; line: number; alsoAccept?: readonly string[] };
    causes: Array<{ kind: string; line?: number }>;
    /** The line the tutor singles out (ExplainAnswer.suspect, issue 24), when it names one. */
    suspect?: SuspectLike;
    /** The failing input the answer shows (its `failingTest`, or `test`), if any. */
    shown?: unknown[];
    /** The explain call's time (ms), sandbox runs included. */
    ms?: number;
  }>;
  answers: Array<AnswerSample & { slug: string; id: string; action: string; withheld?: string }>;
  optimize: Array<{ slug: string; id: string; label: string; named?: string }>;
  outcomes: Array<InjectionOutcome & { slug: string; id: string }>;
}

/** The metrics of the records whose problem passes `keep`. */
export function summarise(r: CaseRecords, keep: (slug: string) => boolean = () => true): EngineResults {
  const k = <T extends { slug: string }>(xs: readonly T[]) => xs.filter((x) => keep(x.slug));
  const measured = <T extends { total: number }>(x: T) => (x.total > 0 ? x : undefined);
  const out: EngineResults = { engine: r.engine, latency: latency(k(r.times)).filter((l) => l.n > 0) };
  const g = measured(grounding(k(r.grounding)));
  const loc = measured(localisation(k(r.located)));
  const leak = measured(leakage(k(r.answers)));
  const inj = measured(injectionSuccess(k(r.outcomes)));
  const opt = measured(optimizeAccuracy(k(r.optimize)));
  if (g) out.grounding = g;
  if (loc) out.localisation = loc;
  if (leak) out.leakage = leak;
  if (inj) out.injection = inj;
  if (opt) out.optimize = opt;
  return out;
}

type Json = Record<string, unknown>;

export async function runCases(
  app: FastifyInstance,
  engine: string,
  set: EvalSet,
  deps: Deps,
): Promise<CaseRecords> {
  const learner = await signIn(app, deps.judgeSubmission ?? (async () => {}));
  const { token } = learner;
  const idOf = learner.problemId;
  const times: CaseRecords['times'] = [];
  let slug = '';
  async function call(
    action: TimedAction,
    url: string,
    payload: Json,
  ): Promise<{ status: number; data: Json; body: string }> {
    const start = performance.now();
    const r = await app.inject({
      method: 'POST',
      url: `/api/tutor/${url}`,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
    times.push({ slug, action, ms: performance.now() - start });
    const body = r.body;
    return {
      status: r.statusCode,
      data: url === 'chat' ? {} : ((r.json() as { data?: Json }).data ?? {}),
      body,
    };
  }
  /** Submit, then the verdict (the worker's own code path), when the flow is the learner's. */
  async function submitFirst(slug: string, language: string, code: string) {
    if (deps.judgeSubmission) await learner.submit(slug, language, code);
  }

  const groundingRuns: CaseRecords['grounding'] = [];
  const located: CaseRecords['located'] = [];
  const answers: CaseRecords['answers'] = [];
  const optimizePairs: CaseRecords['optimize'] = [];
  const outcomes: CaseRecords['outcomes'] = [];
  const md = (d: Json) => String(d.markdown ?? '');
  const withheld = (d: Json) => (typeof d.withheld === 'string' ? { withheld: d.withheld } : {});

  for (const [i, c] of set.failing.entries()) {
    slug = c.slug;
    const problemId = await idOf(c.slug);
    const refs = deps.references[c.slug] ?? [];
    await submitFirst(c.slug, c.language, c.code);
    const e = await call('explainFailure', 'explain', { problemId, language: c.language, code: c.code });
    const explainMs = times[times.length - 1]?.ms ?? 0;
    const causes = (e.data.causes as Array<{ kind: string; line?: number }>) ?? [];
    const suspect = e.data.suspect as SuspectLike | undefined;
    // The failing input shown: `failingTest` in the API today, `test` in the tutor's own answer.
    const ft = (e.data.failingTest ?? e.data.test) as { input: unknown[]; expected: unknown } | undefined;
    located.push({
      slug,
      id: c.id,
      verdict: c.verdict,
      label: c.bug,
      causes,
      ...(suspect ? { suspect } : {}),
      ...(ft ? { shown: ft.input } : {}),
      ms: explainMs,
    });
    const base = { slug, id: c.id, references: refs, learnerCode: c.code };
    answers.push({ ...base, action: 'explain', markdown: md(e.data), ...withheld(e.data) });
    if (ft) groundingRuns.push({ slug, ...(await ground(deps, c.slug, c.id, c.language, c.code, ft)) });
    for (let rung = 0; rung < (deps.fast ? 0 : 4); rung++) {
      const h = await call('hint', 'hint', {
        problemId,
        language: c.language,
        code: c.code,
        ...(rung === 0 ? { restart: true } : {}),
      });
      answers.push({ ...base, action: `hint-${rung}`, markdown: md(h.data), ...withheld(h.data) });
    }
    if (!deps.fast) {
      const ch = await call('chat', 'chat', {
        problemId,
        language: c.language,
        code: c.code,
        messages: [{ role: 'user', content: 'What are the constraints, and why could my code fail?' }],
      });
      answers.push({ ...base, action: 'chat', markdown: chatText(ch.body).text });
    }
    if (c.bug.kind === 'too-slow' && c.complexity) {
      const o = await call('optimize', 'optimize', { problemId, language: c.language, code: c.code });
      optimizePairs.push({
        slug,
        id: c.id,
        label: c.complexity,
        named: o.data.complexity as string | undefined,
      });
      console.log(`  optimize ${c.id}: named ${String(o.data.complexity)} (label ${c.complexity})`);
    }
    const named = suspect ? ` suspect@${suspect.line}` : '';
    process.stdout.write(
      `  failing ${i + 1}/${set.failing.length}: ${c.id} ->${named} ${causes.map((x) => `${x.kind}@${x.line ?? '-'}`).join(',') || 'none'} (label ${c.bug.kind}@${c.bug.line}) ${Math.round(explainMs)} ms\n`,
    );
  }
  for (const c of set.optimize) {
    slug = c.slug;
    // Accepted code is not submitted: that would make the learner one who solved the problem,
    // after which the guard rightly lets the reference through, and every later answer on it
    // (hints, chat, the injections) would no longer be "before solve".
    if (c.verdict !== 'accepted') await submitFirst(c.slug, c.language, c.code);
    const start = performance.now();
    const o = await call('optimize', 'optimize', {
      problemId: await idOf(c.slug),
      language: c.language,
      code: c.code,
    });
    optimizePairs.push({
      slug,
      id: c.id,
      label: c.complexity,
      named: o.data.complexity as string | undefined,
    });
    answers.push({
      slug,
      id: c.id,
      action: 'optimize',
      markdown: md(o.data),
      ...withheld(o.data),
      references: deps.references[c.slug] ?? [],
      learnerCode: c.code,
    });
    console.log(
      `  optimize ${c.id}: named ${String(o.data.complexity)} (label ${c.complexity}) ${Math.round(performance.now() - start)} ms`,
    );
  }
  for (const c of set.injections) {
    slug = c.slug;
    const problemId = await idOf(c.slug);
    const sub = c.submission;
    let text = '';
    if (c.action === 'chat') {
      const r = await call('chat', 'chat', {
        problemId,
        ...(sub ? { language: sub.language, code: sub.code } : {}),
        messages: [{ role: 'user', content: c.message ?? '' }],
      });
      text = chatText(r.body).text;
    } else if (sub) {
      const url = c.action === 'explainFailure' ? 'explain' : c.action;
      const r = await call(c.action, url, { problemId, language: sub.language, code: sub.code });
      text = String(r.data.markdown ?? '');
    }
    const { built } = await deps.cases.problem(c.slug);
    const publicText = [
      built.statement,
      JSON.stringify(built.meta.examples),
      JSON.stringify(built.tests.filter((t) => !t.hidden)),
    ].join('\n');
    const o = injectionOutcome(c, text, {
      references: deps.references[c.slug] ?? [],
      hiddenTests: built.tests.filter((t) => t.hidden).map((t) => ({ input: t.input, expected: t.expected })),
      publicText,
    });
    outcomes.push({ slug, id: c.id, ...o });
    answers.push({
      slug,
      id: c.id,
      action: `injection-${c.action}`,
      markdown: text,
      references: deps.references[c.slug] ?? [],
      ...(sub ? { learnerCode: sub.code } : {}),
    });
    console.log(
      `  injection ${c.id} (${c.technique}, ${c.goal}): ${o.success ? `SUCCEEDED ${o.evidence}` : 'stopped'}`,
    );
  }
  return {
    engine,
    times,
    grounding: groundingRuns,
    located,
    answers,
    optimize: optimizePairs,
    outcomes,
  };
}

/** Re-runs a shown failing input in the sandbox: the learner's code must fail it, the reference pass it. */
async function ground(
  deps: Deps,
  slug: string,
  id: string,
  language: string,
  code: string,
  ft: { input: unknown[]; expected: unknown },
): Promise<GroundingRun> {
  const { built, checker } = await deps.cases.problem(slug);
  const base = {
    signature: built.meta.signature,
    checker: built.meta.checker,
    ...(checker ? { customChecker: checker } : {}),
    tests: [{ input: ft.input, expected: ft.expected }],
    timeLimitMs: built.meta.timeLimitMs,
    memoryLimitMb: built.meta.memoryLimitMb,
    stopOnFirstFailure: false,
  };
  const learner = await deps.judge.run({ ...base, language: language as 'javascript', code });
  const reference = await deps.judge.run({
    ...base,
    language: 'javascript',
    code: built.solutions.javascript,
  });
  return {
    id,
    learnerFails: learner.verdict !== 'accepted',
    referencePasses: reference.verdict === 'accepted',
  };
}
