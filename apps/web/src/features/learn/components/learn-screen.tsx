import { useEffect, useState } from 'react';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { PathsTab } from './paths-tab.tsx';
import { StudyPlanTab } from './study-plan-tab.tsx';
import { TutorialsTab } from './tutorials-tab.tsx';

const TABS = [
  { key: 'paths', label: 'Learning Paths' },
  { key: 'tutorials', label: 'Tutorials' },
  { key: 'plan', label: 'Study Plan' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

interface LearnScreenProps {
  /** A tutorial to open (`/learn?tutorial=<id>`, the tutor chat's links): the Tutorials tab shows it. */
  tutorial?: string | null;
  onTutorialClosed?: () => void;
}

/** The Learn screen (spec §2): real content from content/learn and the learner's real progress. */
export function LearnScreen({ tutorial = null, onTutorialClosed }: LearnScreenProps = {}) {
  const [tab, setTab] = useState<TabKey>(tutorial ? 'tutorials' : 'paths');
  useEffect(() => {
    if (tutorial) setTab('tutorials');
  }, [tutorial]);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:py-10">
      <title>Learn · CodeCoach</title>
      <div>
        <h1 className="text-3xl font-bold">Learn</h1>
        <p className="mt-1 text-muted">
          Follow a path, read a tutorial, or let the planner build weeks of practice from your results.
        </p>
      </div>
      <Tabs tabs={TABS} active={tab} onChange={setTab} label="Learn sections">
        {tab === 'paths' ? (
          <PathsTab />
        ) : tab === 'tutorials' ? (
          <TutorialsTab
            linked={tutorial}
            {...(onTutorialClosed ? { onLinkedClosed: onTutorialClosed } : {})}
          />
        ) : (
          <StudyPlanTab />
        )}
      </Tabs>
    </div>
  );
}
