/**
 * The judge's two ways of not awaiting a promise where it is made, so no failure is silent:
 * `observed` marks a promise that is awaited (and its failure handled) elsewhere, only so that
 * Node does not report it as unhandled in the meantime; `bestEffort` runs cleanup whose failure
 * changes no verdict (a box already dead, a stale cgroup), and says on stderr when it fails.
 */
export function observed<T>(p: Promise<T>): Promise<T> {
  p.catch(() => {});
  return p;
}

export async function bestEffort(what: string, p: Promise<unknown> | undefined): Promise<void> {
  try {
    await p;
  } catch (e) {
    console.warn(`[judge] ${what} failed: ${(e as Error).message}`);
  }
}
