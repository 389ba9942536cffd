import { ChatEvent, type ChatRequest } from '@codecoach/contracts';
import { env } from '../../../config/env.ts';
import { ApiError, reportUnauthorized } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/auth-storage.ts';

/**
 * The tutor's chat, streamed: POST /api/tutor/chat answers Server-Sent Events, read here with
 * fetch (EventSource cannot POST). Each event is parsed with the contract; aborting the signal
 * stops the stream and the server's work for it. A 401 signs out like every other API call.
 */
export async function* streamChat(req: ChatRequest, signal: AbortSignal): AsyncIterable<ChatEvent> {
  const token = getToken();
  const response = await fetch(`${env.apiUrl}/tutor/chat`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(req),
    signal,
  });
  if (!response.ok || !response.body) {
    // An expired or revoked session signs out here as on every other call.
    if (response.status === 401 && token) reportUnauthorized();
    const body = (await response.json().catch(() => undefined)) as
      | { message?: string; code?: string }
      | undefined;
    const retry = Number(response.headers.get('Retry-After') ?? '');
    throw new ApiError(
      response.status,
      body?.code ?? 'HTTP_ERROR',
      body?.message ?? `The server answered with an error (HTTP ${response.status}).`,
      [],
      Number.isFinite(retry) && retry > 0 ? retry : null,
    );
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((l) => l.startsWith('data: '));
      if (data) {
        const parsed = ChatEvent.safeParse(JSON.parse(data.slice(6)));
        if (parsed.success) yield parsed.data;
      }
      end = buffer.indexOf('\n\n');
    }
  }
}
