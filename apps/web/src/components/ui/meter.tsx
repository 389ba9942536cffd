interface MeterProps {
  value: number;
  max: number;
  /** Names the bar for screen readers, e.g. "Progress toward Problem Solver". */
  label: string;
  /** Tailwind fill class of the filled part. */
  fillClass?: string;
  className?: string;
}

/**
 * A horizontal progress bar. Drawn in SVG with a percentage width attribute, so no inline style
 * is needed (the CSP allows style sheets from 'self' only).
 */
export function Meter({ value, max, label, fillClass = 'fill-primary', className = '' }: MeterProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={`h-2 w-full overflow-hidden rounded-full ${className}`}
    >
      <svg width="100%" height="100%" aria-hidden="true" focusable="false" className="block">
        <rect width="100%" height="100%" className="fill-surface-2" />
        <rect width={`${percent}%`} height="100%" className={fillClass} />
      </svg>
    </div>
  );
}
