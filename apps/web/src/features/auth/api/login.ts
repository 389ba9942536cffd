import { AuthResponse, type LoginRequest } from '@codecoach/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function login(body: LoginRequest): Promise<AuthResponse> {
  return apiRequest('/auth/login', { method: 'POST', body, schema: AuthResponse });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
