import { CATEGORY_LABELS, TUTORIAL_TAGS_SHOWN } from '@codecoach/contracts';
import { useEffect, useState } from 'react';
import { Pill } from '../../../components/ui/difficulty-badge.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTutorials } from '../api/tutorials.ts';
import { LearnError } from './learn-error.tsx';
import { TutorialDialog } from './tutorial-dialog.tsx';

interface TutorialsTabProps {
  /** A tutorial opened by a link (`/learn?tutorial=<id>`), and what to do when it is closed. */
  linked?: string | null;
  onLinkedClosed?: () => void;
}

/** Tutorials: cards with up to 3 tags (spec §9); a card (or a link to one) opens the reading dialog. */
export function TutorialsTab({ linked = null, onLinkedClosed }: TutorialsTabProps = {}) {
  const tutorials = useTutorials();
  const [open, setOpen] = useState<string | null>(linked);
  useEffect(() => {
    if (linked) setOpen(linked);
  }, [linked]);
  const close = () => {
    setOpen(null);
    if (linked) onLinkedClosed?.();
  };
  if (tutorials.isPending) return <Spinner label="Loading tutorials..." className="py-16" />;
  if (tutorials.isError) {
    return (
      <LearnError
        reason={tutorials.error.message}
        onRetry={() => void tutorials.refetch()}
        retrying={tutorials.isFetching}
      />
    );
  }
  return (
    <section aria-labelledby="tutorials-title" className="flex flex-col gap-3">
      <h2 id="tutorials-title" className="text-xl font-semibold">
        Tutorials
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {tutorials.data.data.tutorials.map((t) => (
          <li key={t.id}>
            <button
              type="button"
              onClick={() => setOpen(t.id)}
              className="flex h-full w-full flex-col gap-2 rounded-xl border border-border bg-surface p-5 text-left hover:border-primary focus-visible:ring-2 focus-visible:ring-ring"
            >
              <div className="flex items-start gap-2">
                <h3 className="flex-1 font-semibold">{t.title}</h3>
                {t.completed ? (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
                    <CheckIcon aria-hidden="true" className="size-4" /> Completed
                  </span>
                ) : null}
              </div>
              <p className="text-xs text-muted">
                {CATEGORY_LABELS[t.category]} · {t.difficulty} · {t.duration}
              </p>
              <p className="text-sm text-muted">{t.description}</p>
              <div className="mt-auto flex flex-wrap gap-1.5 pt-1">
                {t.tags.slice(0, TUTORIAL_TAGS_SHOWN).map((tag) => (
                  <Pill key={tag}>{tag}</Pill>
                ))}
              </div>
            </button>
          </li>
        ))}
      </ul>
      <TutorialDialog id={open} onClose={close} />
    </section>
  );
}
