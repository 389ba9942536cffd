/**
 * The leak guard on a streamed answer: text is released only at a paragraph boundary outside a
 * code fence, after the whole answer so far has passed guardAnswer, so the learner never sees
 * part of a withheld code block. On a failed check the stream stops with `withheld` (the client
 * replaces what it showed) and the engine's stream is abandoned (its request aborted).
 */
import type { ChatChunk, EngineInfo } from './engine.ts';
import { codeBlocks, type GuardContext, type GuardResult, guardAnswer } from './guard.ts';

/** The end of the text that may be released: the last blank line not inside an open fence. */
function releasable(text: string): number {
  let end = text.lastIndexOf('\n\n');
  while (end > 0) {
    const before = text.slice(0, end);
    const blocks = codeBlocks(before);
    if (!blocks.some((b) => !b.closed)) return end + 2;
    end = text.lastIndexOf('\n\n', end - 1);
  }
  return 0;
}

export async function* guardStream(
  source: AsyncIterable<ChatChunk>,
  ctx: GuardContext,
  onVerdict?: (r: GuardResult) => void,
): AsyncIterable<ChatChunk> {
  let text = '';
  let sent = 0;
  let engine: EngineInfo | undefined;
  for await (const chunk of source) {
    if (chunk.type === 'withheld') {
      yield chunk;
      return;
    }
    if (chunk.type === 'done') {
      engine = chunk.engine;
      const r = guardAnswer(text, ctx);
      onVerdict?.(r);
      if (!r.ok) {
        yield { type: 'withheld', message: r.message, engine };
        return;
      }
      if (sent < text.length) yield { type: 'text', text: text.slice(sent) };
      yield chunk;
      return;
    }
    text += chunk.text;
    const end = releasable(text);
    if (end > sent) {
      const r = guardAnswer(text.slice(0, end), ctx);
      if (!r.ok) {
        onVerdict?.(r);
        yield {
          type: 'withheld',
          message: r.message,
          engine: engine ?? { kind: 'builtin', label: 'Built-in tutor' },
        };
        return;
      }
      yield { type: 'text', text: text.slice(sent, end) };
      sent = end;
    }
  }
}
