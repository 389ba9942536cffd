import { UserRatingResponse } from '@codecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** A learner's contest rating and its history (GET /api/users/:id/rating), for the profile screens. */
export function useRatingHistory(userId: string) {
  return useQuery({
    queryKey: ['users', userId, 'rating'],
    queryFn: ({ signal }) =>
      apiRequest(`/users/${encodeURIComponent(userId)}/rating`, {
        schema: UserRatingResponse,
        auth: true,
        signal,
      }),
  });
}
