import {
  type GeneratePlanRequest,
  MessageResponse,
  StudyPlan,
  StudyPlanResponse,
} from '@codecoach/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** `fallback`: the configured model failed, so the plan is the built-in planner's own text. */
const GenerateResponse = MessageResponse.extend({
  data: z.object({ plan: StudyPlan, fallback: z.string().optional() }),
});

/** GET /api/learn/study-plan: the saved plan and its progress from real solves. */
export function useSavedPlan() {
  return useQuery({
    queryKey: ['learn', 'study-plan'],
    queryFn: ({ signal }) =>
      apiRequest('/learn/study-plan', { schema: StudyPlanResponse, auth: true, signal }),
  });
}

/** POST /api/learn/study-plan: a new plan from the learner's results (not saved). */
export function useGeneratePlan() {
  return useMutation({
    mutationFn: (body: GeneratePlanRequest) =>
      apiRequest('/learn/study-plan', {
        method: 'POST',
        body,
        schema: GenerateResponse,
        auth: true,
      }),
  });
}

/** PUT /api/learn/study-plan (Save Plan). */
export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: StudyPlan) =>
      apiRequest('/learn/study-plan', {
        method: 'PUT',
        body: { plan },
        schema: StudyPlanResponse,
        auth: true,
      }),
    onSuccess: (answer) => {
      client.setQueryData(['learn', 'study-plan'], answer);
      void client.invalidateQueries({ queryKey: ['learn', 'summary'] });
    },
  });
}
