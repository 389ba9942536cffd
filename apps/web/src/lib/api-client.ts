// Before any schema is built, whichever chunk the bundler puts this module in (lib/zod-setup.ts).
import './zod-setup.ts';
import { FieldError } from '@codecoach/contracts';
import { z } from 'zod';
import { env } from '../config/env.ts';
import { getToken } from './auth-storage.ts';

/**
 * The error envelope as the browser reads it. `code` is any string here (the server's list may
 * grow), so an answer with a newer code still shows its message rather than a parse failure.
 */
const ErrorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.array(FieldError).optional(),
});

/** A failed call, with what the UI needs to explain it. `status` is 0 when the server was not reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: FieldError[] = [],
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/** Registered once by the app: what to do when a signed-in call answers 401 (spec §2). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/**
 * A signed-in call made outside apiRequest (the tutor chat's stream, read with fetch) answered
 * 401: the same sign-out as apiRequest's.
 */
export function reportUnauthorized(): void {
  onUnauthorized();
}

interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema: S;
  /** Send the stored token. Sign-in and sign-up do not, so their 401 is a form error, not a logout. */
  auth?: boolean;
  signal?: AbortSignal;
}

function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'NETWORK_ERROR',
      'Could not reach the server. Check your connection and try again.',
    );
  }

  const json = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && token) onUnauthorized();
    const body = ErrorBody.safeParse(json);
    const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
    if (body.success) {
      throw new ApiError(
        response.status,
        body.data.code,
        body.data.message,
        body.data.errors ?? [],
        retryAfter,
      );
    }
    throw new ApiError(
      response.status,
      'HTTP_ERROR',
      `The server answered with an error (HTTP ${response.status}).`,
    );
  }

  const parsed = options.schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      'BAD_RESPONSE',
      'The server sent an answer this page does not understand.',
    );
  }
  return parsed.data;
}
