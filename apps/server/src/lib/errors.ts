import type { ErrorCode } from '@codecoach/contracts';

/** An expected failure: the handler turns it into `{success:false, code, message, errors?}`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Array<{ field: string; message: string }>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The catalogue of expected failures, one line each. */
export const errors = {
  validation: (fields: Array<{ field: string; message: string }>, message?: string) =>
    new AppError(400, 'VALIDATION_ERROR', message ?? fields.map((f) => f.message).join('; '), fields),
  unauthorized: (message = 'Authentication required') => new AppError(401, 'UNAUTHORIZED', message),
  forbidden: (message = 'You need admin privileges to access this page') =>
    new AppError(403, 'FORBIDDEN', message),
  notFound: (message = 'Not found') => new AppError(404, 'NOT_FOUND', message),
  conflict: (message: string) => new AppError(409, 'CONFLICT', message),
  rateLimited: (retryAfterSeconds: number, message = 'Too many attempts. Please try again later.') =>
    new AppError(429, 'RATE_LIMITED', message, undefined, { 'retry-after': String(retryAfterSeconds) }),
  unavailable: (message: string) => new AppError(503, 'UNAVAILABLE', message),
};

/** The message of whatever was thrown: an Error's message, anything else as text. */
export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
