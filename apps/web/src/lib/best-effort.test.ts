import { afterEach, describe, expect, it, vi } from 'vitest';
import { bestEffort } from './best-effort.ts';

describe('bestEffort', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports a failure on the console, with what failed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    bestEffort('loading the vim mode', Promise.reject(new Error('chunk failed')));
    await new Promise((r) => setTimeout(r, 0));
    expect(warn).toHaveBeenCalledWith('[codecoach] loading the vim mode failed: chunk failed');
  });
});
