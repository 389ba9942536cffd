import { z } from 'zod';
import { EmailAddress } from './auth.ts';
import { Envelope, Pagination } from './common.ts';

export const CONTACT_TOPICS = [
  'general',
  'support',
  'partnership',
  'careers',
  'security',
  'privacy',
] as const;
export const CONTACT_TOPIC_LABELS: Record<(typeof CONTACT_TOPICS)[number], string> = {
  general: 'General question',
  support: 'Help with my account',
  partnership: 'Partnerships',
  careers: 'Careers',
  security: 'Security report',
  privacy: 'Privacy request',
};
export const CONTACT_MESSAGE_MAX = 5000;

export const ContactRequest = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  email: EmailAddress,
  topic: z.enum(CONTACT_TOPICS, 'Choose a topic'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters`),
});
export type ContactRequest = z.infer<typeof ContactRequest>;
export const CONTACT_THANKS = 'Thank you, your message has been sent. We answer by e-mail.';

export const ContactMessage = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string(),
  createdAt: z.string(),
  /** The sender's account, when they were signed in. */
  userId: z.string().nullable(),
});
export const ContactMessagesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ContactMessagesResponse = Envelope.extend({
  data: z.object({ messages: z.array(ContactMessage), pagination: Pagination }),
});
