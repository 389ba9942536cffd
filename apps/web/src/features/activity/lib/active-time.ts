import { HEARTBEAT_MAX_SECONDS } from '@codecoach/contracts';

/** Input older than this no longer counts as "someone is working here". */
export const IDLE_AFTER_MS = 60_000;
/** Active seconds gathered before a report is sent. */
export const REPORT_EVERY_SECONDS = 30;

/**
 * Counts active seconds on the solve screen: one per tick while the tab is visible and there was
 * input in the last minute. Reports leave in chunks of at most HEARTBEAT_MAX_SECONDS (the
 * server's cap); what a failed report carried is dropped rather than retried, so time is
 * under-counted, never doubled.
 */
export class ActiveTimeMeter {
  private pending = 0;
  private lastInputAt: number;

  constructor(now: number) {
    this.lastInputAt = now;
  }

  /** Keyboard, pointer, scroll or focus on the page. */
  input(now: number): void {
    this.lastInputAt = now;
  }

  /** Called once a second; returns true when a report is due. */
  tick(now: number, visible: boolean): boolean {
    if (visible && now - this.lastInputAt < IDLE_AFTER_MS) this.pending += 1;
    return this.pending >= REPORT_EVERY_SECONDS;
  }

  /** The seconds to report now (and forgets them), 0 when there is nothing. */
  take(): number {
    const seconds = Math.min(this.pending, HEARTBEAT_MAX_SECONDS);
    this.pending -= seconds;
    return seconds;
  }
}
