import type { Submission } from '@codecoach/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type SubmitInput, type SubmitProgress, submitSolution } from '../api/submit-solution.ts';

export type SubmitState =
  | { kind: 'idle' }
  | { kind: 'busy'; progress: SubmitProgress }
  | { kind: 'judged'; submission: Submission }
  | { kind: 'failed'; message: string };

/** Spec §5: the server's message, or 'Submission failed'. */
function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Submission failed';
}

/** Submit Solution's state, from the click to the verdict; leaving the screen stops listening. */
export function useSubmit() {
  const [state, setState] = useState<SubmitState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();

  useEffect(() => () => controller.current?.abort(), []);

  const submit = useCallback(
    async (input: SubmitInput) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setState({ kind: 'busy', progress: { phase: 'sending' } });
      try {
        const submission = await submitSolution(
          input,
          (progress) => setState({ kind: 'busy', progress }),
          current.signal,
        );
        setState({ kind: 'judged', submission });
        // Solved flags, acceptance rates and the submissions list all moved.
        void queryClient.invalidateQueries({ queryKey: ['problems'] });
        void queryClient.invalidateQueries({ queryKey: ['submissions'] });
        return submission;
      } catch (error) {
        if (current.signal.aborted) return null;
        setState({ kind: 'failed', message: failureMessage(error) });
        return null;
      }
    },
    [queryClient],
  );

  const reset = useCallback(() => setState({ kind: 'idle' }), []);

  return { state, submit, reset };
}
