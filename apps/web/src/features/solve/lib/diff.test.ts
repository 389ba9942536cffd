import { describe, expect, it } from 'vitest';
import { diffValues, formatValue } from './diff.ts';

const changed = (parts: { text: string; changed: boolean }[]) =>
  parts.filter((p) => p.changed).map((p) => p.text);
const whole = (parts: { text: string }[]) => parts.map((p) => p.text).join('');

describe('formatValue', () => {
  it('writes values as compact JSON', () => {
    expect(formatValue([0, 1])).toBe('[0,1]');
    expect(formatValue('abc')).toBe('"abc"');
    expect(formatValue(null)).toBe('null');
    expect(formatValue(undefined)).toBe('');
  });
});

describe('diffValues', () => {
  it('marks the differing elements of arrays, and extra ones', () => {
    const d = diffValues([0, 1], [0, 2, 5]);
    expect(whole(d.expected)).toBe('[0,1]');
    expect(whole(d.actual)).toBe('[0,2,5]');
    expect(changed(d.expected)).toEqual(['1']);
    expect(changed(d.actual)).toEqual(['2', '5']);
  });

  it('compares nested arrays per inner array', () => {
    const d = diffValues(
      [
        [1, 2],
        [3, 4],
      ],
      [
        [1, 2],
        [3, 5],
      ],
    );
    expect(changed(d.actual)).toEqual(['[3,5]']);
  });

  it('marks the differing middle of other values', () => {
    const d = diffValues('racecar', 'racebar');
    expect(changed(d.expected)).toEqual(['c']);
    expect(changed(d.actual)).toEqual(['b']);
    expect(changed(diffValues(42, 42).actual)).toEqual([]);
    expect(changed(diffValues(true, null).actual)).toEqual(['null']);
  });
});
