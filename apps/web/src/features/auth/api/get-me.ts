import type { MeResponse } from '@codecoach/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The session check: who the stored token belongs to. A 401 here ends the session. */
export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiRequest('/auth/me', {
    schema: () => import('./schemas.ts').then((m) => m.MeResponse),
    auth: true,
    signal,
  });
}
