import { RunResponse } from '@codecoach/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { EditorLanguage } from '../lib/languages.ts';

export interface RunInput {
  problemId: string;
  language: EditorLanguage;
  code: string;
  /** A JSON array of the arguments, as the learner typed it; the server validates it. */
  customInput?: string;
}

/** Run Code on the real judge: up to 3 visible tests plus the custom input, if any. */
export function useRunCode() {
  return useMutation({
    mutationFn: (input: RunInput) =>
      apiRequest('/run', { method: 'POST', body: input, schema: RunResponse, auth: true }),
  });
}
