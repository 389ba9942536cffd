import type { AnalyticsData } from '@codecoach/contracts';
import {
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AXIS, ChartFigure, COLORS, pct, TOOLTIP } from './chart-figure.tsx';

export function PerformanceTab({ data }: { data: AnalyticsData }) {
  const solved = data.difficultyBreakdown.reduce((n, d) => n + d.value, 0);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <ChartFigure
          title="Performance Trend"
          summary={`Problems solved and accuracy per ${data.bucket}, from ${data.from} to ${data.to}.`}
          rows={data.performanceData}
          rowKey={(p) => p.date}
          columns={[
            { header: 'From', cell: (p) => p.date },
            { header: 'Problems', cell: (p) => p.problems },
            { header: 'Accuracy', cell: (p) => pct(p.accuracy) },
            { header: 'Active min', cell: (p) => p.time },
          ]}
        >
          <ResponsiveContainer>
            <LineChart accessibilityLayer={false} data={data.performanceData}>
              <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" />
              <XAxis dataKey="label" {...AXIS} />
              <YAxis yAxisId="problems" allowDecimals={false} {...AXIS} />
              <YAxis yAxisId="accuracy" orientation="right" domain={[0, 100]} unit="%" {...AXIS} />
              <Tooltip {...TOOLTIP} />
              <Legend />
              <Line
                yAxisId="problems"
                dataKey="problems"
                name="Problems"
                stroke={COLORS.primary}
                strokeWidth={2}
              />
              <Line
                yAxisId="accuracy"
                dataKey="accuracy"
                name="Accuracy %"
                stroke={COLORS.success}
                strokeWidth={2}
                connectNulls
              />
            </LineChart>
          </ResponsiveContainer>
        </ChartFigure>
      </div>
      <ChartFigure
        title="Accuracy Improvement"
        summary="Accuracy of judged submissions, week by week (weeks without submissions are left blank)."
        rows={data.accuracyTrend}
        rowKey={(w) => w.week}
        columns={[
          { header: 'Week of', cell: (w) => w.week },
          { header: 'Accuracy', cell: (w) => pct(w.accuracy) },
          { header: 'Submissions', cell: (w) => w.submissions },
        ]}
      >
        <ResponsiveContainer>
          <LineChart accessibilityLayer={false} data={data.accuracyTrend}>
            <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" />
            <XAxis dataKey="week" {...AXIS} />
            <YAxis domain={[0, 100]} unit="%" {...AXIS} />
            <Tooltip {...TOOLTIP} />
            <Line dataKey="accuracy" name="Accuracy %" stroke={COLORS.success} strokeWidth={2} connectNulls />
          </LineChart>
        </ResponsiveContainer>
      </ChartFigure>
      <ChartFigure
        title="Difficulty Distribution"
        summary={`Problems first solved in this period by difficulty: ${data.difficultyBreakdown.map((d) => `${d.name} ${d.value}`).join(', ')}.`}
        rows={data.difficultyBreakdown}
        rowKey={(d) => d.name}
        columns={[
          { header: 'Difficulty', cell: (d) => d.name },
          { header: 'Solved', cell: (d) => d.value },
        ]}
      >
        {solved === 0 ? (
          <p className="grid h-full place-items-center text-sm text-muted">
            No problems solved in this period.
          </p>
        ) : (
          <ResponsiveContainer>
            <PieChart accessibilityLayer={false}>
              <Pie
                data={data.difficultyBreakdown}
                dataKey="value"
                nameKey="name"
                rootTabIndex={-1}
                innerRadius="55%"
                outerRadius="80%"
                stroke="var(--color-surface)"
              >
                {data.difficultyBreakdown.map((d) => (
                  <Cell key={d.name} fill={d.color} />
                ))}
              </Pie>
              <Tooltip {...TOOLTIP} />
              <Legend
                formatter={(value: string) =>
                  `${value}: ${data.difficultyBreakdown.find((d) => d.name === value)?.value ?? 0}`
                }
              />
            </PieChart>
          </ResponsiveContainer>
        )}
      </ChartFigure>
    </div>
  );
}
