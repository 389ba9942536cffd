import readline from 'node:readline';

/**
 * The HTTP client of a test host (test/hosts.ts, decision 032): started inside the host's network
 * namespace, it makes the requests the test writes on its stdin and answers on its stdout, one
 * JSON line each, so that every request of the test leaves from that host's address and crosses
 * the virtual network. Plain Node (its types stripped) importing only Node's own modules: it
 * starts in a moment, tsx and the workspace are not needed on the host.
 *
 * In:  {"id":1,"method":"POST","url":"http://10.77.0.11:5001/api/submissions","token":"…","body":{…}}
 *      {"id":2,"method":"GET","url":"…/events","stream":true}  (Server-Sent Events, an answer per event)
 *      {"id":2,"close":true}                                   (ends that stream)
 * Out: {"id":1,"sentAt":…,"at":…,"status":202,"body":{…}}
 *      {"id":2,"sentAt":…,"at":…,"status":200} then {"id":2,"at":…,"event":"verdict","data":{…}} …
 *      then {"id":2,"at":…,"end":true}; {"id":…,"at":…,"error":"…"} when a request fails.
 * `sentAt` and `at` are this host's clock (ms) when the request left and when the answer came.
 */

interface Ask {
  id: number;
  method?: string;
  url?: string;
  token?: string;
  body?: unknown;
  stream?: boolean;
  close?: boolean;
}

const streams = new Map<number, AbortController>();

function answer(message: Record<string, unknown>): void {
  process.stdout.write(`${JSON.stringify({ ...message, at: Date.now() })}\n`);
}

function headers(ask: Ask): Record<string, string> {
  return {
    ...(ask.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(ask.token ? { authorization: `Bearer ${ask.token}` } : {}),
  };
}

async function request(ask: Ask, url: string): Promise<void> {
  const sentAt = Date.now();
  const res = await fetch(url, {
    method: ask.method ?? 'GET',
    headers: headers(ask),
    ...(ask.body === undefined ? {} : { body: JSON.stringify(ask.body) }),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  answer({ id: ask.id, sentAt, status: res.status, body });
}

/** One event of an SSE block (`event:`, `id:`, `data:` lines); a comment (a ping) is none. */
function parseEvent(block: string): { event: string; data: unknown } | undefined {
  const field = (name: string) =>
    block
      .split('\n')
      .find((l) => l.startsWith(`${name}: `))
      ?.slice(name.length + 2);
  const event = field('event');
  const data = field('data');
  return event && data !== undefined ? { event, data: JSON.parse(data) } : undefined;
}

async function stream(ask: Ask, url: string): Promise<void> {
  const abort = new AbortController();
  streams.set(ask.id, abort);
  const sentAt = Date.now();
  try {
    const res = await fetch(url, { headers: headers(ask), signal: abort.signal });
    answer({ id: ask.id, sentAt, status: res.status });
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
        const e = parseEvent(buffer.slice(0, i));
        buffer = buffer.slice(i + 2);
        if (e) answer({ id: ask.id, ...e });
      }
    }
  } catch (err) {
    if (!abort.signal.aborted) throw err;
  } finally {
    streams.delete(ask.id);
  }
  answer({ id: ask.id, end: true });
}

function handle(ask: Ask): void {
  if (ask.close) {
    streams.get(ask.id)?.abort();
    return;
  }
  const url = ask.url ?? '';
  (ask.stream ? stream(ask, url) : request(ask, url)).catch((err: unknown) =>
    answer({
      id: ask.id,
      error: err instanceof Error ? `${err.message} ${String(err.cause ?? '')}` : String(err),
    }),
  );
}

function isAsk(v: unknown): v is Ask {
  return typeof v === 'object' && v !== null && 'id' in v && typeof v.id === 'number';
}

const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  const ask: unknown = line.trim() ? JSON.parse(line) : undefined;
  if (isAsk(ask)) handle(ask);
});
// The test closes stdin when it is done with this host.
lines.on('close', () => process.exit(0));
answer({ id: 0, ready: true });
