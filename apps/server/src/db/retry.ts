/**
 * A start that meets a database it cannot reach (PostgreSQL restarting, a connection dropped on
 * the way) waits and tries again, as a pool does for a query, instead of exiting with a stack
 * trace and leaving it to a supervisor. Only connection failures are retried: a statement that
 * fails (a bad migration, a missing permission) stops the start at once.
 */

/** Node's socket errors and PostgreSQL's connection-exception and shutdown classes (SQLSTATE 08, 57P01-57P03). */
const CONNECTION_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
const CONNECTION_MESSAGES = [
  /Connection terminated/i,
  /not queryable/i,
  /timeout exceeded when trying to connect/i,
];

/** Whether `err` (or an error it wraps, as drizzle's DrizzleQueryError does) is a lost or refused connection. */
export function isConnectionError(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = 'code' in e && typeof e.code === 'string' ? e.code : '';
    if (CONNECTION_CODES.has(code) || code.startsWith('08')) return true;
    if (CONNECTION_MESSAGES.some((re) => re.test(e.message))) return true;
  }
  return false;
}

/**
 * Runs `step` until it succeeds, trying again after a connection failure (1 s, then doubling up to
 * 10 s) for at most `withinMs`; any other failure, or the last one, is thrown.
 */
export async function whileUnreachable<T>(
  what: string,
  step: () => Promise<T>,
  opts: { log: (m: string) => void; withinMs?: number },
): Promise<T> {
  const until = Date.now() + (opts.withinMs ?? 120_000);
  for (let wait = 1000; ; wait = Math.min(wait * 2, 10_000)) {
    try {
      return await step();
    } catch (err) {
      if (!isConnectionError(err) || Date.now() + wait > until) throw err;
      const reason =
        err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
      opts.log(`${what}: the database could not be reached (${reason}); trying again in ${wait / 1000} s`);
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}
