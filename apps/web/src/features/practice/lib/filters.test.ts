import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, listQuery, randomQuery, readFilters, writeFilters } from './filters.ts';

describe('practice filters in the URL', () => {
  it('reads a shared link, including the ?category= of a learning path', () => {
    expect(readFilters(new URLSearchParams('category=graph'))).toEqual({
      ...DEFAULT_FILTERS,
      category: 'graph',
    });
    expect(
      readFilters(new URLSearchParams('difficulty=hard&sort=alphabetical&search=two%20sum&page=3')),
    ).toEqual({ difficulty: 'hard', category: null, sort: 'alphabetical', search: 'two sum', page: 3 });
  });

  it('ignores values that are not valid instead of sending them', () => {
    expect(readFilters(new URLSearchParams('difficulty=extreme&category=poetry&sort=best&page=-2'))).toEqual(
      DEFAULT_FILTERS,
    );
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeFilters(DEFAULT_FILTERS).toString()).toBe('');
    const filters = {
      difficulty: 'easy',
      category: 'array',
      sort: 'difficulty',
      search: 'sum',
      page: 2,
    } as const;
    expect(readFilters(writeFilters(filters))).toEqual(filters);
  });
});

describe('the list call (spec §7)', () => {
  it('Most Recent is createdAt desc, with 12 per page and no unset filters', () => {
    expect(Object.fromEntries(listQuery(DEFAULT_FILTERS))).toEqual({
      page: '1',
      limit: '12',
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it('Difficulty sorts by difficulty; Alphabetical by title asc; set filters are sent trimmed', () => {
    expect(Object.fromEntries(listQuery({ ...DEFAULT_FILTERS, sort: 'difficulty' }))).toMatchObject({
      sort: 'difficulty',
    });
    expect(listQuery({ ...DEFAULT_FILTERS, sort: 'difficulty' }).has('order')).toBe(false);
    expect(
      Object.fromEntries(
        listQuery({ difficulty: 'medium', category: 'dp', sort: 'alphabetical', search: '  path ', page: 4 }),
      ),
    ).toEqual({
      page: '4',
      limit: '12',
      sort: 'title',
      order: 'asc',
      difficulty: 'medium',
      category: 'dp',
      search: 'path',
    });
  });

  it('Random Problem sends only difficulty and category', () => {
    expect(randomQuery({ ...DEFAULT_FILTERS, difficulty: 'easy', search: 'x', page: 3 }).toString()).toBe(
      'difficulty=easy',
    );
  });
});
