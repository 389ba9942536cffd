import { StandingsResponse, UserRatingResponse, VirtualStandingResponse } from '@codecoach/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The full standings, one page at a time. */
export function useStandings(id: string, page: number, enabled = true) {
  return useQuery({
    queryKey: ['contests', 'standings', id, page],
    queryFn: ({ signal }) =>
      apiRequest(`/contests/${encodeURIComponent(id)}/leaderboard?page=${page}`, {
        schema: StandingsResponse,
        auth: true,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The caller's virtual run, placed against the real standings at the same minute. */
export function useVirtualStanding(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['contests', 'virtual', id],
    queryFn: ({ signal }) =>
      apiRequest(`/contests/${encodeURIComponent(id)}/virtual`, {
        schema: VirtualStandingResponse,
        auth: true,
        signal,
      }),
    enabled,
    refetchInterval: 10_000,
  });
}

/**
 * A learner's rating history. With `awaiting` (a rated contest that ended, where they placed), it
 * asks again every 5 s until that contest's change is there (ratings land within a minute).
 */
export function useUserRating(userId: string | undefined, awaiting?: string) {
  return useQuery({
    queryKey: ['contests', 'rating', userId],
    queryFn: ({ signal }) =>
      apiRequest(`/users/${encodeURIComponent(userId ?? '')}/rating`, {
        schema: UserRatingResponse,
        auth: true,
        signal,
      }),
    enabled: Boolean(userId),
    refetchInterval: (query): number | false => {
      const history = query.state.data?.data.history ?? [];
      return awaiting && !history.some((h) => h.contestId === awaiting) ? 5000 : false;
    },
  });
}
