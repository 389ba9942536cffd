import { ManageContests } from '../../features/contests/components/manage-contests.tsx';

/** /admin/contests: Manage Contests, the admin's view of every contest (admins only, as /admin). */
export function AdminContestsRoute() {
  return <ManageContests />;
}
