import type { AnalyticsData } from '@codecoach/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Meter } from '../../../components/ui/meter.tsx';
import { accuracyTone } from '../lib/captions.ts';
import { AXIS, ChartFigure, COLORS, pct, TOOLTIP } from './chart-figure.tsx';

export function CategoriesTab({ data }: { data: AnalyticsData }) {
  const rows = data.categoryBreakdown;
  return (
    <div className="flex flex-col gap-6">
      <ChartFigure
        title="Category Performance"
        summary="Problems solved so far in each category, and the accuracy of this period's submissions in it."
        rows={rows}
        rowKey={(c) => c.category}
        columns={[
          { header: 'Category', cell: (c) => c.name },
          { header: 'Solved', cell: (c) => `${c.solved}/${c.total}` },
          { header: 'Accuracy', cell: (c) => pct(c.accuracy) },
          { header: 'Submissions', cell: (c) => c.submissions },
        ]}
      >
        <ResponsiveContainer>
          <BarChart accessibilityLayer={false} data={rows}>
            <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" />
            <XAxis dataKey="name" {...AXIS} interval={0} angle={-30} textAnchor="end" height={70} />
            <YAxis yAxisId="solved" allowDecimals={false} {...AXIS} />
            <YAxis yAxisId="accuracy" orientation="right" domain={[0, 100]} unit="%" {...AXIS} />
            <Tooltip {...TOOLTIP} />
            <Legend verticalAlign="top" />
            <Bar
              yAxisId="solved"
              dataKey="solved"
              name="Solved"
              fill={COLORS.primary}
              radius={[4, 4, 0, 0]}
            />
            <Bar
              yAxisId="accuracy"
              dataKey="accuracy"
              name="Accuracy %"
              fill={COLORS.success}
              radius={[4, 4, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
      <ul aria-label="Categories" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((c) => (
          <li key={c.category} className="rounded-xl border border-border bg-surface p-4">
            <div className="mb-2 flex items-baseline justify-between gap-2">
              <span className="font-medium">{c.name}</span>
              <span className="text-sm tabular-nums text-muted">
                {c.solved}/{c.total}
              </span>
            </div>
            <Meter value={c.solved} max={c.total} label={`${c.name}: ${c.solved} of ${c.total} solved`} />
            <p className="mt-2 text-sm">
              Accuracy: <span className={`font-semibold ${accuracyTone(c.accuracy)}`}>{pct(c.accuracy)}</span>
              {c.accuracy === null ? (
                <span className="text-muted"> (no submissions in this period)</span>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
