/**
 * Work whose failure must not break the screen: a lazily loaded editor mode or highlighter
 * (without it the code is still shown and edited, only plainer). The failure is reported on the
 * console with what was being loaded, never swallowed; the app's own errors go to the screen.
 */
export function bestEffort(what: string, work: Promise<unknown>): void {
  work.catch((err: unknown) =>
    console.warn(`[codecoach] ${what} failed: ${err instanceof Error ? err.message : String(err)}`),
  );
}
