/**
 * The newsletter form's schemas and texts, in a chunk of their own: the footer is on every page, so
 * the form and its calls load this module when they need it (SchemaSource in lib/api-client.ts) and
 * zod stays out of the JavaScript that loads before a page shows.
 */
export { Envelope, MailStatusResponse, NEWSLETTER_NO_MAIL, NewsletterRequest } from '@codecoach/contracts';
