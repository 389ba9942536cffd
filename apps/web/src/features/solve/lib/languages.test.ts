import { EDITOR_LANGUAGES } from '@codecoach/contracts';
import { describe, expect, it } from 'vitest';
import { languageOptions } from './languages.ts';

describe('the language menu (issue 29)', () => {
  it('offers the ten in order while the judge has not answered', () => {
    const options = languageOptions(undefined);
    expect(options.map((o) => o.value)).toEqual([...EDITOR_LANGUAGES]);
    expect(options.map((o) => o.label)).toEqual([
      'JavaScript',
      'TypeScript',
      'Python',
      'Java',
      'C++',
      'C',
      'C#',
      'Go',
      'Rust',
      'Ruby',
    ]);
    expect(options.some((o) => o.disabled)).toBe(false);
  });

  it('shows a language whose toolchain is missing as unavailable, and it cannot be chosen', () => {
    const options = languageOptions([
      { id: 'javascript', available: true },
      { id: 'go', available: false },
      { id: 'rust', available: false },
    ]);
    expect(options.find((o) => o.value === 'go')).toEqual({
      value: 'go',
      label: 'Go (unavailable)',
      disabled: true,
    });
    expect(options.find((o) => o.value === 'rust')?.disabled).toBe(true);
    expect(options.find((o) => o.value === 'javascript')).toEqual({
      value: 'javascript',
      label: 'JavaScript',
    });
    // A language the judge did not list is not known missing: offered.
    expect(options.find((o) => o.value === 'ruby')?.disabled).toBeUndefined();
  });
});
