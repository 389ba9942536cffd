import { describe, expect, it } from 'vitest';
import { clockOffset, formatRemaining, formatSeconds } from './time.ts';

describe('contest time', () => {
  it('shows the remaining time as hh:mm:ss, never below 0', () => {
    expect(formatRemaining(0)).toBe('00:00:00');
    expect(formatRemaining(-5000)).toBe('00:00:00');
    expect(formatRemaining(999)).toBe('00:00:00');
    expect(formatRemaining(61_000)).toBe('00:01:01');
    expect(formatRemaining((25 * 3600 + 2 * 60 + 3) * 1000)).toBe('25:02:03');
  });
  it('corrects the browser clock by the server one', () => {
    expect(clockOffset(10_000, 9_000)).toBe(1000);
    expect(formatSeconds(3725)).toBe('1:02:05');
  });
});
