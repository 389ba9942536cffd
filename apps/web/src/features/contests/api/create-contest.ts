import { type ContestWriteRequest, MessageResponse, ProblemListResponse } from '@codecoach/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const Created = MessageResponse.extend({
  data: z.object({ contestId: z.string(), inviteToken: z.string().nullable() }),
});

/** After a write: the contest lists, and the audit log, which has an admin's write as its newest entry. */
const written = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['contests'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  ]);

export function useCreateContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ContestWriteRequest>) =>
      apiRequest('/contests', { method: 'POST', body, schema: Created, auth: true }),
    onSuccess: () => written(queryClient),
  });
}

/** Edits a contest before its start (creator or admin): the same body as create replaces it. */
export function useUpdateContest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ContestWriteRequest>) =>
      apiRequest(`/contests/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
        schema: MessageResponse,
        auth: true,
      }),
    onSuccess: () => written(queryClient),
  });
}

/** Bank problems to pick from, by title. */
export function useProblemSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['contests', 'problem-search', search],
    queryFn: ({ signal }) =>
      apiRequest(
        `/problems?limit=12&sort=title&order=asc${search ? `&search=${encodeURIComponent(search)}` : ''}`,
        {
          schema: ProblemListResponse,
          auth: true,
          signal,
        },
      ),
    enabled,
  });
}
