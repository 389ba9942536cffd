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

  delete(key: string): void {
    this.#lru.delete(key);
  }
}
