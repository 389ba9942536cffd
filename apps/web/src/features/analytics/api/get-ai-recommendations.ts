import { RecommendationsResponse } from '@codecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/tutor/recommendations: the AI tutor's picks from the learner's real results, each with its reason. */
export function useAiRecommendations(limit: number) {
  return useQuery({
    queryKey: ['tutor', 'recommendations', limit],
    queryFn: ({ signal }) =>
      apiRequest(`/tutor/recommendations?limit=${limit}`, {
        schema: RecommendationsResponse,
        auth: true,
        signal,
      }),
  });
}
