import { describe, expect, it } from 'vitest';
import { listQuery, matchesTitle, readFilters, successRate, writeFilters } from './filters.ts';

describe('submission filters', () => {
  it('reads and writes the URL, ignoring invalid values', () => {
    const filters = readFilters(
      new URLSearchParams('status=wrong_answer&language=csharp&sort=memory&page=2'),
    );
    expect(filters).toEqual({ status: 'wrong_answer', language: 'csharp', sort: 'memory', page: 2 });
    expect(readFilters(writeFilters(filters))).toEqual(filters);
    expect(readFilters(new URLSearchParams('status=great&language=cobol&sort=x&page=0'))).toEqual({
      status: null,
      language: null,
      sort: 'recent',
      page: 1,
    });
  });

  it('asks as spec §7 says: 20 per page, order desc, status and language only when set', () => {
    expect(Object.fromEntries(listQuery(readFilters(new URLSearchParams())))).toEqual({
      page: '1',
      limit: '20',
      sort: 'submittedAt',
      order: 'desc',
    });
    expect(
      Object.fromEntries(listQuery({ status: 'accepted', language: 'cpp', sort: 'runtime', page: 3 })),
    ).toEqual({
      page: '3',
      limit: '20',
      sort: 'runtime',
      order: 'desc',
      status: 'accepted',
      language: 'cpp',
    });
  });

  it('matches titles case-insensitively in the browser', () => {
    expect(matchesTitle('Two Sum', 'two')).toBe(true);
    expect(matchesTitle('Two Sum', ' SUM ')).toBe(true);
    expect(matchesTitle('Two Sum', 'three')).toBe(false);
    expect(matchesTitle('Two Sum', '')).toBe(true);
  });

  it('shows the success rate to 1 decimal', () => {
    expect(successRate(1, 3)).toBe('33.3%');
    expect(successRate(2, 2)).toBe('100.0%');
    expect(successRate(0, 0)).toBe('0.0%');
  });
});
