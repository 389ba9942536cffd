import type { LogoutResponse } from '@codecoach/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Revokes the token on the server, so a copy of it stops working too. */
export function logout(): Promise<LogoutResponse> {
  return apiRequest('/auth/logout', {
    method: 'POST',
    schema: () => import('./schemas.ts').then((m) => m.LogoutResponse),
    auth: true,
  });
}
