/** Maps `items` through `fn` with at most `limit` calls in flight; results keep the input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/** A counting semaphore, for work that starts from many places but must share a few slots. */
export function limiter(limit: number): <R>(fn: () => Promise<R>) => Promise<R> {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async (fn) => {
    if (active < limit) active++;
    // A released slot is handed straight to the next waiter, so `active` never exceeds `limit`.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await fn();
    } finally {
      const wake = waiting.shift();
      if (wake) wake();
      else active--;
    }
  };
}
