import type { ReactNode } from 'react';

/** Spec §2: easy green, medium yellow, hard red, anything else grey. */
const TONES: Record<string, string> = {
  easy: 'border-success/40 bg-success-soft text-success',
  medium: 'border-warning/40 bg-warning-soft text-warning',
  hard: 'border-danger/40 bg-danger-soft text-danger',
};
const GREY = 'border-border bg-surface-2 text-muted';

export function difficultyLabel(difficulty: string): string {
  return difficulty.charAt(0).toUpperCase() + difficulty.slice(1);
}

export function DifficultyBadge({ difficulty, className = '' }: { difficulty: string; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[difficulty] ?? GREY} ${className}`}
    >
      {difficultyLabel(difficulty)}
    </span>
  );
}

/** A neutral pill for a category or a tag. */
export function Pill({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border border-border bg-surface-2 px-2.5 py-0.5 text-xs font-medium text-fg ${className}`}
    >
      {children}
    </span>
  );
}
