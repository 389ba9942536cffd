import { ProblemResponse, SolutionResponse } from '@codecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** A problem by id or slug, with the learner's solved/attempted flags. */
export function useProblem(id: string) {
  return useQuery({
    queryKey: ['problems', 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest(`/problems/${encodeURIComponent(id)}`, { schema: ProblemResponse, auth: true, signal }),
  });
}

/** The editorial and reference solutions; fetched only once the learner chose to see them. */
export function useSolution(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['problems', 'solution', id],
    queryFn: ({ signal }) =>
      apiRequest(`/problems/${encodeURIComponent(id)}/solution`, {
        schema: SolutionResponse,
        auth: true,
        signal,
      }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
