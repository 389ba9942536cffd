import { SubmissionListResponse, type SubmissionStatus } from '@codecoach/contracts';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQuery, type SubmissionFilters } from '../lib/filters.ts';

/** While a submission on the page is still being judged, look again this often. */
const PENDING_REFRESH_MS = 3000;

export function useSubmissions(filters: SubmissionFilters) {
  const query = listQuery(filters).toString();
  return useQuery({
    queryKey: ['submissions', 'list', query],
    queryFn: ({ signal }) =>
      apiRequest(`/submissions?${query}`, { schema: SubmissionListResponse, auth: true, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.data.submissions.some((s) => s.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
}

/**
 * The summary counts over all of the learner's submissions, whatever the filters: the list
 * endpoint's `total` for no status, for accepted and for pending (one row each is enough).
 */
export function useSubmissionSummary() {
  const statuses: Array<SubmissionStatus | null> = [null, 'accepted', 'pending'];
  const results = useQueries({
    queries: statuses.map((status) => {
      const query = new URLSearchParams({ page: '1', limit: '1' });
      if (status) query.set('status', status);
      return {
        queryKey: ['submissions', 'count', status ?? 'all'],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          apiRequest(`/submissions?${query}`, { schema: SubmissionListResponse, auth: true, signal }),
      };
    }),
  });
  const [total, accepted, pending] = results.map((r) => r.data?.data.pagination.total);
  return {
    counts:
      total !== undefined && accepted !== undefined && pending !== undefined
        ? { total, accepted, pending }
        : null,
    isPending: results.some((r) => r.isPending),
    error: results.find((r) => r.isError)?.error ?? null,
    refetch: () => Promise.all(results.map((r) => r.refetch())),
  };
}
