import { ContactMessagesResponse } from '@codecoach/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const CONTACT_PAGE_SIZE = 10;

/** The /contact form's messages, newest first, a page at a time (admins only). */
export function useContactMessages(page: number) {
  return useQuery({
    queryKey: ['admin', 'contact-messages', page],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/contact-messages?page=${page}&limit=${CONTACT_PAGE_SIZE}`, {
        schema: ContactMessagesResponse,
        auth: true,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
