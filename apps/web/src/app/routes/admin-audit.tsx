import { AuditLog } from '../../features/admin/components/audit-log.tsx';

/** /admin/audit: the audit log (admins only, as /admin). */
export function AdminAuditRoute() {
  return <AuditLog />;
}
