import { CONTEST_START_SKEW_MS, START_IN_FUTURE } from '@codecoach/contracts';

/** Spec §4: remaining time as hh:mm:ss, two digits each, never below 0. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(total / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}

/** The server's clock minus the browser's, from an answer's `serverNow` (half the round trip ignored). */
export function clockOffset(serverNow: number, receivedAt = Date.now()): number {
  return serverNow - receivedAt;
}

/**
 * Why a contest's start (ms since epoch) would be refused, or null: not a date, or not in the
 * future at `now`, the server's clock where the app knows it (the server's own rule: a start up to
 * CONTEST_START_SKEW_MS ago still counts as now). The server's messages, word for word.
 */
export function startTimeProblem(startMs: number, now: number): string | null {
  if (Number.isNaN(startMs)) return 'Start time must be a date';
  return startMs < now - CONTEST_START_SKEW_MS ? START_IN_FUTURE : null;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatWhen = (iso: string) => dateTime.format(new Date(iso));

/** A points-format finish time (seconds) as h:mm:ss. */
export function formatSeconds(s: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}
