import type { AnalyticsData } from '@codecoach/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { overviewCaptions } from '../lib/captions.ts';
import { AXIS, ChartFigure, COLORS, TOOLTIP } from './chart-figure.tsx';

const number = new Intl.NumberFormat('en-US');

export function OverviewTab({ data }: { data: AnalyticsData }) {
  const o = data.overview;
  const captions = overviewCaptions(data);
  const cards = [
    { label: 'Problems Solved', value: number.format(o.solvedProblems), caption: captions.solved },
    {
      label: 'Accuracy Rate',
      value: o.accuracy === null ? '—' : `${o.accuracy.toFixed(1)}%`,
      caption: captions.accuracy,
    },
    {
      label: 'Current Streak',
      value: `${o.streak.current} ${o.streak.current === 1 ? 'day' : 'days'}`,
      caption: captions.streak,
    },
    {
      label: 'Global Rank',
      value: o.rank === null ? 'Unranked' : `#${number.format(o.rank)}`,
      caption: captions.rank,
    },
  ];
  const hours = data.timeSpent.reduce((h, d) => h + d.hours, 0);
  const unit = data.bucket === 'day' ? 'day' : data.bucket;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {cards.map((c) => (
          <div key={c.label} className="rounded-xl border border-border bg-surface p-5">
            <dt className="text-sm text-muted">{c.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums sm:text-3xl">{c.value}</dd>
            <dd className="mt-1 text-xs text-muted">{c.caption}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted">
        Level {o.level} · {number.format(o.points)} points · {o.solvedProblems} of {o.totalProblems} problems
        solved · average {o.averageTime === null ? '— (no tracked time yet)' : `${o.averageTime} min`} per
        solved problem
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure
          title="Weekly Progress"
          summary={`Problems solved and points earned per week: ${data.weeklyProgress.reduce((n, w) => n + w.problems, 0)} problems in all.`}
          rows={data.weeklyProgress}
          rowKey={(w) => w.week}
          columns={[
            { header: 'Week of', cell: (w) => w.week },
            { header: 'Problems', cell: (w) => w.problems },
            { header: 'Points', cell: (w) => w.points },
          ]}
        >
          <ResponsiveContainer>
            <ComposedChart accessibilityLayer={false} data={data.weeklyProgress}>
              <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" />
              <XAxis dataKey="week" {...AXIS} />
              <YAxis yAxisId="problems" allowDecimals={false} {...AXIS} />
              <YAxis yAxisId="points" orientation="right" allowDecimals={false} {...AXIS} />
              <Tooltip {...TOOLTIP} />
              <Legend />
              <Bar
                yAxisId="problems"
                dataKey="problems"
                name="Problems"
                fill={COLORS.primary}
                radius={[4, 4, 0, 0]}
              />
              <Line
                yAxisId="points"
                dataKey="points"
                name="Points"
                stroke={COLORS.success}
                strokeWidth={2}
                dot={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </ChartFigure>
        <ChartFigure
          title="Time Spent in Hours"
          summary={`Active time on the solve screen per ${unit}: ${hours.toFixed(2)} hours in all.`}
          rows={data.timeSpent}
          rowKey={(d) => d.day}
          columns={[
            {
              header: data.bucket === 'day' ? 'Day' : `${unit[0]?.toUpperCase()}${unit.slice(1)} of`,
              cell: (d) => d.day,
            },
            { header: 'Hours', cell: (d) => d.hours.toFixed(2) },
          ]}
        >
          <ResponsiveContainer>
            <BarChart accessibilityLayer={false} data={data.timeSpent}>
              <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" />
              <XAxis dataKey="label" {...AXIS} />
              <YAxis {...AXIS} />
              <Tooltip {...TOOLTIP} />
              <Bar dataKey="hours" name="Hours" fill={COLORS.warning} radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </ChartFigure>
      </div>
    </div>
  );
}
