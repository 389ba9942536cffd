import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';

/** Spec §2: /auth is for signed-out users; a signed-in user goes on to where they were headed. */
export function SignedOutOnly() {
  const { state } = useAuth();
  const location = useLocation();
  if (state.status === 'checking') return <Spinner label="Loading..." className="py-24" />;
  if (state.status === 'signed-in') {
    const from: unknown = (location.state as { from?: unknown } | null)?.from;
    // Only same-app paths: never a scheme-relative `//host` that would leave the site.
    const target =
      typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/dashboard';
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
