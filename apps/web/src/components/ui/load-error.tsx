import { ApiError } from '../../lib/api-client.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

interface LoadErrorProps {
  /** What could not be loaded, e.g. "the problems". */
  what: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  /** The spec's own text for this failure (its error catalogue), shown first. */
  title?: string;
}

/**
 * The spec's failure text for a list (its error catalogue, exactly): with `fromServer`, the
 * variant for a reply that is not OK ('Failed to fetch leaderboard from server'), else the one
 * for an answer that came but could not be used, or no answer ('Failed to fetch leaderboard').
 */
export function fetchFailure(noun: string, error: unknown, fromServer = false): string {
  const notOk = error instanceof ApiError && error.status > 0;
  return `Failed to fetch ${noun}${fromServer && notOk ? ' from server' : ''}`;
}

/** A failed load: the spec's text, the reason and a Retry, and nothing invented in its place. */
export function LoadError({ what, message, onRetry, retrying = false, title }: LoadErrorProps) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-5 sm:flex-row sm:items-center">
      <Alert tone="error" className="flex-1">
        {title ? <strong className="block">{title}</strong> : null}
        Could not load {what}: {message}
      </Alert>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
