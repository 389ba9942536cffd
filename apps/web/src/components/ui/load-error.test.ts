import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { fetchFailure } from './load-error.tsx';

describe("the spec's load-failure texts (issue 26)", () => {
  it('says "from server" only for a reply that is not OK, where the spec has that variant', () => {
    const notOk = new ApiError(503, 'UNAVAILABLE', 'The database is restarting');
    const unreachable = new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.');
    expect(fetchFailure('leaderboard', notOk, true)).toBe('Failed to fetch leaderboard from server');
    expect(fetchFailure('leaderboard', unreachable, true)).toBe('Failed to fetch leaderboard');
    expect(fetchFailure('submissions', new Error('bad answer'), true)).toBe('Failed to fetch submissions');
    expect(fetchFailure('submissions', notOk, true)).toBe('Failed to fetch submissions from server');
    expect(fetchFailure('problems', notOk)).toBe('Failed to fetch problems');
  });
});
