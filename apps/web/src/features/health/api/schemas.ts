/**
 * The health answer's schema, in a chunk of its own: the app's start-up check runs on every page,
 * so get-health.ts loads this module when the call is made (SchemaSource in lib/api-client.ts)
 * and zod stays out of the JavaScript that loads before a page shows.
 */
export { HealthResponse } from '@codecoach/contracts';
