import type { NewsletterRequest } from '@codecoach/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Idempotent on the server: subscribing an address twice is not an error. */
export function subscribe(body: NewsletterRequest) {
  return apiRequest('/newsletter', {
    method: 'POST',
    body,
    schema: () => import('./schemas.ts').then((m) => m.Envelope),
  });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
