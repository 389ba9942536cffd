import { AdminProblemsResponse, MessageResponse } from '@codecoach/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ProblemFilters {
  q: string;
  source: 'bank' | 'ai' | 'admin' | '';
  state: 'published' | 'unpublished' | '';
  page: number;
}

const KEY = ['admin', 'problems'] as const;

/** Manage Problems' list: every problem, bank, generated and authored (admins only). */
export function useAdminProblems(f: ProblemFilters) {
  const params = new URLSearchParams({ page: String(f.page) });
  if (f.q.trim()) params.set('q', f.q.trim());
  if (f.source) params.set('source', f.source);
  if (f.state) params.set('state', f.state);
  return useQuery({
    queryKey: [...KEY, params.toString()],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/problems?${params}`, { schema: AdminProblemsResponse, auth: true, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSetPublished() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      apiRequest(`/admin/problems/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { published },
        schema: MessageResponse,
        auth: true,
      }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: KEY }),
        client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
        client.invalidateQueries({ queryKey: ['problems'] }),
      ]);
    },
  });
}
