import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function usePublicStats() {
  return useQuery({
    queryKey: ['stats', 'public'],
    queryFn: ({ signal }) =>
      apiRequest('/stats/public', {
        schema: () => import('./schemas.ts').then((m) => m.PublicStatsResponse),
        signal,
      }),
    staleTime: 60_000,
  });
}
