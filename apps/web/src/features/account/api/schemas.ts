/**
 * The settings calls' schema, in a chunk of its own: the layout makes these calls (theme sync, the
 * header's theme toggle), so settings.ts loads this module when a call is made (SchemaSource in
 * lib/api-client.ts) and zod stays out of the JavaScript that loads before a page shows.
 */
export { SettingsResponse } from '@codecoach/contracts';
