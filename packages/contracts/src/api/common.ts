import { z } from 'zod';

/** Every answer of the API carries `success` and a human-readable `message` (docs/api.md). */
export const Envelope = z.object({ success: z.boolean(), message: z.string() });
export type Envelope = z.infer<typeof Envelope>;

/** Stable machine codes for `code` in error answers. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'UNAVAILABLE',
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** One offending field of a 400 answer; `field` is the request property's name (e.g. `password`). */
export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

/** The error envelope: `{success: false, message, code, errors?}`. */
export const ErrorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  code: ErrorCode,
  errors: z.array(FieldError).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** An answer with nothing but the envelope. */
export const MessageResponse = Envelope;

/** Lists page with `page` (1-based) and `limit` (docs/api.md). */
export const Pagination = z.object({
  pages: z.number().int(),
  current: z.number().int(),
  total: z.number().int(),
  limit: z.number().int(),
});
export type Pagination = z.infer<typeof Pagination>;
