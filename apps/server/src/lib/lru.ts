/**
 * A small least-recently-used map: `get` refreshes an entry, `set` evicts the oldest entries
 * while the total weight exceeds `max` (the newest entry always stays). Each entry weighs 1
 * unless a `weigh` function says otherwise (e.g. bytes). For per-version data that never
 * changes (a problem's tests, its checker).
 */
export class Lru<K, V> {
  readonly #map = new Map<K, { value: V; weight: number }>();
  #total = 0;

  constructor(
    readonly max: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {
    if (!(max >= 1)) throw new RangeError('an LRU needs room for at least one entry');
  }

  get size(): number {
    return this.#map.size;
  }

  /** The sum of the entries' weights. */
  get weight(): number {
    return this.#total;
  }

  get(key: K): V | undefined {
    const e = this.#map.get(key);
    if (e === undefined) return undefined;
    this.#map.delete(key);
    this.#map.set(key, e);
    return e.value;
  }

  set(key: K, value: V, weight = this.weigh(value)): void {
    this.delete(key);
    this.#map.set(key, { value, weight });
    this.#total += weight;
    for (const [oldest, e] of this.#map) {
      if (this.#total <= this.max || oldest === key) break;
      this.#map.delete(oldest);
      this.#total -= e.weight;
    }
  }

  delete(key: K): void {
    const e = this.#map.get(key);
    if (!e) return;
    this.#map.delete(key);
    this.#total -= e.weight;
  }
}
