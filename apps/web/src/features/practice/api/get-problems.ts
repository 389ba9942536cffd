import { CategoryCountsResponse, ProblemListResponse } from '@codecoach/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type PracticeFilters } from '../lib/filters.ts';

/** One page of the problem list; the token goes along so `solved`/`attempted` are the learner's. */
export function useProblems(filters: PracticeFilters) {
  const query = listQuery(filters).toString();
  return useQuery({
    queryKey: ['problems', 'list', query],
    queryFn: ({ signal }) =>
      apiRequest(`/problems?${query}`, { schema: ProblemListResponse, auth: true, signal }),
    // The previous page stays on screen (dimmed) while the next one loads, so nothing jumps.
    placeholderData: keepPreviousData,
  });
}

/** How many problems each category holds, shown beside the category names. */
export function useCategoryCounts() {
  return useQuery({
    queryKey: ['problems', 'categories'],
    queryFn: ({ signal }) => apiRequest('/problems/categories', { schema: CategoryCountsResponse, signal }),
    staleTime: 5 * 60_000,
  });
}
