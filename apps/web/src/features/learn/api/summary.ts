import { type GoalKind, GoalResponse, LearnSummaryResponse, ReviewResponse } from '@codecoach/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/learn/review: today's reviews under the daily cap and the next days' load. */
export function useReview() {
  return useQuery({
    queryKey: ['learn', 'review'],
    queryFn: ({ signal }) => apiRequest('/learn/review', { schema: ReviewResponse, auth: true, signal }),
  });
}

/** GET /api/learn/summary: the side rail's goal, streak, achievements and reviews due. */
export function useLearnSummary(enabled = true) {
  return useQuery({
    queryKey: ['learn', 'summary'],
    enabled,
    queryFn: ({ signal }) =>
      apiRequest('/learn/summary', { schema: LearnSummaryResponse, auth: true, signal }),
  });
}

/** PUT /api/learn/goal: the weekly goal (problems or minutes per week). */
export function useSetGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: GoalKind; target: number }) =>
      apiRequest('/learn/goal', { method: 'PUT', body, schema: GoalResponse, auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['learn', 'summary'] }),
  });
}
