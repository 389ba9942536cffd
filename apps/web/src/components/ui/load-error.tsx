import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

interface LoadErrorProps {
  /** What could not be loaded, e.g. "the problems". */
  what: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed load: the reason and a Retry, and nothing invented in its place. */
export function LoadError({ what, message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-5 sm:flex-row sm:items-center">
      <Alert tone="error" className="flex-1">
        Could not load {what}: {message}
      </Alert>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
