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

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const formatWhen = (iso: string) => dateTime.format(new Date(iso));

/** A points-format finish time (seconds) as h:mm:ss. */
export function formatSeconds(s: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}
