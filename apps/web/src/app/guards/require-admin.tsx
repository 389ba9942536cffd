import { Outlet } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';

/** Spec §6: /admin needs the admin role; a signed-in non-admin sees Access Denied. */
export function RequireAdmin() {
  const { state } = useAuth();
  if (state.status === 'signed-in' && state.user.role === 'admin') return <Outlet />;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <title>Access Denied · CodeCoach</title>
      <h1 className="text-3xl font-bold">Access Denied</h1>
      <p className="text-muted">You need admin privileges to access this page</p>
      <ButtonLink to="/dashboard">Go to Dashboard</ButtonLink>
    </div>
  );
}
