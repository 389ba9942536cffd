import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { z } from 'zod';
import type { Host, Hosts } from './hosts.ts';
import { processEnv, SERVER_DIR } from './processes.ts';

/**
 * The test's side of a host's HTTP client (`test/host-client.ts`, run on that host): requests
 * and Server-Sent Events streams as promises, each answer stamped with that host's clock.
 */

/** What the client writes, one line each (see host-client.ts). */
const Message = z.object({
  id: z.number(),
  at: z.number(),
  sentAt: z.number().optional(),
  status: z.number().optional(),
  body: z.unknown().optional(),
  event: z.string().optional(),
  data: z.unknown().optional(),
  end: z.boolean().optional(),
  error: z.string().optional(),
  ready: z.boolean().optional(),
});
type Message = z.infer<typeof Message>;

export interface Answer {
  status: number;
  body: unknown;
  /** The client host's clock when the request left, and when the answer came back. */
  sentAt: number;
  at: number;
}

export interface SseEvent {
  event: string;
  data: unknown;
  at: number;
}

export interface HostStream {
  events: SseEvent[];
  /** Resolves with the response's status once its headers came. */
  opened: Promise<number>;
  /** Resolves when the server ended the stream (or it was closed). */
  ended: Promise<void>;
  /** The first event matching `pred`, waited for up to `timeoutMs`. */
  until(pred: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

export interface HostClient {
  host: Host;
  request(method: string, url: string, token?: string, body?: unknown): Promise<Answer>;
  /** A request whose 2xx answer is parsed with `schema` (a contract's); throws on any other. */
  json<S extends z.ZodType>(
    schema: S,
    method: string,
    url: string,
    token?: string,
    body?: unknown,
  ): Promise<z.infer<S>>;
  /** `url`'s Server-Sent Events (`?token=`, as a browser's EventSource sends it). */
  stream(url: string, token?: string): HostStream;
}

/** Starts the client on `host`; `hosts.destroy()` ends it. */
export async function startClient(hosts: Hosts, host: Host): Promise<HostClient> {
  const [command, ...args] = hosts.argv(host, [
    process.execPath,
    path.join(SERVER_DIR, 'test/host-client.ts'),
  ]);
  const child = spawn(command ?? '', args, { env: processEnv({}), stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  hosts.onDestroy(async () => {
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  });

  const handlers = new Map<number, (m: Message) => void>();
  let ready: () => void = () => {};
  const started = new Promise<void>((resolve, reject) => {
    ready = resolve;
    void exited.then(() => reject(new Error(`the client on ${host.name} exited: ${stderr}`)));
  });
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    const m = Message.parse(JSON.parse(line));
    if (m.ready) ready();
    else handlers.get(m.id)?.(m);
  });
  await started;
  // A client that dies fails what was still waiting for it, instead of leaving it waiting.
  void exited.then(() => {
    for (const [id, handle] of handlers)
      handle({ id, at: Date.now(), error: `the client exited: ${stderr}` });
  });

  let next = 0;
  const send = (ask: Record<string, unknown>) => child.stdin.write(`${JSON.stringify(ask)}\n`);

  const request = (method: string, url: string, token?: string, body?: unknown) =>
    new Promise<Answer>((resolve, reject) => {
      const id = ++next;
      handlers.set(id, (m) => {
        handlers.delete(id);
        if (m.error !== undefined) reject(new Error(`${method} ${url} from ${host.name}: ${m.error}`));
        else resolve({ status: m.status ?? 0, body: m.body, sentAt: m.sentAt ?? m.at, at: m.at });
      });
      send({ id, method, url, token, body });
    });

  return {
    host,
    request,
    async json(schema, method, url, token, body) {
      const a = await request(method, url, token, body);
      if (a.status < 200 || a.status > 299)
        throw new Error(`${method} ${url}: ${a.status} ${JSON.stringify(a.body)}`);
      return schema.parse(a.body);
    },
    stream(url, token) {
      const id = ++next;
      const events: SseEvent[] = [];
      const waiters = new Set<() => void>();
      let done = false;
      let open: (status: number) => void = () => {};
      let fail: (e: Error) => void = () => {};
      let end: () => void = () => {};
      const opened = new Promise<number>((resolve, reject) => {
        open = resolve;
        fail = reject;
      });
      opened.catch(() => {}); // also reported through `until`
      const ended = new Promise<void>((resolve) => {
        end = resolve;
      });
      let failure: Error | undefined;
      handlers.set(id, (m) => {
        if (m.error !== undefined) failure = new Error(`GET ${url} from ${host.name}: ${m.error}`);
        if (m.status !== undefined) open(m.status);
        if (m.event !== undefined) events.push({ event: m.event, data: m.data, at: m.at });
        if (m.end || failure) {
          done = true;
          handlers.delete(id);
          if (failure) fail(failure);
          end();
        }
        for (const w of waiters) w();
      });
      const sep = url.includes('?') ? '&' : '?';
      send({ id, method: 'GET', url: token ? `${url}${sep}token=${token}` : url, stream: true });
      return {
        events,
        opened,
        ended,
        close: () => send({ id, close: true }),
        until(pred, timeoutMs = 30_000) {
          return new Promise((resolve, reject) => {
            const check = () => {
              const found = events.find(pred);
              if (found) finish(() => resolve(found));
              else if (done)
                finish(() =>
                  reject(failure ?? new Error(`${url} ended without the event: ${JSON.stringify(events)}`)),
                );
            };
            const timer = setTimeout(
              () =>
                finish(() =>
                  reject(new Error(`no such event of ${url} in ${timeoutMs} ms: ${JSON.stringify(events)}`)),
                ),
              timeoutMs,
            );
            const finish = (then: () => void) => {
              clearTimeout(timer);
              waiters.delete(check);
              then();
            };
            waiters.add(check);
            check();
          });
        },
      };
    },
  };
}
