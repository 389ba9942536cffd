import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { AuditLog } from '../../features/admin/components/audit-log.tsx';
import { EditProblem } from '../../features/admin/components/edit-problem.tsx';
import { ManageProblems } from '../../features/admin/components/manage-problems.tsx';
import { ManageUsers } from '../../features/admin/components/manage-users.tsx';
import { NewProblem } from '../../features/admin/components/problem-drafts.tsx';
import { DraftEditor } from '../../features/admin/components/problem-editor.tsx';
import { UserDetail } from '../../features/admin/components/user-detail.tsx';
import { ManageContests } from '../../features/contests/components/manage-contests.tsx';
import { AdminRoute } from './admin.tsx';
import { AdminSystemRoute } from './admin-system.tsx';

const SCREENS: Record<string, () => ReactNode> = {
  '': () => <AdminRoute />,
  users: () => <ManageUsers />,
  problems: () => <ManageProblems />,
  contests: () => <ManageContests />,
  system: () => <AdminSystemRoute />,
  audit: () => <AuditLog />,
};

/**
 * Everything under /admin (admins only: RequireAdmin wraps it in the router), in one chunk: the
 * dashboard, Manage Users (and /admin/users/:id), Manage Problems (and /admin/problems/new,
 * /admin/problems/:id/edit, /admin/drafts/:id: authoring), Manage Contests, System Settings and
 * the audit log. The path is read here rather than by a nested route table, which
 * would bring react-router's <Routes> into every visitor's entry chunk.
 */
export function AdminArea() {
  const { '*': rest = '' } = useParams();
  const [section = '', id, more, extra] = rest.replace(/\/$/, '').split('/');
  if (section === 'users' && id && more === undefined) return <UserDetail key={id} id={id} />;
  if (section === 'problems' && id === 'new' && more === undefined) return <NewProblem />;
  if (section === 'problems' && id && more === 'edit' && extra === undefined)
    return <EditProblem key={id} id={id} />;
  if (section === 'drafts' && id && more === undefined) return <DraftEditor key={id} id={id} />;
  // Own keys only: /admin/constructor is not a screen.
  const screen = id === undefined && Object.hasOwn(SCREENS, section) ? SCREENS[section] : undefined;
  return screen ? screen() : <Navigate to="/404" replace />;
}
