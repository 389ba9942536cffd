import type { JudgeError } from './types.ts';

/** One line the harness wrote on fd 3 (see the harness generators). */
export type HarnessEvent =
  | { kind: 'compile'; error: JudgeError }
  | { kind: 'start'; index: number }
  | { kind: 'result'; index: number; ns: number; pos: number; json: string }
  | { kind: 'error'; index: number; ns: number; pos: number; error: JudgeError }
  | { kind: 'harness'; error: JudgeError }
  | { kind: 'done' };

function parseError(text: string): JudgeError {
  try {
    const v = JSON.parse(text) as Partial<JudgeError> & { line?: number | null };
    const e: JudgeError = { type: String(v.type ?? 'Error'), message: String(v.message ?? '') };
    if (typeof v.line === 'number') e.line = v.line;
    return e;
  } catch {
    return { type: 'Error', message: text.slice(0, 1000) };
  }
}

/**
 * Splits the results stream into events. Only the new chunk is searched for line ends: the bytes
 * of an unfinished line wait as they came, so a line written in many chunks (a large answer, or
 * a program writing one endless line) costs its length once, not once per chunk.
 */
export class EventParser {
  private partial: Buffer[] = [];
  bytes = 0;

  push(chunk: Buffer): HarnessEvent[] {
    this.bytes += chunk.length;
    const events: HarnessEvent[] = [];
    let from = 0;
    for (let nl = chunk.indexOf(10); nl >= 0; nl = chunk.indexOf(10, from)) {
      const piece = chunk.subarray(from, nl);
      const line = this.partial.length ? Buffer.concat([...this.partial, piece]) : piece;
      this.partial = [];
      // A line end (0x0a) never falls inside a multi-byte UTF-8 character.
      const e = parseLine(line.toString('utf8'));
      if (e) events.push(e);
      from = nl + 1;
    }
    if (from < chunk.length) this.partial.push(chunk.subarray(from));
    return events;
  }
}

export function parseLine(line: string): HarnessEvent | undefined {
  const kind = line[0];
  if (kind === 'D' && line.length === 1) return { kind: 'done' };
  if (line[1] !== ' ') return undefined;
  if (kind === 'C') return { kind: 'compile', error: parseError(line.slice(2)) };
  if (kind === 'X') return { kind: 'harness', error: parseError(line.slice(2)) };
  if (kind === 'S') {
    const index = Number(line.slice(2));
    return Number.isInteger(index) ? { kind: 'start', index } : undefined;
  }
  if (kind === 'R' || kind === 'E') {
    const m = /^[RE] (\d+) (\d+) (-?\d+) /.exec(line);
    if (!m) return undefined;
    const index = Number(m[1]);
    const ns = Number(m[2]);
    const pos = Number(m[3]);
    const payload = line.slice(m[0].length);
    return kind === 'R'
      ? { kind: 'result', index, ns, pos, json: payload }
      : { kind: 'error', index, ns, pos, error: parseError(payload) };
  }
  return undefined;
}
