import { MessageResponse, TutorialResponse, TutorialsResponse } from '@codecoach/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/learn/tutorials: the list, with the learner's completed marks. */
export function useTutorials() {
  return useQuery({
    queryKey: ['learn', 'tutorials'],
    queryFn: ({ signal }) =>
      apiRequest('/learn/tutorials', { schema: TutorialsResponse, auth: true, signal }),
  });
}

/** GET /api/learn/tutorials/:id: the text and the example in four languages. */
export function useTutorial(id: string | null) {
  return useQuery({
    queryKey: ['learn', 'tutorial', id],
    enabled: id !== null,
    queryFn: ({ signal }) =>
      apiRequest(`/learn/tutorials/${encodeURIComponent(id ?? '')}`, {
        schema: TutorialResponse,
        auth: true,
        signal,
      }),
  });
}

/** POST /api/learn/tutorials/:id/complete (Mark as Complete). */
export function useCompleteTutorial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/learn/tutorials/${encodeURIComponent(id)}/complete`, {
        method: 'POST',
        schema: MessageResponse,
        auth: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['learn'] }),
  });
}
