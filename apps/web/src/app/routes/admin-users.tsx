import { useParams } from 'react-router';
import { ManageUsers } from '../../features/admin/components/manage-users.tsx';
import { UserDetail } from '../../features/admin/components/user-detail.tsx';

/** /admin/users: Manage Users (admins only, as /admin). */
export function AdminUsersRoute() {
  return <ManageUsers />;
}

/** /admin/users/:id: one account and the actions on it. */
export function AdminUserRoute() {
  const { id = '' } = useParams();
  return <UserDetail key={id} id={id} />;
}
