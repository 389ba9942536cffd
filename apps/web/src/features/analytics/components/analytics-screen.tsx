import { ANALYTICS_RANGE_LABELS, ANALYTICS_RANGES, type AnalyticsRange } from '@codecoach/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useAnalytics } from '../api/get-analytics.ts';
import { CategoriesTab } from './categories-tab.tsx';
import { InsightsTab } from './insights-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { PerformanceTab } from './performance-tab.tsx';

const TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'performance', label: 'Performance' },
  { key: 'categories', label: 'Categories' },
  { key: 'insights', label: 'Insights' },
] as const;
type Tab = (typeof TABS)[number]['key'];

/**
 * Performance Analytics (spec §2) from GET /api/analytics. A failed load keeps the spec's banner
 * text with the reason and a Retry, and shows no sample data in its place.
 */
export function AnalyticsScreen() {
  const [range, setRange] = useState<AnalyticsRange>('30d');
  const [tab, setTab] = useState<Tab>('overview');
  const analytics = useAnalytics(range);
  const data = analytics.data?.data;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:py-10">
      <title>Performance Analytics · CodeCoach</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Performance Analytics</h1>
          <p className="mt-1 text-muted">
            {data
              ? `${data.from} to ${data.to}, in your time zone (${data.timeZone}).`
              : 'Your own submissions and time.'}
          </p>
        </div>
        <SelectField
          label="Time range"
          value={range}
          onChange={(e) => setRange(e.target.value as AnalyticsRange)}
          options={ANALYTICS_RANGES.map((r) => ({ value: r, label: ANALYTICS_RANGE_LABELS[r] }))}
        />
      </div>
      {analytics.isPending ? (
        <Spinner label="Loading Analytics..." className="py-24" />
      ) : analytics.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-warning/40 bg-warning-soft px-4 py-3 text-warning"
        >
          <span className="flex-1">Failed to load analytics data: {analytics.error.message}</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void analytics.refetch()}
            disabled={analytics.isFetching}
          >
            {analytics.isFetching ? 'Retrying...' : 'Retry'}
          </Button>
        </div>
      ) : data ? (
        <Tabs tabs={TABS} active={tab} onChange={setTab} label="Analytics views">
          {tab === 'overview' ? (
            <OverviewTab data={data} />
          ) : tab === 'performance' ? (
            <PerformanceTab data={data} />
          ) : tab === 'categories' ? (
            <CategoriesTab data={data} />
          ) : (
            <InsightsTab data={data} />
          )}
        </Tabs>
      ) : null}
    </div>
  );
}
