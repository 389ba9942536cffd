/**
 * The session check's and sign-out's schemas, in a chunk of their own: the app shell makes these
 * calls, so get-me.ts and logout.ts load this module when a call is made (SchemaSource in
 * lib/api-client.ts) and zod stays out of the JavaScript that loads before a page shows.
 */
export { LogoutResponse, MeResponse } from '@codecoach/contracts';
