import { type BuiltProblem, buildProblem, loadProblemSource } from '@codecoach/content';
import type { Judge, JudgeResult } from '@codecoach/judge';
import { applyFix, type EvalSet } from './load.ts';
import type { EvalLanguage } from './schema.ts';

/**
 * Runs the evaluation set's submissions through the real judge on each problem's built tests
 * (examples + hidden, as content's build makes them) and compares with their labels.
 */

/**
 * A time-limit case runs with the limit multiplied by this and must still exceed it, as content's
 * proof does with planted slow solutions: the label then holds on a machine 2x faster than this one.
 */
export const TLE_MARGIN = 2;

export interface Check {
  id: string;
  slug: string;
  /** failing: the labelled verdict; fix: the fixed code accepted; optimize; injection. */
  what: 'failing' | 'fix' | 'optimize' | 'injection';
  language: string;
  expected: string;
  got: string;
  ok: boolean;
  detail: string;
  ms: number;
}

interface Problem {
  built: BuiltProblem;
  /** The custom checker's source, which the judge runs in its own box. */
  checker?: string;
}

/** One submission to judge, with the verdict its label promises. */
export interface Job {
  id: string;
  slug: string;
  what: Check['what'];
  language: EvalLanguage;
  code: string;
  expected: string;
}

/** Every judge run the set's labels call for; `fixes: false` leaves out the fixed versions. */
export function jobsOf(set: EvalSet, opts: { fixes: boolean }): Job[] {
  const jobs: Job[] = [];
  for (const c of set.failing) {
    jobs.push({
      id: c.id,
      slug: c.slug,
      what: 'failing',
      language: c.language,
      code: c.code,
      expected: c.verdict,
    });
    const fixed = applyFix(c);
    if (opts.fixes && fixed !== undefined)
      jobs.push({
        id: c.id,
        slug: c.slug,
        what: 'fix',
        language: c.language,
        code: fixed,
        expected: 'accepted',
      });
  }
  for (const c of set.optimize)
    jobs.push({
      id: c.id,
      slug: c.slug,
      what: 'optimize',
      language: c.language,
      code: c.code,
      expected: c.verdict,
    });
  for (const c of set.injections) {
    if (!c.submission) continue;
    const { language, code, verdict } = c.submission;
    jobs.push({ id: c.id, slug: c.slug, what: 'injection', language, code, expected: verdict });
  }
  return jobs;
}

function describe(result: JudgeResult): string {
  const f = result.firstFailure;
  const parts = [`${result.testsPassed}/${result.totalTests} tests`];
  if (result.error) parts.push(`${result.error.type}: ${result.error.message.split('\n')[0]?.slice(0, 160)}`);
  if (result.compileOutput && result.verdict === 'compilation_error')
    parts.push(result.compileOutput.split('\n').slice(0, 3).join(' | ').slice(0, 300));
  if (f && result.verdict === 'wrong_answer') {
    const show = (v: unknown): string => {
      const t = JSON.stringify(v) ?? 'undefined';
      return t.length > 80 ? `${t.slice(0, 80)}...` : t;
    };
    parts.push(`input ${show(f.input)} expected ${show(f.expected)} got ${show(f.actual)}`);
  }
  return parts.join('; ');
}

export class CaseJudge {
  private readonly problems = new Map<string, Promise<Problem>>();
  constructor(private readonly judge: Judge) {}

  /** The problem's built tests (content's cache makes this cheap after the first build). */
  problem(slug: string): Promise<Problem> {
    let p = this.problems.get(slug);
    if (!p) {
      p = (async () => {
        const source = await loadProblemSource(slug);
        const built = await buildProblem(source, { judge: async () => this.judge, cache: true });
        return built.customChecker ? { built, checker: built.customChecker } : { built };
      })();
      this.problems.set(slug, p);
    }
    return p;
  }

  async check(job: Job): Promise<Check> {
    const start = performance.now();
    const { built, checker } = await this.problem(job.slug);
    const margin = job.expected === 'time_limit_exceeded' ? TLE_MARGIN : 1;
    const result = await this.judge.run({
      language: job.language,
      code: job.code,
      signature: built.meta.signature,
      checker: built.meta.checker,
      ...(checker ? { customChecker: checker } : {}),
      tests: built.tests.map((t) => ({ input: t.input, expected: t.expected })),
      timeLimitMs: built.meta.timeLimitMs * margin,
      memoryLimitMb: built.meta.memoryLimitMb,
      stopOnFirstFailure: true,
    });
    const at = margin === 1 ? '' : ` (at ${margin}x the limit)`;
    return {
      id: job.id,
      slug: job.slug,
      what: job.what,
      language: job.language,
      expected: job.expected,
      got: result.verdict,
      ok: result.verdict === job.expected,
      detail: `${describe(result)}${at}`,
      ms: Math.round(performance.now() - start),
    };
  }
}
