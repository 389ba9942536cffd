import { describe, expect, it } from 'vitest';
import { bestEffort } from './best-effort.ts';

describe('bestEffort', () => {
  it('resolves when the work fails, and reports what failed and why', async () => {
    const warned: string[] = [];
    await bestEffort('the progress note', Promise.reject(new Error('connection lost')), (m) =>
      warned.push(m),
    );
    await bestEffort(
      'closing the listener',
      () => {
        throw new Error('already closed');
      },
      (m) => warned.push(m),
    );
    expect(warned).toEqual([
      'the progress note failed: connection lost',
      'closing the listener failed: already closed',
    ]);
  });

  it('says nothing when the work succeeds', async () => {
    const warned: string[] = [];
    let ran = false;
    await bestEffort(
      'a step',
      async () => {
        ran = true;
      },
      (m) => warned.push(m),
    );
    expect([ran, warned]).toEqual([true, []]);
  });
});
