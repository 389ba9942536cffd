import type { SubmissionStatus } from '@codecoach/contracts';
import type { ReactNode } from 'react';
import {
  AlertTriangleGlyph,
  CheckCircleGlyph,
  ClockGlyph,
  CodeGlyph,
  CpuGlyph,
  HourglassGlyph,
  ResetGlyph,
  XCircleGlyph,
} from './glyphs.tsx';

/** Spec §4: status text upper-case with underscores turned into spaces. */
export function statusLabel(status: string): string {
  return status.replaceAll('_', ' ').toUpperCase();
}

/** Spec §4: each status has its own colour and icon. */
const LOOKS: Record<SubmissionStatus, { tone: string; icon: ReactNode }> = {
  accepted: { tone: 'border-success/40 bg-success-soft text-success', icon: <CheckCircleGlyph /> },
  wrong_answer: { tone: 'border-danger/40 bg-danger-soft text-danger', icon: <XCircleGlyph /> },
  time_limit_exceeded: { tone: 'border-warning/40 bg-warning-soft text-warning', icon: <ClockGlyph /> },
  memory_limit_exceeded: {
    tone: 'border-[color:light-dark(#fdba74,#9a3412)] bg-[color:light-dark(#fff7ed,#2c1206)] text-[color:light-dark(#c2410c,#fdba74)]',
    icon: <CpuGlyph />,
  },
  runtime_error: {
    tone: 'border-[color:light-dark(#fda4af,#9f1239)] bg-[color:light-dark(#fff1f2,#2d0a14)] text-[color:light-dark(#be123c,#fda4af)]',
    icon: <AlertTriangleGlyph />,
  },
  compilation_error: {
    tone: 'border-[color:light-dark(#d8b4fe,#6b21a8)] bg-[color:light-dark(#faf5ff,#1f0a33)] text-[color:light-dark(#7e22ce,#d8b4fe)]',
    icon: <CodeGlyph />,
  },
  pending: { tone: 'border-primary/40 bg-primary-soft text-primary', icon: <HourglassGlyph /> },
  internal_error: { tone: 'border-border bg-surface-2 text-muted', icon: <ResetGlyph /> },
};

export function StatusBadge({ status, className = '' }: { status: SubmissionStatus; className?: string }) {
  const look = LOOKS[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide whitespace-nowrap ${look.tone} ${className}`}
    >
      {look.icon}
      {statusLabel(status)}
    </span>
  );
}
