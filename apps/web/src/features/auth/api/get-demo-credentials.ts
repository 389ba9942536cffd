import { DemoCredentialsResponse } from '@codecoach/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Only answered in demo mode; fetched on demand so the password is not loaded with the page. */
export function getDemoCredentials(): Promise<DemoCredentialsResponse> {
  return apiRequest('/auth/demo', { schema: DemoCredentialsResponse });
}

export function useDemoCredentials() {
  return useMutation({ mutationFn: getDemoCredentials });
}
