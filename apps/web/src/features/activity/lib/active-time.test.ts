import { HEARTBEAT_MAX_SECONDS } from '@codecoach/contracts';
import { describe, expect, it } from 'vitest';
import { ActiveTimeMeter, IDLE_AFTER_MS, REPORT_EVERY_SECONDS } from './active-time.ts';

describe('ActiveTimeMeter', () => {
  it('counts a second per tick while visible with recent input, and asks for a report every 30', () => {
    const m = new ActiveTimeMeter(0);
    let due = false;
    for (let s = 1; s <= REPORT_EVERY_SECONDS; s++) due = m.tick(s * 1000, true);
    expect(due).toBe(true);
    expect(m.take()).toBe(REPORT_EVERY_SECONDS);
    expect(m.take()).toBe(0);
  });

  it('does not count a hidden tab', () => {
    const m = new ActiveTimeMeter(0);
    for (let s = 1; s <= 10; s++) m.tick(s * 1000, false);
    expect(m.take()).toBe(0);
  });

  it('stops counting a minute after the last input, and starts again on input', () => {
    const m = new ActiveTimeMeter(0);
    for (let s = 1; s <= 90; s++) m.tick(s * 1000, true);
    expect(m.take()).toBe(IDLE_AFTER_MS / 1000 - 1);
    m.input(100_000);
    for (let s = 101; s <= 105; s++) m.tick(s * 1000, true);
    expect(m.take()).toBe(5);
  });

  it('never reports more than the server accepts at once', () => {
    const m = new ActiveTimeMeter(0);
    for (let s = 1; s <= 100; s++) {
      m.input(s * 1000);
      m.tick(s * 1000, true);
    }
    expect(m.take()).toBe(HEARTBEAT_MAX_SECONDS);
    expect(m.take()).toBe(100 - HEARTBEAT_MAX_SECONDS);
  });
});
