import type { FieldError } from '@codecoach/contracts';
import type { z } from 'zod';
import { env } from '../config/env.ts';
import { getToken } from './auth-storage.ts';

// No zod at run time here: this module is in the entry chunk, and the landing page's JavaScript
// budget leaves no room for zod and the schemas before the page shows. Every answer is still
// parsed: with the schema a screen's chunk brought, or with one loaded on demand (SchemaSource);
// an error answer's envelope is parsed by lib/error-body.ts, loaded when an error arrives.

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

/**
 * The schema an answer is parsed with: the schema itself, or a function that loads it (a dynamic
 * `import()`), for calls made by the app shell or the landing page, whose chunks must not carry
 * zod. The load starts with the request, so it costs no extra wait.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema: SchemaSource<S>;
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

/** A chunk that could not be loaded is a connection problem, as for the request itself. */
function networkError(): ApiError {
  return new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Check your connection and try again.');
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
  const source = options.schema;
  const schema = typeof source === 'function' ? source() : Promise.resolve(source);
  // Awaited only once the answer is in; a failed load must not surface as an unhandled rejection
  // when the request fails first.
  schema.catch(() => {});

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
    throw networkError();
  }

  const json = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && token) onUnauthorized();
    const body = await import('./error-body.ts').then(
      ({ ErrorBody }) => ErrorBody.safeParse(json),
      // Without the parser the message cannot be trusted: the generic explanation below.
      () => ({ success: false }) as const,
    );
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

  let validator: S;
  try {
    validator = await schema;
  } catch {
    throw networkError();
  }
  const parsed = validator.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      'BAD_RESPONSE',
      'The server sent an answer this page does not understand.',
    );
  }
  return parsed.data;
}
