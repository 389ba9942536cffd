import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { SessionPending } from './session-pending.tsx';

/** Spec §6: every app page but / and /auth needs a signed-in user; others go to /auth. */
export function RequireAuth() {
  const { state, retry } = useAuth();
  const location = useLocation();
  if (state.status === 'signed-out') {
    return <Navigate to="/auth" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (state.status !== 'signed-in') return <SessionPending state={state} onRetry={retry} />;
  return <Outlet />;
}
