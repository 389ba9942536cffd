import { EXAMPLE_LANGS, LANGUAGE_LABELS } from '@codecoach/contracts';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CodeBlock } from '../../../components/ui/code-block.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { MarkdownText } from '../../../components/ui/markdown.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useCompleteTutorial, useTutorial } from '../api/tutorials.ts';
import { LearnError } from './learn-error.tsx';

type Lang = (typeof EXAMPLE_LANGS)[number];

/** The reading dialog: sanitised markdown, the example per language, Mark as Complete. */
export function TutorialDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const tutorial = useTutorial(id);
  const complete = useCompleteTutorial();
  const [lang, setLang] = useState<Lang>('javascript');
  const t = tutorial.data?.data.tutorial;
  useEffect(() => {
    if (id === null) complete.reset();
  }, [id, complete.reset]);
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      size="lg"
      title={t?.title ?? 'Tutorial'}
      description={t ? `${t.difficulty} · ${t.duration} · ${t.tags.slice(0, 3).join(', ')}` : undefined}
      footer={
        t ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button
              onClick={() => complete.mutate(t.id)}
              disabled={t.completed || complete.isPending || complete.isSuccess}
            >
              {t.completed || complete.isSuccess
                ? 'Completed'
                : complete.isPending
                  ? 'Saving...'
                  : 'Mark as Complete'}
            </Button>
          </>
        ) : null
      }
    >
      {tutorial.isPending ? (
        <Spinner label="Loading tutorial..." className="py-12" />
      ) : !t ? (
        <LearnError
          reason={tutorial.error?.message ?? 'The tutorial could not be read.'}
          onRetry={() => void tutorial.refetch()}
          retrying={tutorial.isFetching}
        />
      ) : (
        <div className="flex flex-col gap-4">
          {complete.isSuccess ? <Alert tone="success">{complete.data.message}</Alert> : null}
          {complete.isError ? <Alert tone="error">Could not save: {complete.error.message}</Alert> : null}
          <MarkdownText>{t.content}</MarkdownText>
          <section aria-labelledby="example-title" className="flex flex-col gap-2">
            <h3 id="example-title" className="text-lg font-semibold">
              Example: {t.example.title}
            </h3>
            <Tabs
              tabs={EXAMPLE_LANGS.map((l) => ({ key: l, label: LANGUAGE_LABELS[l] }))}
              active={lang}
              onChange={setLang}
              label="Example language"
            >
              <CodeBlock
                code={t.example.code[lang]}
                language={lang}
                label={`${LANGUAGE_LABELS[lang]} example`}
              />
            </Tabs>
            <p className="text-xs text-muted">
              Every example is run in the judge's sandbox on these tests, in all four languages:
            </p>
            <ul className="flex flex-col gap-1 font-mono text-xs">
              {t.example.tests.map((x) => (
                <li key={x.input}>
                  {x.input} → {x.output}
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </Dialog>
  );
}
