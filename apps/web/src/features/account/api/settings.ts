import type { SettingsResponse, UpdateSettingsRequest } from '@codecoach/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const SETTINGS_KEY = ['account', 'settings'] as const;

/** Loaded with the first call: the layout (theme sync, the header's theme toggle) makes these calls. */
const schema = () => import('./schemas.ts').then((m) => m.SettingsResponse);

export function getSettings(): Promise<SettingsResponse> {
  return apiRequest('/account/settings', { schema, auth: true });
}

/** The learner's settings; `enabled` false for signed-out visitors. */
export function useSettings(enabled = true) {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: getSettings, enabled, staleTime: 60_000 });
}

export function updateSettings(body: UpdateSettingsRequest): Promise<SettingsResponse> {
  return apiRequest('/account/settings', { method: 'PATCH', body, schema, auth: true });
}

export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (answer) => client.setQueryData(SETTINGS_KEY, answer),
  });
}
