import { RandomProblemResponse } from '@codecoach/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type PracticeFilters, randomQuery } from '../lib/filters.ts';

/**
 * Random Problem asks the server (with the current difficulty and category). A mutation, not a
 * query: each press must draw again, never answer from a cache.
 */
export function useRandomProblem() {
  return useMutation({
    mutationFn: (filters: PracticeFilters) => {
      const query = randomQuery(filters).toString();
      return apiRequest(`/problems/random${query ? `?${query}` : ''}`, {
        schema: RandomProblemResponse,
        auth: true,
      });
    },
  });
}
