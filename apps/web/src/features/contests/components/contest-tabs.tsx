import { CONTEST_TABS, CONTEST_TEXTS, type ContestListResponse, type ContestTab } from '@codecoach/contracts';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';

export const TAB_LABELS: Record<ContestTab, string> = { upcoming: 'Upcoming', live: 'Live', past: 'Past' };

type ListData = ContestListResponse['data'];

interface ContestTabsProps {
  label: string;
  tab: ContestTab;
  onChange: (tab: ContestTab) => void;
  /** A contests query whose answer carries the tab it is for (api/get-contests.ts). */
  list: {
    data?: { tab: ContestTab; data: ListData } | undefined;
    isPending: boolean;
    error: Error | null;
    refetch: () => unknown;
  };
  /** The tab's contests, when it has some. */
  children: (data: ListData) => ReactNode;
}

/**
 * Upcoming, Live and Past with their counts, for the contests screen and the admins' Manage
 * Contests: the spinner while a tab's own answer is not in (the previous tab's answer stays only
 * for the counts), the load error with Retry, and the empty tab.
 */
export function ContestTabs({ label, tab, onChange, list, children }: ContestTabsProps) {
  const data = list.data?.data;
  return (
    <Tabs
      label={label}
      active={tab}
      onChange={onChange}
      tabs={CONTEST_TABS.map((key) => ({
        key,
        label: (
          <span className="flex items-center gap-2">
            {TAB_LABELS[key]}
            <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold">
              {data?.counts[key] ?? 0}
            </span>
          </span>
        ),
      }))}
    >
      {list.isPending || (list.data && list.data.tab !== tab) ? (
        <Spinner label="Loading contests..." className="py-16" />
      ) : !data ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">
            {CONTEST_TEXTS.loadFailed}: {list.error?.message}
          </Alert>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            Retry
          </Button>
        </div>
      ) : data.contests.length === 0 ? (
        <p className="py-12 text-center text-muted">No {TAB_LABELS[tab].toLowerCase()} contests.</p>
      ) : (
        children(data)
      )}
    </Tabs>
  );
}
