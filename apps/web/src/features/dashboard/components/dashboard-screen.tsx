import type { DashboardPeriod } from '@codecoach/contracts';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useUserStats } from '../api/get-user-stats.ts';
import { AchievementsPanel } from './achievements-panel.tsx';
import { QuickActions } from './quick-actions.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { Recommendations } from './recommendations.tsx';
import { StatCards } from './stat-cards.tsx';
import { WeeklyProgress } from './weekly-progress.tsx';

/**
 * The dashboard (spec §2) from GET /api/user/stats: every figure is the learner's own. `aside`
 * is what other features add to the right column (the route composes it: the weekly goal and
 * Due for review from Learn).
 */
export function DashboardScreen({ name, aside }: { name: string; aside?: ReactNode }) {
  const [period, setPeriod] = useState<DashboardPeriod>('week');
  const stats = useUserStats(period);
  const data = stats.data?.data;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:py-10">
      <title>Dashboard · CodeCoach</title>
      <div>
        <h1 className="text-3xl font-bold">Welcome back, {name}!</h1>
        <p className="mt-1 text-muted">
          {data && data.streak.current > 0
            ? `You are on a ${data.streak.current}-day streak. Keep it going!`
            : 'Solve a problem today to start a streak.'}
        </p>
      </div>
      {stats.isPending ? (
        <Spinner label="Loading Dashboard..." className="py-24" />
      ) : !data ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-danger/40 bg-danger-soft p-6"
        >
          <h2 className="text-xl font-semibold text-danger">Error Loading Dashboard</h2>
          <p className="text-sm">{stats.error?.message ?? 'The dashboard could not be loaded.'}</p>
          <Button variant="secondary" onClick={() => void stats.refetch()} disabled={stats.isFetching}>
            {stats.isFetching ? 'Retrying...' : 'Retry'}
          </Button>
        </div>
      ) : (
        <>
          {stats.isError ? (
            <div className="flex flex-wrap items-center gap-3 rounded-lg border border-warning/40 bg-warning-soft px-3 py-2 text-sm text-warning">
              <span role="alert">
                Could not refresh: {stats.error.message}. Showing the figures loaded before.
              </span>
              <Button variant="secondary" size="sm" onClick={() => void stats.refetch()}>
                Retry
              </Button>
            </div>
          ) : null}
          <StatCards statistics={data.statistics} streak={data.streak} />
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="flex flex-col gap-6 lg:col-span-2">
              <WeeklyProgress
                progress={data.weeklyProgress}
                period={period}
                onPeriodChange={setPeriod}
                loading={stats.isPlaceholderData}
              />
              <Recommendations />
              <RecentActivity items={data.recentActivity} />
            </div>
            <div className="flex flex-col gap-6">
              {aside}
              <AchievementsPanel
                achievements={data.achievements}
                count={data.achievementCount}
                next={data.nextMilestone}
              />
              <QuickActions />
            </div>
          </div>
          <p className="text-xs text-muted">Days are counted in your time zone ({data.timeZone}).</p>
        </>
      )}
    </div>
  );
}
