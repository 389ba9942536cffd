import type { Category, Difficulty, LearnProblem } from '@codecoach/contracts';
import { describe, expect, it } from 'vitest';
import { type PlannerInput, planStudy, planWeeks } from './planner.ts';

const problem = (
  slug: string,
  category: Category,
  difficulty: Difficulty,
  minutes: number,
  solved = false,
): LearnProblem => ({
  _id: `id-${slug}`,
  slug,
  title: slug,
  difficulty,
  category,
  estimatedMinutes: minutes,
  solved,
});

const bank = [
  problem('a-easy', 'array', 'easy', 15, true),
  problem('a-med', 'array', 'medium', 25),
  problem('a-hard', 'array', 'hard', 45),
  problem('g-easy', 'graph', 'easy', 20),
  problem('g-med', 'graph', 'medium', 30),
  problem('g-hard', 'graph', 'hard', 50),
  problem('s-easy', 'string', 'easy', 10),
  problem('s-med', 'string', 'medium', 25, true),
];

const input = (over: Partial<PlannerInput> = {}): PlannerInput => ({
  today: '2026-03-02',
  categories: [
    { category: 'array', solved: 1, judged: 2, accepted: 1 },
    { category: 'string', solved: 1, judged: 1, accepted: 1 },
  ],
  problems: bank,
  topicOf: (slug) => ({
    topic: `Topic of ${slug[0]}`,
    tutorial: `Tutorial ${slug[0]}`,
    tutorialDone: slug.startsWith('s'),
  }),
  generatedAt: new Date('2026-03-02T10:00:00Z'),
  ...over,
});

describe('the built-in study planner', () => {
  it('defaults to 8 weeks and 5 hours; the target date sets the weeks (1 to 52)', () => {
    expect(planWeeks('2026-03-02', undefined)).toEqual({ weeks: 8, targetDate: '2026-04-27' });
    expect(planWeeks('2026-03-02', '2026-03-03').weeks).toBe(1);
    expect(planWeeks('2026-03-02', '2030-01-01').weeks).toBe(52);
    const plan = planStudy(input());
    expect(plan.hoursPerWeek).toBe(5);
    expect(plan.targetDate).toBe('2026-04-27');
    expect(plan.engine).toBe('Built-in planner (offline)');
  });

  it('puts unsolved problems first with difficulty rising, weakest category first, and re-solves after', () => {
    const plan = planStudy(input({ hoursPerWeek: 1 }));
    const order = plan.weeks.flatMap((w) => w.practiceProblems.map((p) => p.slug));
    expect(order).toEqual(['g-easy', 's-easy', 'g-med', 'a-med', 'g-hard', 'a-hard', 'a-easy', 's-med']);
    expect(plan.focusAreas[0]).toBe('graph');
  });

  it('fills each week up to the hours per week from estimatedMinutes, and says so in its hours', () => {
    const plan = planStudy(input({ hoursPerWeek: 1 }));
    for (const w of plan.weeks) {
      const minutes = w.practiceProblems.reduce((m, p) => m + p.estimatedMinutes, 0);
      expect(minutes <= 60 || w.practiceProblems.length === 1).toBe(true);
      expect(w.estimatedHours).toBe(Math.round(minutes / 30) / 2);
      expect(w.goals[0]).toMatch(/^Solve \d+ problems/);
    }
    const week1 = plan.weeks[0];
    expect(week1?.goals).toContain('Read the tutorial "Tutorial g"');
    expect(week1?.goals.some((g) => g.includes('Tutorial s'))).toBe(false); // already completed
  });

  it('stops at the target date even when problems remain', () => {
    const plan = planStudy(input({ hoursPerWeek: 1, targetDate: '2026-03-10' }));
    expect(plan.weeks).toHaveLength(2);
    expect(plan.duration).toBe('2 weeks');
  });
});
