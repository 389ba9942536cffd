import { describe, expect, it } from 'vitest';
import { formatRuntimeError } from './runtime-error.ts';

describe('formatRuntimeError', () => {
  it('names the type and message, and the line when the judge knows it', () => {
    expect(formatRuntimeError({ type: 'ValueError', message: 'bad input', line: 3 })).toBe(
      'ValueError: bad input (line 3)',
    );
    expect(formatRuntimeError({ type: 'TypeError', message: 'x is undefined' })).toBe(
      'TypeError: x is undefined',
    );
  });
});
