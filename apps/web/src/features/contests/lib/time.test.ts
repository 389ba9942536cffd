import { describe, expect, it } from 'vitest';
import { clockOffset, formatRemaining, formatSeconds, startTimeProblem } from './time.ts';

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
  it("refuses a start not in the future by the clock it is given, with the server's words", () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    expect(startTimeProblem(now + 60_000, now)).toBeNull();
    expect(startTimeProblem(now, now)).toBeNull();
    // The server's 5 s of skew (CONTEST_START_SKEW_MS), not a second more.
    expect(startTimeProblem(now - 5000, now)).toBeNull();
    expect(startTimeProblem(now - 5001, now)).toBe('Start time must be in the future');
    expect(startTimeProblem(now - 3_600_000, now)).toBe('Start time must be in the future');
    expect(startTimeProblem(Number.NaN, now)).toBe('Start time must be a date');
  });
});
