import { LEADERBOARD_LIMIT, LeaderboardResponse, type Timeframe } from '@codecoach/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Spec §7: GET {api}/user/leaderboard?timeframe=...&limit=100 with the bearer token. */
export function useLeaderboard(timeframe: Timeframe) {
  return useQuery({
    queryKey: ['progress', 'leaderboard', timeframe],
    queryFn: ({ signal }) =>
      apiRequest(`/user/leaderboard?timeframe=${timeframe}&limit=${LEADERBOARD_LIMIT}`, {
        schema: LeaderboardResponse,
        auth: true,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
