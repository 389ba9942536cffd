import { expect, it } from 'vitest';
import { STOP_ORDER, shutdownPlan } from './runtime.ts';

it('stops in the declared order whatever the order steps were registered in, past a failing step', async () => {
  const stopped: string[] = [];
  const failures: string[] = [];
  const plan = shutdownPlan((step, e) => failures.push(`${step}: ${e instanceof Error ? e.message : e}`));
  for (const step of [...STOP_ORDER].reverse()) {
    plan.on(step, async () => {
      stopped.push(step);
      if (step === 'judge') throw new Error('a box would not die');
    });
  }
  await plan.run();
  expect(stopped).toEqual(['workers', 'app', 'judge', 'seeding', 'database']);
  expect(failures).toEqual(['judge: a box would not die']);
  await plan.run(); // each step runs once
  expect(stopped).toHaveLength(5);
});
