import { Button } from '../../../components/ui/button.tsx';

/** Spec §8 'Failed to load learning data', with the reason and a Retry; no sample data instead. */
export function LearnError({
  reason,
  onRetry,
  retrying,
}: {
  reason: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-danger/40 bg-danger-soft p-5"
    >
      <p className="font-semibold text-danger">Failed to load learning data</p>
      <p className="text-sm">{reason}</p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
