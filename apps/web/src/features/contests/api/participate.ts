import { JoinResponse, MessageResponse } from '@codecoach/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Register: then the card shows a disabled 'Registered' and one more participant (spec §4). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; invite?: string | null }) =>
      apiRequest(`/contests/${encodeURIComponent(input.id)}/register`, {
        method: 'POST',
        body: input.invite ? { invite: input.invite } : {},
        schema: MessageResponse,
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contests'] }),
  });
}

export function joinContest(id: string) {
  return apiRequest(`/contests/${encodeURIComponent(id)}/join`, {
    method: 'POST',
    schema: JoinResponse,
    auth: true,
  });
}

export function useStartVirtual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/contests/${encodeURIComponent(id)}/virtual`, {
        method: 'POST',
        schema: MessageResponse,
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contests'] }),
  });
}
