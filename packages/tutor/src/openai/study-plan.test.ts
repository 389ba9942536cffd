import { StudyPlan } from '@codecoach/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinEngine } from '../builtin/index.ts';
import { withFallback } from '../fallback.ts';
import { type ScriptedServer, startScriptedServer } from '../scripted-server.ts';
import { createOpenAiEngine } from './engine.ts';

/** A two-week plan as the server's planner (planStudy) writes one. */
const problem = (slug: string, difficulty: 'easy' | 'medium', minutes: number) => ({
  _id: `id-${slug}`,
  slug,
  title: slug.replace(/-/g, ' '),
  difficulty,
  category: 'array' as const,
  estimatedMinutes: minutes,
  solved: false,
});
const PLAN: StudyPlan = StudyPlan.parse({
  title: '2-Week Study Plan',
  duration: '2 weeks',
  difficulty: 'Beginner',
  focusAreas: ['array'],
  weeks: [
    {
      week: 1,
      theme: 'Foundations: Arrays',
      topics: ['Two pointers'],
      practiceProblems: [problem('two-sum', 'easy', 20), problem('contains-duplicate', 'easy', 15)],
      goals: ['Solve 2 problems (2 easy)'],
      estimatedHours: 0.5,
    },
    {
      week: 2,
      theme: 'Building up: Arrays',
      topics: ['Sliding window'],
      practiceProblems: [problem('max-subarray', 'medium', 30)],
      goals: ['Solve 1 problems (1 medium)'],
      estimatedHours: 0.5,
    },
  ],
  recommendations: { dailyPractice: 'About 60 minutes a day', resources: [], milestones: [] },
  targetDate: '2027-01-01',
  hoursPerWeek: 5,
  engine: 'Built-in planner (offline)',
  generatedAt: '2026-11-26T00:00:00.000Z',
});

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function modelEngine(mode: 'normal' | 'fail' | 'slow' = 'normal', timeoutMs = 5000) {
  server = await startScriptedServer({ mode });
  return withFallback(
    createOpenAiEngine({ baseUrl: server.url, model: 'scripted-naive', timeoutMs }),
    createBuiltinEngine(),
  );
}

const problemsOf = (p: StudyPlan) => p.weeks.map((w) => w.practiceProblems);

describe('studyPlan', () => {
  it('built-in: the planner’s plan as it is, written by the built-in planner', async () => {
    const a = await createBuiltinEngine().studyPlan({ plan: PLAN });
    expect(a.engine).toEqual({ kind: 'builtin', label: 'Built-in tutor' });
    expect(a.plan).toEqual(PLAN);
    expect(a.fallback).toBeUndefined();
  });

  it('a model rewords themes and goals only: its invented problem, hours and extra week are ignored', async () => {
    const e = await modelEngine();
    const a = await e.studyPlan({ plan: PLAN });
    expect(a.engine).toEqual({ kind: 'openai-compatible', label: 'scripted-naive' });
    expect(a.fallback).toBeUndefined();
    expect(a.plan.weeks.map((w) => w.theme)).toEqual([
      'Scripted theme for week 1',
      'Scripted theme for week 2',
    ]);
    expect(a.plan.weeks.map((w) => w.goals)).toEqual([
      ['Scripted goal for week 1'],
      ['Scripted goal for week 2'],
    ]);
    // The scripted reply also swapped in a problem, 99 hours, a week 99 and a new title: none of it is read.
    expect(problemsOf(a.plan)).toEqual(problemsOf(PLAN));
    expect(a.plan.weeks.map((w) => w.estimatedHours)).toEqual([0.5, 0.5]);
    expect(a.plan.weeks).toHaveLength(2);
    expect(a.plan.title).toBe(PLAN.title);
    expect(a.plan.engine).toBe('scripted-naive (reworded the built-in plan)');
    expect(StudyPlan.safeParse(a.plan).success).toBe(true);
    expect(server?.calls).toBe(1);
  });

  it('falls back to the built-in plan, saying so, when the model fails or times out', async () => {
    const failing = await modelEngine('fail');
    const a = await failing.studyPlan({ plan: PLAN });
    expect(a.plan).toEqual(PLAN);
    expect(a.engine.label).toBe('Built-in tutor');
    expect(a.fallback).toMatch(/configured model failed/);
    await server?.close();
    const slow = await modelEngine('slow', 1000);
    const b = await slow.studyPlan({ plan: PLAN });
    expect(b.plan).toEqual(PLAN);
    expect(b.fallback).toMatch(/timed out|timeout/i);
  });
});
