import {
  AdminResetLinkResponse,
  AdminRevokeResponse,
  AdminUserResponse,
  AdminUsersResponse,
  type AdminUserUpdate,
  MessageResponse,
  type UserRole,
  type UserState,
} from '@codecoach/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface UserFilters {
  q: string;
  role: UserRole | '';
  state: UserState | '';
  page: number;
}

const USERS_KEY = ['admin', 'users'] as const;
const AUDIT_KEY = ['admin', 'audit'] as const;

/** Manage Users' list: a page of accounts matching the search and filters (admins only). */
export function useAdminUsers(f: UserFilters) {
  const params = new URLSearchParams({ page: String(f.page) });
  if (f.q.trim()) params.set('q', f.q.trim());
  if (f.role) params.set('role', f.role);
  if (f.state) params.set('state', f.state);
  return useQuery({
    queryKey: [...USERS_KEY, 'list', params.toString()],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/users?${params}`, { schema: AdminUsersResponse, auth: true, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: [...USERS_KEY, 'one', id],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/users/${encodeURIComponent(id)}`, { schema: AdminUserResponse, auth: true, signal }),
  });
}

/** After any action the user's page, the list and the audit log are read again. */
function useAdminAction<T, A>(run: (args: A) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: USERS_KEY }),
        client.invalidateQueries({ queryKey: AUDIT_KEY }),
      ]);
    },
  });
}

export const useUpdateUser = (id: string) =>
  useAdminAction((body: AdminUserUpdate) =>
    apiRequest(`/admin/users/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body,
      schema: MessageResponse,
      auth: true,
    }),
  );

export const useResetLink = (id: string) =>
  useAdminAction(() =>
    apiRequest(`/admin/users/${encodeURIComponent(id)}/reset-link`, {
      method: 'POST',
      schema: AdminResetLinkResponse,
      auth: true,
    }),
  );

export const useRevokeSessions = (id: string) =>
  useAdminAction(() =>
    apiRequest(`/admin/users/${encodeURIComponent(id)}/revoke-sessions`, {
      method: 'POST',
      schema: AdminRevokeResponse,
      auth: true,
    }),
  );
