import {
  type GenerateProblemRequest,
  GenerationEvent,
  GenerationInfoResponse,
  type GenerationJob,
  GenerationJobResponse,
} from '@codecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { env } from '../../../config/env.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/auth-storage.ts';

const POLL_MS = 1500;

/** The engines this server offers and the learner's quota. */
export function useGenerationInfo(enabled: boolean) {
  return useQuery({
    queryKey: ['generate', 'info'],
    queryFn: ({ signal }) =>
      apiRequest('/generate/info', { schema: GenerationInfoResponse, auth: true, signal }),
    enabled,
    staleTime: 0,
  });
}

export async function startGeneration(
  input: GenerateProblemRequest,
  signal: AbortSignal,
): Promise<GenerationJob> {
  const answer = await apiRequest('/generate', {
    method: 'POST',
    body: input,
    schema: GenerationJobResponse,
    auth: true,
    signal,
  });
  return answer.job;
}

const finished = (job: GenerationJob) => job.status === 'succeeded' || job.status === 'failed';

async function poll(
  id: string,
  onJob: (job: GenerationJob) => void,
  signal: AbortSignal,
): Promise<GenerationJob> {
  for (;;) {
    const { job } = await apiRequest(`/generate/${id}`, {
      schema: GenerationJobResponse,
      auth: true,
      signal,
    });
    onJob(job);
    if (finished(job)) return job;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/**
 * Follows `/api/generate/:id/events` (the token in the query: EventSource sends no headers) until
 * `done`; any trouble with the stream falls back to polling the job.
 */
export function followGeneration(
  id: string,
  onJob: (job: GenerationJob) => void,
  signal: AbortSignal,
): Promise<GenerationJob> {
  return new Promise((resolve, reject) => {
    const source = new EventSource(
      `${env.apiUrl}/generate/${id}/events?token=${encodeURIComponent(getToken() ?? '')}`,
    );
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      source.close();
      outcome();
    };
    const read = (raw: string): GenerationJob | null => {
      try {
        const parsed = GenerationEvent.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data.job : null;
      } catch {
        return null;
      }
    };
    const fallBack = () => settle(() => poll(id, onJob, signal).then(resolve, reject));
    source.addEventListener('progress', (e) => {
      const job = read(e.data);
      if (job) onJob(job);
      else fallBack();
    });
    source.addEventListener('done', (e) => {
      const job = read(e.data);
      if (!job) return fallBack();
      onJob(job);
      settle(() => resolve(job));
    });
    source.addEventListener('error', fallBack);
    signal.addEventListener('abort', () => settle(() => reject(new DOMException('aborted', 'AbortError'))), {
      once: true,
    });
  });
}
