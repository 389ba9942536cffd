/**
 * The public counters' schema, in a chunk of its own: get-public-stats.ts loads this module when
 * the landing page makes the call (SchemaSource in lib/api-client.ts), so zod is not part of the
 * JavaScript that loads before the landing page shows.
 */
export { PublicStatsResponse } from '@codecoach/contracts';
