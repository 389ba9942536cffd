import {
  type EmailChangeRequest,
  MessageResponse,
  OwnProfileResponse,
  PublicProfileResponse,
  type UpdateProfileRequest,
} from '@codecoach/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const PROFILE_KEY = ['account', 'profile'] as const;

export function useOwnProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: () => apiRequest('/account/profile', { schema: OwnProfileResponse, auth: true }),
  });
}

export function usePublicProfile(id: string) {
  return useQuery({
    queryKey: ['users', id, 'profile'],
    queryFn: () =>
      apiRequest(`/users/${encodeURIComponent(id)}/profile`, { schema: PublicProfileResponse, auth: true }),
    retry: false,
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) =>
      apiRequest('/account/profile', { method: 'PATCH', body, schema: OwnProfileResponse, auth: true }),
    onSuccess: (answer) => client.setQueryData(PROFILE_KEY, answer),
  });
}

export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailChangeRequest) =>
      apiRequest('/account/email', { method: 'POST', body, schema: MessageResponse, auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}
