import { useParams } from 'react-router';
import { useActiveTime } from '../../features/activity/hooks/use-active-time.ts';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { SolveScreen } from '../../features/solve/components/solve-screen.tsx';

/**
 * /solve/:problemId, /problem/:id and /contest/:id/problem/:problemId are one screen (spec §2);
 * the problem is the last path segment.
 */
export function SolveRoute() {
  const params = useParams();
  const { state } = useAuth();
  const problemId = params.problemId ?? params.id ?? '';
  useActiveTime(params.id && params.problemId ? '' : problemId); // time spent; a contest letter is no problem id
  // RequireAuth renders this route only once signed in; the guard keeps the types honest.
  if (state.status !== 'signed-in') return null;
  return <SolveScreen key={problemId} problemId={problemId} userId={state.user._id} />;
}
