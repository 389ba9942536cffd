import { describe, expect, it } from 'vitest';
import { formatReadableInput, parseReadableInput } from './readable.ts';
import type { Signature } from './signature.ts';

const sig: Signature = {
  function: 'f',
  params: [
    { name: 'grid', type: 'char[][]' },
    { name: 's', type: 'string' },
    { name: 'k', type: 'int' },
  ],
  returns: 'int',
};

describe('parseReadableInput', () => {
  it('parses nested arrays, strings holding commas and brackets, and numbers', () => {
    const parsed = parseReadableInput(sig, 'grid = [["1","0"],["0","1"]], s = "a, ]b\\"", k = -3');
    expect(parsed).toEqual({
      ok: true,
      values: [
        [
          ['1', '0'],
          ['0', '1'],
        ],
        'a, ]b"',
        -3,
      ],
    });
  });

  it('round-trips what formatReadableInput writes', () => {
    const args = [[['x']], 'hi, there', 7];
    expect(parseReadableInput(sig, formatReadableInput(sig, args))).toEqual({ ok: true, values: args });
  });

  it('reports a missing, misnamed or malformed argument', () => {
    expect(parseReadableInput(sig, 'grid = [], s = "x"')).toEqual({
      ok: false,
      error: 'expected "," after s',
    });
    expect(parseReadableInput(sig, 'grid = [], t = "x", k = 1')).toEqual({
      ok: false,
      error: 'expected "s = ..." as argument 2',
    });
    expect(parseReadableInput(sig, 'grid = [[], s = "x", k = 1')).toMatchObject({ ok: false });
    expect(parseReadableInput(sig, 'grid = [], s = x, k = 1')).toEqual({
      ok: false,
      error: 'the value of s is not JSON: x',
    });
    expect(parseReadableInput(sig, 'grid = [], s = "x", k = 1 extra')).toMatchObject({ ok: false });
  });
});
