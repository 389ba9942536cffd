const number = new Intl.NumberFormat('en-US');
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

export function formatNumber(n: number): string {
  return number.format(n);
}

/** Spec §4: status upper-case with underscores turned into spaces. */
export function statusLabel(status: string): string {
  return status.replaceAll('_', ' ').toUpperCase();
}

export function statusTone(status: string): string {
  if (status === 'accepted') return 'text-success';
  if (status === 'pending' || status === 'internal_error') return 'text-muted';
  return 'text-danger';
}

/** "3 minutes ago", "yesterday": for recent activity. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  }
  return 'just now';
}
