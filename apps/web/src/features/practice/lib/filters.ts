import { Category, Difficulty, PROBLEM_PAGE_SIZE } from '@codecoach/contracts';
import { z } from 'zod';

/** The spec's three sort options (§9), as they appear in the URL. */
export const SORT_OPTIONS = [
  { value: 'recent', label: 'Most Recent' },
  { value: 'difficulty', label: 'Difficulty' },
  { value: 'alphabetical', label: 'Alphabetical' },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]['value'];
const SortKey = z.enum(['recent', 'difficulty', 'alphabetical']);

export interface PracticeFilters {
  difficulty: Difficulty | null;
  category: Category | null;
  sort: SortKey;
  search: string;
  page: number;
}

export const DEFAULT_FILTERS: PracticeFilters = {
  difficulty: null,
  category: null,
  sort: 'recent',
  search: '',
  page: 1,
};

const Page = z.coerce.number().int().min(1).max(10_000);

/**
 * The filters live in the URL so a filtered list can be shared and survives a reload. A value
 * that is not valid (a hand-edited or stale link) is ignored rather than sent to the server.
 */
export function readFilters(params: URLSearchParams): PracticeFilters {
  const pick = <T>(schema: z.ZodType<T>, raw: string | null, fallback: T): T => {
    if (raw === null) return fallback;
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : fallback;
  };
  return {
    difficulty: pick(Difficulty.nullable(), params.get('difficulty'), null),
    category: pick(Category.nullable(), params.get('category'), null),
    sort: pick(SortKey, params.get('sort'), 'recent'),
    search: (params.get('search') ?? '').slice(0, 100),
    page: pick(Page, params.get('page'), 1),
  };
}

/** The URL form of the filters; defaults are left out so the plain /practice stays plain. */
export function writeFilters(filters: PracticeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.difficulty) params.set('difficulty', filters.difficulty);
  if (filters.category) params.set('category', filters.category);
  if (filters.sort !== 'recent') params.set('sort', filters.sort);
  if (filters.search.trim()) params.set('search', filters.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * The list call's parameters, as spec §7 says: Most Recent is createdAt desc, Difficulty is
 * difficulty, Alphabetical is title asc; difficulty, category and search only when set.
 */
export function listQuery(filters: PracticeFilters): URLSearchParams {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(PROBLEM_PAGE_SIZE) });
  if (filters.sort === 'recent') {
    params.set('sort', 'createdAt');
    params.set('order', 'desc');
  } else if (filters.sort === 'difficulty') {
    params.set('sort', 'difficulty');
  } else {
    params.set('sort', 'title');
    params.set('order', 'asc');
  }
  if (filters.difficulty) params.set('difficulty', filters.difficulty);
  if (filters.category) params.set('category', filters.category);
  const search = filters.search.trim();
  if (search) params.set('search', search);
  return params;
}

/** Random Problem honours the current difficulty and category. */
export function randomQuery(filters: PracticeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.difficulty) params.set('difficulty', filters.difficulty);
  if (filters.category) params.set('category', filters.category);
  return params;
}

export function hasActiveFilters(filters: PracticeFilters): boolean {
  return filters.difficulty !== null || filters.category !== null || filters.search.trim() !== '';
}
