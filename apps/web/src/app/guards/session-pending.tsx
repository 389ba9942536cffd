import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { AuthState } from '../../features/auth/hooks/use-auth.ts';

/** What a guarded page shows before the session is known: spec §2's 'Loading...', or why not. */
export function SessionPending({ state, onRetry }: { state: AuthState; onRetry: () => void }) {
  if (state.status === 'error') {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-xl font-semibold">Could not check your session</h1>
        <p className="text-muted">{state.message}</p>
        <Button onClick={onRetry}>Retry</Button>
      </div>
    );
  }
  return <Spinner label="Loading..." className="py-24" />;
}
