import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const healthQuery = queryOptions({
  queryKey: ['health'],
  queryFn: ({ signal }) =>
    apiRequest('/health', { schema: () => import('./schemas.ts').then((m) => m.HealthResponse), signal }),
  staleTime: 30_000,
});

export function useHealth(options: { refetchInterval?: number } = {}) {
  return useQuery({ ...healthQuery, ...options });
}
