import { AuthResponse, type RegisterRequest } from '@codecoach/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function register(body: RegisterRequest): Promise<AuthResponse> {
  return apiRequest('/auth/register', { method: 'POST', body, schema: AuthResponse });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
