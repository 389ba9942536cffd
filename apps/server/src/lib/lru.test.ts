import { describe, expect, it } from 'vitest';
import { Lru } from './lru.ts';

describe('Lru', () => {
  it('keeps the most recently used entries within its size', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // a is now the most recent
    lru.set('c', 3); // evicts b
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });

  it('replaces an entry without growing, and refuses a size below one', () => {
    const lru = new Lru<string, number>(1);
    lru.set('a', 1);
    lru.set('a', 2);
    expect(lru.size).toBe(1);
    expect(lru.get('a')).toBe(2);
    lru.delete('a');
    expect(lru.get('a')).toBeUndefined();
    expect(() => new Lru(0)).toThrow(RangeError);
  });
});

describe('Lru by weight', () => {
  it('evicts the oldest entries until the weights fit, but always keeps the newest', () => {
    const lru = new Lru<string, string>(10, (v) => v.length);
    lru.set('a', 'xxxx'); // 4
    lru.set('b', 'yyyy'); // 8
    lru.get('a'); // a is the most recent
    lru.set('c', 'zzzz'); // 12 > 10: b goes
    expect(lru.get('b')).toBeUndefined();
    expect(lru.weight).toBe(8);
    lru.set('big', 'w'.repeat(50)); // heavier than everything: it alone stays
    expect(lru.size).toBe(1);
    expect(lru.get('big')).toHaveLength(50);
    expect(lru.weight).toBe(50);
    lru.set('d', 'q', 1); // an explicit weight
    expect(lru.get('big')).toBeUndefined();
    expect(lru.weight).toBe(1);
  });
});
