// Before any schema is built, whichever chunk the bundler puts this module in (lib/zod-setup.ts).
import './zod-setup.ts';
import { FieldError } from '@codecoach/contracts';
import { z } from 'zod';

/**
 * The error envelope as the browser reads it. `code` is any string here (the server's list may
 * grow), so an answer with a newer code still shows its message rather than a parse failure.
 * Its own chunk: lib/api-client.ts loads it only when an answer is an error.
 */
export const ErrorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.array(FieldError).optional(),
});
