import { Envelope } from '@codecoach/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, setUnauthorizedHandler } from './api-client.ts';

/** Node 20 has no localStorage; a Map-backed one is all the token storage needs. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  setUnauthorizedHandler(() => {});
});

describe('apiRequest', () => {
  it('sends the stored token only when asked, and parses the answer with the schema', async () => {
    localStorage.setItem('authToken', 'tok');
    fetchMock.mockImplementation(async () => answer(200, { success: true, message: 'ok', extra: 'dropped' }));
    const result = await apiRequest('/x', { schema: Envelope, auth: true });
    expect(result).toEqual({ success: true, message: 'ok' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/x');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');

    await apiRequest('/y', { schema: Envelope });
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('Authorization')).toBeNull();
  });

  it('sends a JSON body with its content type', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, message: 'ok' }));
    await apiRequest('/newsletter', { method: 'POST', body: { email: 'a@b.co' }, schema: Envelope });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.co"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('a 401 on a signed-in call ends the session; a 401 on sign-in is only an error', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    const body = { success: false, message: 'Invalid email or password', code: 'UNAUTHORIZED' };

    fetchMock.mockImplementation(async () => answer(401, body));
    await expect(
      apiRequest('/auth/login', { method: 'POST', body: {}, schema: Envelope }),
    ).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
    expect(ended).not.toHaveBeenCalled();

    localStorage.setItem('authToken', 'revoked');
    fetchMock.mockImplementation(async () => answer(401, body));
    await expect(apiRequest('/auth/me', { schema: Envelope, auth: true })).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('keeps field errors, the code and Retry-After from an error answer', async () => {
    fetchMock.mockResolvedValue(
      answer(
        429,
        {
          success: false,
          message: 'Too many attempts.',
          code: 'RATE_LIMITED',
          errors: [{ field: 'email', message: 'x' }],
        },
        { 'Retry-After': '42' },
      ),
    );
    const error = await apiRequest('/auth/login', { schema: Envelope }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 42,
      fieldErrors: [{ field: 'email', message: 'x' }],
    });
  });

  it('explains an error answer that is not the envelope, and an unreachable server', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad Gateway</html>', { status: 502 }));
    await expect(apiRequest('/health', { schema: Envelope })).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
    });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/health', { schema: Envelope })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('parses with a schema loaded on demand, and refuses an answer that does not match it', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, message: 'ok', extra: 'dropped' }));
    const load = vi.fn(async () => Envelope);
    await expect(apiRequest('/health', { schema: load })).resolves.toEqual({ success: true, message: 'ok' });
    expect(load).toHaveBeenCalledTimes(1);

    const Stats = Envelope.extend({ data: z.object({ users: z.number() }) });
    await expect(apiRequest('/stats/public', { schema: async () => Stats })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });

  it('a schema that cannot be loaded is a connection error, never an unchecked answer', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, message: 'ok' }));
    const unloadable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(apiRequest('/health', { schema: unloadable })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
    // The request failing first: one error, and no unhandled rejection from the load.
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/health', { schema: unloadable })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
  });

  it('refuses a success answer that does not match the schema', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true, message: 'ok' }));
    const Stats = Envelope.extend({ data: z.object({ users: z.number() }) });
    await expect(apiRequest('/admin/stats', { schema: Stats })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    });
  });
});
