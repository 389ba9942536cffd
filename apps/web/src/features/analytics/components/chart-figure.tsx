import type { ReactNode } from 'react';

/** Series colours from the theme tokens, so the charts follow light and dark mode. */
export const COLORS = {
  primary: 'var(--color-primary)',
  success: 'var(--color-success)',
  warning: 'var(--color-warning)',
  muted: 'var(--color-muted)',
  grid: 'var(--color-border)',
} as const;

export const AXIS = { tick: { fill: COLORS.muted, fontSize: 12 }, stroke: COLORS.grid } as const;

/** Recharts passes these to its tooltip box through the DOM style API (allowed by the CSP). */
export const TOOLTIP = {
  contentStyle: {
    background: 'var(--color-surface)',
    border: '1px solid var(--color-border)',
    borderRadius: 8,
    color: 'var(--color-fg)',
  },
  labelStyle: { color: 'var(--color-fg)' },
  cursor: { fill: 'var(--color-surface-2)' },
} as const;

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

interface ChartFigureProps<T> {
  title: string;
  /** One sentence saying what the chart shows, read before the chart. */
  summary: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  children: ReactNode;
}

/**
 * A chart with its text alternative: a summary sentence and, one click away, the same figures as
 * a table. The drawing itself is hidden from screen readers, which get the table instead.
 */
export function ChartFigure<T>({ title, summary, rows, columns, rowKey, children }: ChartFigureProps<T>) {
  return (
    <figure className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-5">
      <figcaption>
        <h3 className="text-lg font-semibold">{title}</h3>
        <p className="text-sm text-muted">{summary}</p>
      </figcaption>
      <div aria-hidden="true" className="h-64 w-full">
        {children}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted">Show as a table</summary>
        <div className="max-h-72 overflow-auto">
          <table className="mt-2 w-full text-left tabular-nums">
            <thead>
              <tr className="text-muted">
                {columns.map((c) => (
                  <th key={c.header} scope="col" className="py-1 pr-3 font-medium">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-t border-border">
                  {columns.map((c) => (
                    <td key={c.header} className="py-1 pr-3">
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

export const pct = (n: number | null) => (n === null ? '—' : `${n.toFixed(1)}%`);
