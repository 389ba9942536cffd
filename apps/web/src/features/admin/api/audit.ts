import { type AuditAction, AuditResponse } from '@codecoach/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface AuditFilters {
  action: AuditAction | '';
  /** The id of an account or a problem acted on. */
  target: string;
  page: number;
}

/** The audit log, newest first, a page at a time (admins only). */
export function useAudit(f: AuditFilters) {
  const params = new URLSearchParams({ page: String(f.page) });
  if (f.action) params.set('action', f.action);
  if (f.target.trim()) params.set('target', f.target.trim());
  return useQuery({
    queryKey: ['admin', 'audit', params.toString()],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/audit?${params}`, { schema: AuditResponse, auth: true, signal }),
    placeholderData: keepPreviousData,
  });
}
