import { ContestProblemResponse, ProblemResponse, SolutionResponse } from '@codecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** A problem by id or slug, with the learner's solved/attempted flags. */
export function useProblem(id: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['problems', 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest(`/problems/${encodeURIComponent(id)}`, { schema: ProblemResponse, auth: true, signal }),
  });
}

/** A contest's problem by its letter (/contest/:id/problem/:letter): the same problem, in its contest. */
export function useContestProblem(contestId: string, letter: string, enabled: boolean) {
  return useQuery({
    queryKey: ['problems', 'contest', contestId, letter],
    queryFn: ({ signal }) =>
      apiRequest(`/contests/${encodeURIComponent(contestId)}/problems/${encodeURIComponent(letter)}`, {
        schema: ContestProblemResponse,
        auth: true,
        signal,
      }),
    enabled,
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
