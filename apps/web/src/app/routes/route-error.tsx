import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button.tsx';

/**
 * Last line of defence for a screen that threw while rendering, or whose code failed to load
 * (typically a new deployment replaced the old chunks): a reload fixes the latter.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <title>Something went wrong · CodeCoach</title>
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted">{detail}</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <a
          href="/"
          className="inline-flex h-10 items-center rounded-lg border border-border px-4 text-sm font-medium"
        >
          Go Home
        </a>
      </div>
    </div>
  );
}
