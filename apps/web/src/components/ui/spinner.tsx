interface SpinnerProps {
  /** Announced to screen readers and shown beside the spinner. */
  label: string;
  className?: string;
}

export function Spinner({ label, className = '' }: SpinnerProps) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 text-muted ${className}`}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-border border-t-primary"
      />
      <span>{label}</span>
    </div>
  );
}
