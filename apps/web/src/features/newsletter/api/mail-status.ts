import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Whether this server sends e-mail, and what the form says when it does not: the newsletter has
 * nothing to subscribe to then. The same query (and cache) as the account screens' mail status;
 * asked once the form is in view (the footer is below the fold of most pages).
 */
export function useNewsletterMail(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['auth', 'mail'],
    queryFn: () =>
      apiRequest('/auth/mail', { schema: () => import('./schemas.ts').then((m) => m.MailStatusResponse) }),
    staleTime: 5 * 60_000,
    select: (r) => r.data.enabled,
  });
}

/** The text shown instead of the form where no e-mail is sent (loaded with the form's schemas). */
export const noMailText = () => import('./schemas.ts').then((m) => m.NEWSLETTER_NO_MAIL);
