import type { SVGProps } from 'react';

/**
 * Line icons for the practice, solve and submissions screens, drawn like those in icons.tsx
 * (inline SVG, nothing fetched). Decorative: the caller puts the words beside them.
 */
function Glyph({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="size-4 shrink-0"
      {...props}
    >
      {children}
    </svg>
  );
}

type P = SVGProps<SVGSVGElement>;

export const CheckCircleGlyph = (p: P) => (
  <Glyph {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </Glyph>
);
export const XCircleGlyph = (p: P) => (
  <Glyph {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m15 9-6 6M9 9l6 6" />
  </Glyph>
);
export const HourglassGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M6 2h12M6 22h12M7 2v4a5 5 0 0 0 10 0V2M7 22v-4a5 5 0 0 1 10 0v4" />
  </Glyph>
);
export const ClockGlyph = (p: P) => (
  <Glyph {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Glyph>
);
export const UsersGlyph = (p: P) => (
  <Glyph {...p}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
  </Glyph>
);
export const TargetGlyph = (p: P) => (
  <Glyph {...p}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1" />
  </Glyph>
);
export const SearchGlyph = (p: P) => (
  <Glyph {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Glyph>
);
export const ShuffleGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M16 3h5v5M4 20 21 3M21 16v5h-5M15 15l6 6M4 4l5 5" />
  </Glyph>
);
export const PlayGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M7 4v16l13-8z" />
  </Glyph>
);
export const SendGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M22 2 11 13M22 2l-7 20-4-9-9-4z" />
  </Glyph>
);
export const ArrowLeftGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </Glyph>
);
export const ChevronLeftGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="m15 18-6-6 6-6" />
  </Glyph>
);
export const ChevronRightGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="m9 18 6-6-6-6" />
  </Glyph>
);
export const LightbulbGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z" />
  </Glyph>
);
export const BookGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" />
    <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
  </Glyph>
);
export const CodeGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="m16 18 6-6-6-6M8 6l-6 6 6 6" />
  </Glyph>
);
export const AlertTriangleGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M12 9v4M12 17h.01" />
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
  </Glyph>
);
export const CpuGlyph = (p: P) => (
  <Glyph {...p}>
    <rect x="6" y="6" width="12" height="12" rx="2" />
    <path d="M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4" />
  </Glyph>
);
export const ResetGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </Glyph>
);
export const ListGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
  </Glyph>
);
export const PercentGlyph = (p: P) => (
  <Glyph {...p}>
    <path d="M19 5 5 19" />
    <circle cx="6.5" cy="6.5" r="2.5" />
    <circle cx="17.5" cy="17.5" r="2.5" />
  </Glyph>
);
