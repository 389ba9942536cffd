import { ManageProblems } from '../../features/admin/components/manage-problems.tsx';

/** /admin/problems: Manage Problems (admins only, as /admin). */
export function AdminProblemsRoute() {
  return <ManageProblems />;
}
