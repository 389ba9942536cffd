import { type DashboardPeriod, UserStatsResponse } from '@codecoach/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/user/stats for one Weekly Progress period; the previous period stays shown while the next loads. */
export function useUserStats(period: DashboardPeriod) {
  return useQuery({
    queryKey: ['progress', 'dashboard', period],
    queryFn: ({ signal }) =>
      apiRequest(`/user/stats?period=${period}`, { schema: UserStatsResponse, auth: true, signal }),
    placeholderData: keepPreviousData,
  });
}
