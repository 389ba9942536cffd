import { AdminStatsResponse } from '@codecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useAdminStats() {
  return useQuery({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => apiRequest('/admin/stats', { schema: AdminStatsResponse, auth: true, signal }),
  });
}
