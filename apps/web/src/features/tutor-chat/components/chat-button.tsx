import { useEffect, useId, useRef, useState } from 'react';
import { useMatch } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ChatIcon } from '../../../components/ui/icons.tsx';
import { MarkdownText } from '../../../components/ui/markdown.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { readEditor } from '../../solve/lib/editor-snapshot.ts';
import { streamChat } from '../api/chat-stream.ts';

interface Message {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  engine?: string;
  note?: string;
}

function useProblemId(): string | undefined {
  const solve = useMatch('/solve/:id');
  const problem = useMatch('/problem/:id');
  return solve?.params.id ?? problem?.params.id;
}

/**
 * The layout's chat button: the AI tutor, about the open problem on the solve screen and about
 * practice in general elsewhere. Answers stream in with a Stop button; each says which engine
 * wrote it. It sits in the sticky header (AppLayout), so it covers no control at any scroll; its
 * panel opens just below the header, at the right (the header's bar is its positioned parent).
 */
export function ChatButton() {
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<Message[]>([]);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const nextId = useRef(0);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const inputId = useId();
  const problemId = useProblemId();

  // Another problem (or none) is another conversation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the problem changes.
  useEffect(() => {
    controller.current?.abort();
    setMessages([]);
    setError(null);
  }, [problemId]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  async function send() {
    const content = text.trim();
    if (!content || busy) return;
    const history: Message[] = [...messages, { id: nextId.current++, role: 'user', content }];
    setMessages([...history, { id: nextId.current++, role: 'assistant', content: '' }]);
    setText('');
    setError(null);
    setBusy(true);
    const c = new AbortController();
    controller.current = c;
    const update = (patch: (m: Message) => Message) =>
      setMessages((ms) => [
        ...ms.slice(0, -1),
        patch(ms[ms.length - 1] ?? { id: -1, role: 'assistant', content: '' }),
      ]);
    try {
      // The code and language in the solve screen's editor, read now: the tutor judges and measures them.
      const editor = problemId ? readEditor(problemId) : undefined;
      const req = {
        ...(problemId ? { problemId } : {}),
        ...(editor ? { language: editor.language, code: editor.code } : {}),
        messages: history.slice(-20).map(({ role, content: m }) => ({ role, content: m })),
      };
      for await (const e of streamChat(req, c.signal)) {
        if (e.type === 'text') update((m) => ({ ...m, content: m.content + e.text }));
        else if (e.type === 'done')
          update((m) => ({ ...m, engine: e.engine.label, ...(e.fallback ? { note: e.fallback } : {}) }));
        else if (e.type === 'withheld') update((m) => ({ ...m, content: e.message, engine: e.engine.label }));
        else setError(e.message);
      }
    } catch (e) {
      if (!c.signal.aborted)
        setError(
          e instanceof ApiError && e.status === 429
            ? `You have reached the tutor's hourly limit. Try again in ${e.retryAfterSeconds ?? 60} seconds.`
            : (e as Error).message,
        );
    } finally {
      if (c.signal.aborted) update((m) => ({ ...m, note: 'Stopped.' }));
      setBusy(false);
    }
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
        title={open ? 'Close tutor chat' : 'Ask the AI tutor'}
        className="flex h-9 shrink-0 items-center gap-2 rounded-full bg-primary px-2.5 text-sm font-semibold text-primary-fg hover:bg-primary-hover xl:px-4"
      >
        <ChatIcon />
        {/* Narrower screens show the icon alone; the name stays for screen readers. */}
        <span className="sr-only xl:not-sr-only">{open ? 'Close tutor chat' : 'Ask the AI tutor'}</span>
      </button>
      <section
        id={panelId}
        hidden={!open}
        aria-label="AI tutor chat"
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
        className="absolute top-full right-4 z-40 mt-2 flex max-h-[70dvh] w-[min(26rem,calc(100vw-2rem))] flex-col rounded-xl border border-border bg-surface shadow-xl"
      >
        <header className="border-b border-border px-4 py-2">
          <h2 className="text-sm font-semibold">AI tutor</h2>
          <p className="text-xs text-muted">
            {problemId
              ? 'About this problem and the code in your editor: how to approach it, why it fails, how fast it is, what to test; and any concept.'
              : 'About your practice: what to study next, and any concept. Open a problem to ask about it.'}
          </p>
        </header>
        <div role="log" aria-live="polite" className="flex flex-1 flex-col gap-3 overflow-y-auto px-4 py-3">
          {messages.length === 0 ? (
            <p className="text-sm text-muted">
              {problemId
                ? 'Ask "why is my code wrong?", "how can I make it faster?", "what edge cases should I test?", or for a hint.'
                : 'Ask "what should I study next?" or "how does a heap work?".'}
            </p>
          ) : null}
          {messages.map((m) => (
            <div
              key={m.id}
              className={
                m.role === 'user'
                  ? 'self-end rounded-lg bg-primary-soft px-3 py-2 text-sm'
                  : 'rounded-lg border border-border px-3 py-2'
              }
            >
              {m.role === 'user' ? (
                <p className="whitespace-pre-wrap">{m.content}</p>
              ) : (
                <MarkdownText>{m.content || (busy ? '…' : '')}</MarkdownText>
              )}
              {m.engine ? <p className="mt-1 text-xs text-muted">By {m.engine}</p> : null}
              {m.note ? <p className="mt-1 text-xs text-warning">{m.note}</p> : null}
            </div>
          ))}
          {busy ? <p className="text-xs text-muted">The tutor is answering...</p> : null}
          {error ? <Alert tone="error">{error}</Alert> : null}
        </div>
        <form
          className="flex flex-col gap-2 border-t border-border p-3"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <label htmlFor={inputId} className="text-xs font-medium">
            Message
          </label>
          <textarea
            id={inputId}
            ref={inputRef}
            value={text}
            maxLength={4000}
            rows={2}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                void send();
              }
            }}
            className="w-full resize-none rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm"
          />
          <div className="flex justify-end gap-2">
            {busy ? (
              <Button type="button" variant="secondary" size="sm" onClick={() => controller.current?.abort()}>
                Stop
              </Button>
            ) : null}
            <Button type="submit" size="sm" disabled={busy || text.trim() === ''}>
              Send
            </Button>
          </div>
        </form>
      </section>
    </>
  );
}
