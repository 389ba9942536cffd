import { type Submission, SubmissionEvent, SubmissionResponse, SubmitResponse } from '@codecoach/contracts';
import { env } from '../../../config/env.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/auth-storage.ts';
import type { EditorLanguage } from '../lib/languages.ts';

/** Where a submission is on its way to a verdict, as the event stream tells it. */
export type SubmitProgress =
  | { phase: 'sending' }
  | { phase: 'queued'; paused?: string }
  | { phase: 'compiling' }
  | { phase: 'running'; test: number; total: number };

export interface SubmitInput {
  problemId: string;
  language: EditorLanguage;
  code: string;
  /** The contest the problem was opened from (/contest/:id/problem/:letter). */
  contestId?: string;
}

const POLL_INTERVAL_MS = 1000;
/** Past this, stop waiting on screen: the verdict still lands in My Submissions. */
const POLL_GIVE_UP_MS = 3 * 60_000;

function abortError(): DOMException {
  return new DOMException('The submission was left', 'AbortError');
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        reject(abortError());
      },
      { once: true },
    );
  });
}

/** The fallback when the event stream fails: ask for the submission until it has a verdict. */
async function pollVerdict(id: string, signal: AbortSignal): Promise<Submission> {
  const deadline = Date.now() + POLL_GIVE_UP_MS;
  while (Date.now() < deadline) {
    const answer = await apiRequest(`/submissions/${id}`, { schema: SubmissionResponse, auth: true, signal });
    if (answer.data.submission.status !== 'pending') return answer.data.submission;
    await wait(POLL_INTERVAL_MS, signal);
  }
  throw new Error('The verdict is taking longer than usual. It will appear in My Submissions.');
}

/**
 * Follows `/api/submissions/:id/events` until the closing `verdict` event. EventSource cannot
 * send headers, so the token goes in the query, as the API allows for this one route. Any
 * trouble with the stream (or a message that does not parse) falls back to polling.
 */
function streamVerdict(id: string, onProgress: (p: SubmitProgress) => void, signal: AbortSignal) {
  return new Promise<Submission>((resolve, reject) => {
    const token = getToken() ?? '';
    const source = new EventSource(
      `${env.apiUrl}/submissions/${id}/events?token=${encodeURIComponent(token)}`,
    );
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      source.close();
      outcome();
    };
    const fallBack = () => settle(() => pollVerdict(id, signal).then(resolve, reject));
    const read = (raw: string): SubmissionEvent | null => {
      try {
        const parsed = SubmissionEvent.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    };

    source.addEventListener('status', (event) => {
      const data = read(event.data);
      if (!data) return fallBack();
      if (data.phase !== 'verdict') onProgress(data);
    });
    source.addEventListener('verdict', (event) => {
      const data = read(event.data);
      if (data?.phase === 'verdict') settle(() => resolve(data.submission));
      else fallBack();
    });
    source.addEventListener('error', fallBack);
    signal.addEventListener('abort', () => settle(() => reject(abortError())), { once: true });
  });
}

/** Submits for judging and resolves with the judged submission (spec §4: Submit). */
export async function submitSolution(
  input: SubmitInput,
  onProgress: (progress: SubmitProgress) => void,
  signal: AbortSignal,
): Promise<Submission> {
  onProgress({ phase: 'sending' });
  const answer = await apiRequest('/submissions', {
    method: 'POST',
    body: input,
    schema: SubmitResponse,
    auth: true,
    signal,
  });
  // Judging paused by an admin: every "queued" the stream sends keeps saying why it waits.
  const paused = answer.data.judgingPaused ? answer.message : undefined;
  const report = (p: SubmitProgress) => onProgress(p.phase === 'queued' && paused ? { ...p, paused } : p);
  report({ phase: 'queued' });
  return streamVerdict(answer.data.submission._id, report, signal);
}
