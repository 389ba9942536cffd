import { Language, SUBMISSION_PAGE_SIZE, SubmissionStatus } from '@codecoach/contracts';
import { z } from 'zod';

/** Spec §9: recent, runtime, memory. */
export const SORT_OPTIONS = [
  { value: 'recent', label: 'Most Recent', api: 'submittedAt' },
  { value: 'runtime', label: 'Runtime', api: 'runtime' },
  { value: 'memory', label: 'Memory', api: 'memory' },
] as const;
export type SubmissionSort = (typeof SORT_OPTIONS)[number]['value'];
const Sort = z.enum(['recent', 'runtime', 'memory']);

/** Spec §4's statuses, the ones a learner filters by. */
export const FILTER_STATUSES = [
  'accepted',
  'wrong_answer',
  'time_limit_exceeded',
  'memory_limit_exceeded',
  'runtime_error',
  'compilation_error',
  'pending',
] as const satisfies readonly SubmissionStatus[];

export interface SubmissionFilters {
  status: SubmissionStatus | null;
  language: Language | null;
  sort: SubmissionSort;
  page: number;
}

const Page = z.coerce.number().int().min(1).max(10_000);

/** Filters live in the URL, like the practice list's; invalid values are ignored. */
export function readFilters(params: URLSearchParams): SubmissionFilters {
  const pick = <T>(schema: z.ZodType<T>, raw: string | null, fallback: T): T => {
    if (raw === null) return fallback;
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : fallback;
  };
  return {
    status: pick(SubmissionStatus.nullable(), params.get('status'), null),
    language: pick(Language.nullable(), params.get('language'), null),
    sort: pick(Sort, params.get('sort'), 'recent'),
    page: pick(Page, params.get('page'), 1),
  };
}

export function writeFilters(filters: SubmissionFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.language) params.set('language', filters.language);
  if (filters.sort !== 'recent') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Spec §7: page, limit 20, sort, order desc, and status and language when not 'all'. */
export function listQuery(filters: SubmissionFilters): URLSearchParams {
  const sort = SORT_OPTIONS.find((o) => o.value === filters.sort)?.api ?? 'submittedAt';
  const params = new URLSearchParams({
    page: String(filters.page),
    limit: String(SUBMISSION_PAGE_SIZE),
    sort,
    order: 'desc',
  });
  if (filters.status) params.set('status', filters.status);
  if (filters.language) params.set('language', filters.language);
  return params;
}

/** Spec §5: a case-insensitive substring match on the problem title, done in the browser. */
export function matchesTitle(title: string, search: string): boolean {
  return title.toLowerCase().includes(search.trim().toLowerCase());
}

/** Spec §2 and §9: accepted divided by total, as a percentage with 1 decimal. */
export function successRate(accepted: number, total: number): string {
  return `${total === 0 ? '0.0' : ((accepted / total) * 100).toFixed(1)}%`;
}
