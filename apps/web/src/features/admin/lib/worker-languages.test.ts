import { describe, expect, it } from 'vitest';
import { workerLanguages } from './worker-languages.ts';

describe("a judge worker's languages in System Settings", () => {
  it('names them in the order the site lists languages', () => {
    expect(workerLanguages(['python', 'cpp', 'javascript'])).toBe('Languages: JavaScript, Python, C++');
  });

  it('says when a worker judges none, and when it did not report them', () => {
    expect(workerLanguages([])).toBe('Languages: none available');
    expect(workerLanguages(null)).toBe('Languages: not reported');
  });
});
