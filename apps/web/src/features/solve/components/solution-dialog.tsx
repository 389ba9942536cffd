import { EDITOR_LANGUAGES, LANGUAGE_LABELS, type Problem } from '@codecoach/contracts';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CodeBlock } from '../../../components/ui/code-block.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { MarkdownText } from '../../../components/ui/markdown.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { type TabItem, Tabs } from '../../../components/ui/tabs.tsx';
import { useSolution } from '../api/get-problem.ts';
import type { EditorLanguage } from '../lib/languages.ts';

interface SolutionDialogProps {
  problem: Problem;
  open: boolean;
  onClose: () => void;
}

/**
 * The editorial and the reference solutions. A learner who has not solved the problem yet is
 * asked first: seeing the answer early spends the chance to find it.
 */
export function SolutionDialog({ problem, open, onClose }: SolutionDialogProps) {
  const [revealed, setRevealed] = useState(problem.solved);
  const showing = open && revealed;
  const solution = useSolution(problem._id, showing);

  // Solving it later (a verdict while the screen is open) removes the question.
  useEffect(() => {
    if (problem.solved) setRevealed(true);
  }, [problem.solved]);

  if (!revealed) {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        title="Reveal the solution?"
        description="You have not solved this problem yet."
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Keep Trying
            </Button>
            <Button onClick={() => setRevealed(true)}>Reveal Solution</Button>
          </>
        }
      >
        <p className="text-sm">
          The editorial explains the approach and shows a reference solution in every language. Working it out
          yourself is what makes it stick; the hints may be enough to get you there.
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onClose={onClose} title={`Solution: ${problem.title}`} size="xl">
      {solution.isPending ? (
        <Spinner label="Loading solution..." className="py-10" />
      ) : solution.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <Alert tone="error">Could not load the solution: {solution.error.message}</Alert>
          <Button variant="secondary" size="sm" onClick={() => void solution.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <section aria-label="Editorial">
            <MarkdownText>{solution.data.data.editorial}</MarkdownText>
          </section>
          <ReferenceSolutions solutions={solution.data.data.solutions} />
        </div>
      )}
    </Dialog>
  );
}

function ReferenceSolutions({ solutions }: { solutions: Record<string, string> }) {
  const available = EDITOR_LANGUAGES.filter((language) => solutions[language]);
  const [active, setActive] = useState<EditorLanguage | undefined>(available[0]);
  if (available.length === 0 || !active) return null;
  const tabs: TabItem<EditorLanguage>[] = available.map((language) => ({
    key: language,
    label: LANGUAGE_LABELS[language],
  }));
  return (
    <section aria-label="Reference solutions">
      <h3 className="mb-2 text-base font-semibold">Reference solutions</h3>
      <Tabs tabs={tabs} active={active} onChange={setActive} label="Solution language">
        <CodeBlock
          code={solutions[active] ?? ''}
          language={active}
          label={`${LANGUAGE_LABELS[active]} reference solution`}
          className="max-h-[50vh]"
        />
      </Tabs>
    </section>
  );
}
