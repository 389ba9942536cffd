import { type AnalyticsRange, AnalyticsResponse } from '@codecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/analytics for a range; a new range is a new request (spec: changing it reloads). */
export function useAnalytics(range: AnalyticsRange) {
  return useQuery({
    queryKey: ['progress', 'analytics', range],
    queryFn: ({ signal }) =>
      apiRequest(`/analytics?range=${range}`, { schema: AnalyticsResponse, auth: true, signal }),
  });
}
