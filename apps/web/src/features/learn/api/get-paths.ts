import { PathsResponse } from '@codecoach/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/learn/paths: every learning path with the learner's progress. */
export function usePaths() {
  return useQuery({
    queryKey: ['learn', 'paths'],
    queryFn: ({ signal }) => apiRequest('/learn/paths', { schema: PathsResponse, auth: true, signal }),
  });
}
