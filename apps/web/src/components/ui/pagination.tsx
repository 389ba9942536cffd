import { ChevronLeftGlyph, ChevronRightGlyph } from './glyphs.tsx';
import { pageWindow } from './page-window.ts';

interface PaginationProps {
  current: number;
  pages: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Problem pages". */
  label: string;
}

const ITEM =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/**
 * Previous, Next and up to 5 page buttons around the current page (spec §2), disabled at the
 * bounds (spec §5). Shown only when there is more than one page.
 */
export function Pagination({ current, pages, onChange, label }: PaginationProps) {
  if (pages <= 1) return null;
  const idle = 'border-border bg-surface text-fg hover:bg-surface-2';
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        className={`${ITEM} ${idle}`}
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
      >
        <ChevronLeftGlyph />
        Previous
      </button>
      {pageWindow(current, pages).map((page) => (
        <button
          key={page}
          type="button"
          aria-label={`Page ${page}`}
          aria-current={page === current ? 'page' : undefined}
          // The current page is a bound of its own: choosing it again would do nothing.
          disabled={page === current}
          className={`${ITEM} ${page === current ? 'border-primary bg-primary text-primary-fg disabled:opacity-100' : idle}`}
          onClick={() => onChange(page)}
        >
          {page}
        </button>
      ))}
      <button
        type="button"
        className={`${ITEM} ${idle}`}
        disabled={current >= pages}
        onClick={() => onChange(current + 1)}
      >
        Next
        <ChevronRightGlyph />
      </button>
    </nav>
  );
}
