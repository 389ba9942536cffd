import { AdminSystemResponse, type AdminSystemUpdate } from '@codecoach/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const SYSTEM_KEY = ['admin', 'system'] as const;

/** System Settings' read-out: the run-time settings, configuration, workers, database, mail. */
export function useSystem() {
  return useQuery({
    queryKey: SYSTEM_KEY,
    queryFn: ({ signal }) => apiRequest('/admin/system', { schema: AdminSystemResponse, auth: true, signal }),
    // Workers' heartbeats and the pause change while the screen is open.
    refetchInterval: 5000,
  });
}

export function useUpdateSystem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSystemUpdate) =>
      apiRequest('/admin/system', { method: 'PATCH', body, schema: AdminSystemResponse, auth: true }),
    onSuccess: async (answer) => {
      client.setQueryData(SYSTEM_KEY, answer);
      await client.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
