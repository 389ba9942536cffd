import {
  type ForgotPasswordRequest,
  MailStatusResponse,
  MessageResponse,
  type ResetPasswordRequest,
  type TokenRequest,
} from '@codecoach/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Whether this server sends e-mail (without it, a reset goes through the site's admin). */
export function useMailStatus() {
  return useQuery({
    queryKey: ['auth', 'mail'],
    queryFn: () => apiRequest('/auth/mail', { schema: MailStatusResponse }),
    staleTime: 5 * 60_000,
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) =>
      apiRequest('/auth/forgot-password', { method: 'POST', body, schema: MessageResponse }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      apiRequest('/auth/reset-password', { method: 'POST', body, schema: MessageResponse }),
  });
}

export function useConfirmEmail() {
  return useMutation({
    mutationFn: (body: TokenRequest) =>
      apiRequest('/auth/confirm-email', { method: 'POST', body, schema: MessageResponse }),
  });
}
