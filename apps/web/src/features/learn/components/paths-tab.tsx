import type { LearningPath } from '@codecoach/contracts';
import { useState } from 'react';
import { Meter } from '../../../components/ui/meter.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePaths } from '../api/get-paths.ts';
import { LearnError } from './learn-error.tsx';
import { PathDialog } from './path-dialog.tsx';
import { ReviewPanel } from './review-panel.tsx';
import { TutorialDialog } from './tutorial-dialog.tsx';

function PathCard({ path, onOpen }: { path: LearningPath; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="flex h-full w-full flex-col gap-3 rounded-xl border border-border bg-surface p-5 text-left transition-colors hover:border-primary focus-visible:ring-2 focus-visible:ring-ring"
      >
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary-soft font-mono text-lg font-semibold text-primary"
          >
            {path.icon}
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold">{path.title}</h3>
            <p className="text-xs text-muted">
              {path.difficulty} · {path.duration} · {path.topics.length} topics
            </p>
          </div>
        </div>
        <p className="line-clamp-3 text-sm text-muted">{path.description}</p>
        <div className="mt-auto flex flex-col gap-1">
          <div className="flex justify-between text-xs">
            <span>
              {path.solvedProblems}/{path.totalProblems} problems
            </span>
            <span className="font-semibold tabular-nums">{path.progress}%</span>
          </div>
          <Meter value={path.progress} max={100} label={`${path.title} progress`} />
        </div>
      </button>
    </li>
  );
}

/** Learning Paths: Due for review first, then every path with its real progress. */
export function PathsTab() {
  const paths = usePaths();
  const [open, setOpen] = useState<string | null>(null);
  const [tutorial, setTutorial] = useState<string | null>(null);
  if (paths.isPending) return <Spinner label="Loading learning paths..." className="py-16" />;
  if (paths.isError) {
    return (
      <LearnError
        reason={paths.error.message}
        onRetry={() => void paths.refetch()}
        retrying={paths.isFetching}
      />
    );
  }
  const list = paths.data.data.paths;
  const selected = list.find((p) => p.id === open) ?? null;
  return (
    <div className="flex flex-col gap-6">
      <ReviewPanel />
      <section aria-labelledby="paths-title" className="flex flex-col gap-3">
        <h2 id="paths-title" className="text-xl font-semibold">
          Learning Paths
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.map((p) => (
            <PathCard key={p.id} path={p} onOpen={() => setOpen(p.id)} />
          ))}
        </ul>
      </section>
      <PathDialog
        path={selected}
        onClose={() => setOpen(null)}
        onReadTutorial={(id) => {
          setOpen(null);
          setTutorial(id);
        }}
      />
      <TutorialDialog id={tutorial} onClose={() => setTutorial(null)} />
    </div>
  );
}
