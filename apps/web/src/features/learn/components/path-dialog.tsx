import type { LearningPath } from '@codecoach/contracts';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Meter } from '../../../components/ui/meter.tsx';

interface PathDialogProps {
  path: LearningPath | null;
  onClose: () => void;
  onReadTutorial: (tutorialId: string) => void;
}

/** A path's topics with completed marks, problem counts and prerequisites; Start Learning to practice. */
export function PathDialog({ path, onClose, onReadTutorial }: PathDialogProps) {
  return (
    <Dialog
      open={path !== null}
      onClose={onClose}
      size="lg"
      title={path ? `${path.icon} ${path.title}` : ''}
      description={path ? `${path.difficulty} · ${path.duration} · ${path.progress}% complete` : undefined}
      footer={
        path ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <ButtonLink to={`/practice?category=${encodeURIComponent(path.practiceCategory)}`}>
              Start Learning
            </ButtonLink>
          </>
        ) : null
      }
    >
      {path ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm">{path.description}</p>
          <Meter value={path.progress} max={100} label={`${path.title} progress`} />
          <ol className="flex flex-col gap-3">
            {path.topics.map((topic, i) => (
              <li key={topic.id} className="rounded-lg border border-border p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span
                    className={`flex size-6 items-center justify-center rounded-full text-xs font-semibold ${topic.completed ? 'bg-success text-surface' : 'bg-surface-2'}`}
                  >
                    {topic.completed ? <CheckIcon aria-hidden="true" className="size-4" /> : i + 1}
                  </span>
                  <h3 className="font-semibold">{topic.name}</h3>
                  {topic.completed ? <span className="sr-only">(completed)</span> : null}
                  <span className="ml-auto text-xs text-muted tabular-nums">
                    {topic.solvedProblems}/{topic.problems} problems
                  </span>
                </div>
                {topic.prerequisites.length > 0 ? (
                  <p className="mt-1 text-xs text-muted">
                    Builds on:{' '}
                    {topic.prerequisites.map((p, j) => (
                      <span key={p.id}>
                        {j > 0 ? ', ' : ''}
                        {p.name} {p.met ? '✓' : '(not finished yet)'}
                      </span>
                    ))}
                  </p>
                ) : null}
                <p className="mt-2 text-sm">
                  Tutorial:{' '}
                  <button
                    type="button"
                    className="text-primary underline underline-offset-2"
                    onClick={() => onReadTutorial(topic.tutorial.id)}
                  >
                    {topic.tutorial.title}
                  </button>
                  {topic.tutorial.completed ? ' (read)' : ''}
                </p>
                {topic.problemList.length > 0 ? (
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {topic.problemList.map((p) => (
                      <li key={p._id}>
                        <Link
                          to={`/solve/${p._id}`}
                          className="inline-flex items-center gap-1.5 rounded-full border border-border px-2.5 py-1 text-xs hover:border-primary"
                        >
                          {p.solved ? (
                            <CheckIcon aria-label="Solved" className="size-3.5 text-success" />
                          ) : null}
                          {p.title}
                          <DifficultyBadge difficulty={p.difficulty} className="ml-1" />
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </Dialog>
  );
}
