import { RatingBoardResponse } from '@codecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useRatings(limit = 10) {
  return useQuery({
    queryKey: ['contests', 'ratings', limit],
    queryFn: ({ signal }) =>
      apiRequest(`/contests/ratings?limit=${limit}`, { schema: RatingBoardResponse, auth: true, signal }),
  });
}
