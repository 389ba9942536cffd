/** Where a best-effort failure is reported (a test or a CLI may pass its own). */
export type Warn = (message: string) => void;

const warnOnConsole: Warn = (m) => console.warn(`[codecoach] ${m}`);

/**
 * Work whose failure must not fail its caller: a progress note (the verdict after it is not
 * best effort), closing a connection that may already be gone, releasing a lock whose session
 * ended. The failure is logged with what was being done, never swallowed. Resolves either way.
 */
export async function bestEffort(
  what: string,
  work: Promise<unknown> | (() => Promise<unknown>),
  warn: Warn = warnOnConsole,
): Promise<void> {
  try {
    await (typeof work === 'function' ? work() : work);
  } catch (err) {
    warn(`${what} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}
