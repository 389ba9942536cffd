const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function formatRuntime(ms: number | null): string {
  return ms === null ? '—' : `${ms} ms`;
}

export function formatMemory(mb: number | null): string {
  return mb === null ? '—' : `${mb} MB`;
}

/** A test value as the judge compares it: compact JSON. */
export function formatValue(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
