import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDemoCredentials } from '../api/get-demo-credentials.ts';

interface QuickTestLoginProps {
  onFill: (email: string, password: string) => void;
}

/** Shown only when the server runs in demo mode; fills the sign-in form with the demo admin account. */
export function QuickTestLogin({ onFill }: QuickTestLoginProps) {
  const demo = useDemoCredentials();
  const error =
    demo.error instanceof ApiError
      ? demo.error.message
      : demo.error
        ? 'Could not load the demo account.'
        : null;
  return (
    <section
      aria-labelledby="quick-test-login"
      className="rounded-lg border border-dashed border-primary/50 bg-primary-soft p-3"
    >
      <div className="flex items-center justify-between gap-3">
        <div>
          <h2 id="quick-test-login" className="text-sm font-semibold">
            Quick Test Login
          </h2>
          <p className="text-xs text-muted">Demo mode: fill in the demo admin account.</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={demo.isPending}
          onClick={() =>
            demo.mutate(undefined, { onSuccess: ({ data }) => onFill(data.email, data.password) })
          }
        >
          {demo.isPending ? 'Filling...' : 'Fill'}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}
