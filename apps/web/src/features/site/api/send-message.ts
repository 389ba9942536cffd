import { type ContactRequest, MessageResponse } from '@codecoach/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/contact: stored for the site's admins. Sent with the token when signed in. */
export function useSendMessage() {
  return useMutation({
    mutationFn: (body: ContactRequest) =>
      apiRequest('/contact', { method: 'POST', body, schema: MessageResponse, auth: true }),
  });
}
