/**
 * A small least-recently-used map: `get` refreshes an entry, `set` evicts the oldest entries
 * beyond `max`. For per-version data that never changes (a problem's tests, its checker).
 */
export class Lru<K, V> {
  readonly #map = new Map<K, V>();

  constructor(readonly max: number) {
    if (!(max >= 1)) throw new RangeError('an LRU needs room for at least one entry');
  }

  get size(): number {
    return this.#map.size;
  }

  get(key: K): V | undefined {
    const v = this.#map.get(key);
    if (v === undefined) return undefined;
    this.#map.delete(key);
    this.#map.set(key, v);
    return v;
  }

  set(key: K, value: V): void {
    this.#map.delete(key);
    this.#map.set(key, value);
    for (const oldest of this.#map.keys()) {
      if (this.#map.size <= this.max) break;
      this.#map.delete(oldest);
    }
  }

  delete(key: K): void {
    this.#map.delete(key);
  }
}
