/**
 * The newsletter form's schemas, in a chunk of their own: the footer is on every page, so the form
 * and subscribe.ts load this module on a submit (SchemaSource in lib/api-client.ts) and zod stays
 * out of the JavaScript that loads before a page shows.
 */
export { Envelope, NewsletterRequest } from '@codecoach/contracts';
