import { ContestDetailResponse, ContestListResponse, type ContestTab } from '@codecoach/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { clockOffset } from '../lib/time.ts';

/** A list answer with the tab it is for and the server's clock minus the browser's when it came. */
function withTab(tab: ContestTab, answer: ContestListResponse) {
  return { tab, offset: clockOffset(answer.data.serverNow), ...answer };
}

/**
 * One tab of the contests screen, with the count of every tab. The answer carries the tab it is
 * for: while another tab loads, the previous answer stays as a placeholder (the counts need not
 * blink), and the screen must not show its contests under the new tab's name. It also carries
 * `offset`, the server's clock minus the browser's (Create Contest judges a start by it).
 */
export function useContests(tab: ContestTab) {
  return useQuery({
    queryKey: ['contests', 'list', tab],
    queryFn: async ({ signal }) =>
      withTab(
        tab,
        await apiRequest(`/contests?tab=${tab}`, { schema: ContestListResponse, auth: true, signal }),
      ),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

/** One page of a tab, for the admins' Manage Contests (every contest, private ones too). */
export function useContestPage(tab: ContestTab, page: number) {
  return useQuery({
    queryKey: ['contests', 'list', tab, page],
    queryFn: async ({ signal }) =>
      withTab(
        tab,
        await apiRequest(`/contests?tab=${tab}&page=${page}`, {
          schema: ContestListResponse,
          auth: true,
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** A contest with its problems, read once (the edit form's starting point). */
export function fetchContest(id: string) {
  return apiRequest(`/contests/${encodeURIComponent(id)}`, { schema: ContestDetailResponse, auth: true });
}

/** A contest with its problems; `invite` opens a private contest from its link. */
export function useContest(id: string, invite: string | null) {
  return useQuery({
    queryKey: ['contests', 'detail', id, invite],
    queryFn: ({ signal }) =>
      apiRequest(
        `/contests/${encodeURIComponent(id)}${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`,
        {
          schema: ContestDetailResponse,
          auth: true,
          signal,
        },
      ),
  });
}
