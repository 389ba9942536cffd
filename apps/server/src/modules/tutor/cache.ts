import { Lru } from '../../lib/lru.ts';

/**
 * The tutor's answers and sandbox facts kept for a while (docs/decisions/016-ai-tutor.md): an LRU
 * of entries that expire. One per kind of value, so each read is typed as what was stored.
 */
export class TtlCache<V> {
  readonly #lru: Lru<string, { at: number; value: V }>;

  constructor(
    entries: number,
    readonly ttlMs: number,
  ) {
    this.#lru = new Lru(entries);
  }

  get(key: string): V | undefined {
    const e = this.#lru.get(key);
    return e && Date.now() - e.at < this.ttlMs ? e.value : undefined;
  }

  set(key: string, value: V): void {
    this.#lru.set(key, { at: Date.now(), value });
  }

  /** The value kept under `key`, else `compute`'s, kept; and whether it was kept already. */
  async through(key: string, compute: () => Promise<V>): Promise<{ value: V; cached: boolean }> {
    const kept = this.get(key);
    if (kept !== undefined) return { value: kept, cached: true };
    const value = await compute();
    this.set(key, value);
    return { value, cached: false };
  }

  delete(key: string): void {
    this.#lru.delete(key);
  }
}
