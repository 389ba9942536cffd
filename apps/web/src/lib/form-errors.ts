import type { z } from 'zod';
import { ApiError } from './api-client.ts';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per field of a failed zod parse, keyed by the top-level field name. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    out[field] ??= issue.message;
  }
  return out;
}

/**
 * Splits a failed call into messages for named fields and one for the whole form. The server
 * may name nested paths (`body.email`); the last segment is the field.
 */
export function apiFormErrors(
  error: unknown,
  knownFields: readonly string[],
): { fields: FieldErrors; form: string | null } {
  if (!(error instanceof ApiError)) {
    return { fields: {}, form: 'Something went wrong. Please try again.' };
  }
  const fields: FieldErrors = {};
  for (const item of error.fieldErrors) {
    const name = item.field.split('.').pop() ?? item.field;
    if (knownFields.includes(name)) fields[name] ??= item.message;
  }
  const unplaced = error.fieldErrors.length === 0 || Object.keys(fields).length === 0;
  let form = unplaced ? error.message : null;
  if (error.status === 429 && error.retryAfterSeconds !== null) {
    form = `${error.message} Try again in ${error.retryAfterSeconds} second${error.retryAfterSeconds === 1 ? '' : 's'}.`;
  }
  return { fields, form };
}
