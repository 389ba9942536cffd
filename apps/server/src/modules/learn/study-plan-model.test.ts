import type { StudyPlan } from '@codecoach/contracts';
import { type ScriptedServer, startScriptedServer } from '@codecoach/tutor/scripted';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/helper.ts';
import { addProblem, judged } from '../../../test/verdicts.ts';

/**
 * Generate My Study Plan through HTTP with a configured model (the tutor package's scripted
 * OpenAI-compatible server): the planner decides the problems; the model's reply rewords the
 * themes and goals and also tries to swap in an invented problem, 99 hours and an extra week.
 */
let t: TestApp;
let model: ScriptedServer;
const ids: string[] = [];

beforeAll(async () => {
  model = await startScriptedServer();
  t = await build({ AI_BASE_URL: model.url, AI_MODEL: 'scripted-naive', AI_TIMEOUT_MS: 5000 });
  const bank = [
    ['two-sum', 'array', 'easy', 15],
    ['valid-anagram', 'string', 'easy', 10],
    ['group-anagrams', 'string', 'medium', 20],
    ['number-of-islands', 'graph', 'medium', 25],
  ] as const;
  for (const [slug, category, difficulty, estimatedMinutes] of bank)
    ids.push(await addProblem(t, { slug, title: slug, category, difficulty, estimatedMinutes }));
});

afterAll(async () => {
  await model?.close();
});

describe('study plan with a model engine', () => {
  it("keeps the planner's problems and hours, takes only the model's themes and goals, and says who wrote it", async () => {
    const u = await t.register();
    await judged(t, u.id, ids[0] ?? '', 'accepted');
    const res = await t.injectAs(u.token, {
      method: 'POST',
      url: '/api/learn/study-plan',
      payload: { hoursPerWeek: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { plan, fallback }: { plan: StudyPlan; fallback?: string } = res.json().data;
    expect(fallback).toBeUndefined();
    expect(plan.engine).toBe('scripted-naive (reworded the built-in plan)');
    expect(plan.weeks.map((w) => w.theme)).toEqual(
      plan.weeks.map((w) => `Scripted theme for week ${w.week}`),
    );
    expect(plan.weeks.every((w) => w.goals.length === 1 && w.goals[0]?.startsWith('Scripted goal'))).toBe(
      true,
    );
    const problems = plan.weeks.flatMap((w) => w.practiceProblems);
    // Every bank problem once, none invented; the solved one last; no week 99, no 99 hours.
    expect(problems.map((p) => p._id).sort()).toEqual([...ids].sort());
    expect(problems.at(-1)?._id).toBe(ids[0]);
    expect(plan.weeks.map((w) => w.week)).toEqual(plan.weeks.map((_, i) => i + 1));
    expect(plan.weeks.every((w) => w.estimatedHours < 2)).toBe(true);
    // Saving it passes the bank check (the problems are the planner's).
    const saved = await t.injectAs(u.token, {
      method: 'PUT',
      url: '/api/learn/study-plan',
      payload: { plan },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
