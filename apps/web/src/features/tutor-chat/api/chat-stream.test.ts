import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../../lib/api-client.ts';
import { publishEditor, readEditor, withdrawEditor } from '../../solve/lib/editor-snapshot.ts';
import { streamChat } from './chat-stream.ts';

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

async function drain(req: Parameters<typeof streamChat>[0]) {
  const out = [];
  for await (const e of streamChat(req, new AbortController().signal)) out.push(e);
  return out;
}

describe('the chat stream', () => {
  it('a 401 signs out like every other signed-in call', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    localStorage.setItem('authToken', 'expired');
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ success: false, message: 'Session expired', code: 'UNAUTHORIZED' }), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await expect(drain({ messages: [{ role: 'user', content: 'hi' }] })).rejects.toMatchObject({
      status: 401,
    });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("sends the editor's code and language as the solve screen published them", async () => {
    publishEditor(['two-sum', 'p-1'], { language: 'python', code: 'print(1)' });
    expect(readEditor('two-sum')).toEqual({ language: 'python', code: 'print(1)' });
    expect(readEditor('other')).toBeUndefined();
    fetchMock.mockImplementation(
      async () =>
        new Response(
          'event: done\ndata: {"type":"done","engine":{"kind":"builtin","label":"Built-in tutor"}}\n\n',
          {
            status: 200,
            headers: { 'Content-Type': 'text/event-stream' },
          },
        ),
    );
    const editor = readEditor('p-1');
    const events = await drain({
      problemId: 'p-1',
      ...editor,
      messages: [{ role: 'user', content: 'why?' }],
    });
    expect(events).toEqual([{ type: 'done', engine: { kind: 'builtin', label: 'Built-in tutor' } }]);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({
      language: 'python',
      code: 'print(1)',
    });
    withdrawEditor('two-sum');
    expect(readEditor('p-1')).toBeUndefined();
  });
});
