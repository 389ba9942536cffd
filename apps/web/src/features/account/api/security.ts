import {
  AccountExport,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  MessageResponse,
  SessionsResponse,
} from '@codecoach/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const SESSIONS_KEY = ['account', 'sessions'] as const;

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: () => apiRequest('/account/sessions', { schema: SessionsResponse, auth: true }),
  });
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/account/sessions/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        schema: MessageResponse,
        auth: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      apiRequest('/account/password', { method: 'POST', body, schema: MessageResponse, auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function exportAccount(): Promise<AccountExport> {
  return apiRequest('/account/export', { schema: AccountExport, auth: true });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) =>
      apiRequest('/account', { method: 'DELETE', body, schema: MessageResponse, auth: true }),
  });
}
