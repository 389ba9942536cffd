import { ExplainResponse, HintResponse, type Language, OptimizeResponse } from '@codecoach/contracts';
import { useCallback, useRef, useState } from 'react';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** One tutor answer as the solve screen shows it (hint, Explain or Optimize). */
export interface TutorAnswerView {
  markdown: string;
  engine: { kind: string; label: string };
  fallback?: string | undefined;
  withheld?: string | undefined;
  /** "Hint 2 of 4: strategy" for the ladder. */
  caption?: string | undefined;
  /** Explain: a failing input too big to show (over 2 KB), as JSON to download whole. */
  download?: { name: string; json: string } | undefined;
}

/** The readable form of a failing input is shown up to this size; past it the answer summarises it. */
const SHOWN_INPUT_CHARS = 2048;

export type TutorState =
  | { kind: 'idle' }
  | { kind: 'busy'; title: string }
  | { kind: 'answer'; title: string; answer: TutorAnswerView }
  | { kind: 'error'; title: string; message: string };

export interface CodeRef {
  language: Language;
  code: string;
}

const LEVEL_NAMES = {
  concept: 'the concept',
  strategy: 'a strategy',
  'your-code': 'your code',
  'pseudo-code': 'pseudo-code',
} as const;

function message(e: unknown): string {
  if (e instanceof ApiError && e.status === 429)
    return `You have reached the tutor's hourly limit. Try again in ${e.retryAfterSeconds ?? 60} seconds.`;
  return e instanceof Error ? e.message : 'The tutor could not answer. Please try again.';
}

/** The tutor's calls from the solve screen, one at a time, each with a Stop that aborts it. */
export function useTutor(problemId: string) {
  const [state, setState] = useState<TutorState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const run = useCallback(async (title: string, call: (signal: AbortSignal) => Promise<TutorAnswerView>) => {
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setState({ kind: 'busy', title });
    try {
      const answer = await call(c.signal);
      if (!c.signal.aborted) setState({ kind: 'answer', title, answer });
    } catch (e) {
      if (c.signal.aborted) return;
      setState({ kind: 'error', title, message: message(e) });
    }
  }, []);

  const hint = (code: CodeRef) =>
    run('AI Hint', async (signal) => {
      const r = await apiRequest('/tutor/hint', {
        method: 'POST',
        body: { problemId, ...code },
        schema: HintResponse,
        auth: true,
        signal,
      });
      const d = r.data;
      return {
        ...d,
        caption: `Hint ${d.level + 1} of 4: ${LEVEL_NAMES[d.levelName]}${d.more ? '' : ' (the last rung)'}`,
      };
    });
  const optimize = (code: CodeRef) =>
    run('Optimize', async (signal) => {
      const r = await apiRequest('/tutor/optimize', {
        method: 'POST',
        body: { problemId, ...code },
        schema: OptimizeResponse,
        auth: true,
        signal,
      });
      return r.data;
    });
  const explain = (code: CodeRef) =>
    run('Explain', async (signal) => {
      const r = await apiRequest('/tutor/explain', {
        method: 'POST',
        body: { problemId, ...code },
        schema: ExplainResponse,
        auth: true,
        signal,
      });
      const t = r.data.failingTest;
      const json = t ? JSON.stringify(t.input) : '';
      return {
        ...r.data,
        download: t && json.length > SHOWN_INPUT_CHARS ? { name: 'failing-input.json', json } : undefined,
      };
    });
  const stop = useCallback(() => {
    controller.current?.abort();
    setState({ kind: 'idle' });
  }, []);
  const clear = stop;
  return { state, hint, optimize, explain, stop, clear };
}
export type Tutor = ReturnType<typeof useTutor>;
