import { LANGUAGE_LABELS, type Submission } from '@codecoach/contracts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { CodeBlock } from '../../../components/ui/code-block.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatMemory, formatRuntime, formatValue, formatWhen } from '../lib/format.ts';

interface SubmissionDialogProps {
  submission: Submission | null;
  onClose: () => void;
}

const VALUE =
  'overflow-x-auto rounded-md bg-surface-2 px-2 py-1 font-mono text-xs whitespace-pre-wrap break-all';

/** A submission's verdict details and its code, read-only and highlighted, with Try Again. */
export function SubmissionDialog({ submission, onClose }: SubmissionDialogProps) {
  const s = submission;
  return (
    <Dialog
      open={s !== null}
      onClose={onClose}
      size="lg"
      title={s ? s.problemId.title : ''}
      description={s ? `Submitted ${formatWhen(s.submittedAt)} in ${LANGUAGE_LABELS[s.language]}` : undefined}
      footer={
        s ? (
          <ButtonLink to={`/problem/${s.problemId._id}`} onClick={onClose}>
            Try Again
          </ButtonLink>
        ) : null
      }
    >
      {s ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <StatusBadge status={s.status} />
            {s.errorMessage ? <span className="text-sm text-muted">{s.errorMessage}</span> : null}
          </div>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-muted">Runtime</dt>
              <dd className="font-semibold tabular-nums">{formatRuntime(s.runtime)}</dd>
            </div>
            <div>
              <dt className="text-muted">Memory</dt>
              <dd className="font-semibold tabular-nums">{formatMemory(s.memory)}</dd>
            </div>
            <div>
              <dt className="text-muted">Test cases</dt>
              <dd className="font-semibold tabular-nums">
                {s.testCasesPassed} / {s.totalTestCases}
              </dd>
            </div>
            <div>
              <dt className="text-muted">Points</dt>
              <dd className="font-semibold tabular-nums">{s.points}</dd>
            </div>
          </dl>
          {s.status !== 'pending' && s.runtime === null ? (
            // A failed verdict inside a live contest (docs/api.md, Submission).
            <p className="text-sm text-muted">
              Its runtime, memory and failing test stay hidden until the contest ends.
            </p>
          ) : null}
          {s.compileOutput ? (
            <div>
              <h3 className="mb-1 text-sm font-semibold">Compiler output</h3>
              <pre
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard.
                tabIndex={0}
                className={`${VALUE} max-h-48 overflow-auto`}
              >
                {s.compileOutput}
              </pre>
            </div>
          ) : null}
          {s.failedTest ? (
            <div>
              <h3 className="mb-1 text-sm font-semibold">First failing test</h3>
              <dl className="flex flex-col gap-1.5 text-sm">
                <div className="grid gap-1 sm:grid-cols-[7rem_minmax(0,1fr)]">
                  <dt className="text-muted">Input</dt>
                  <dd className={VALUE}>{s.failedTest.input}</dd>
                </div>
                <div className="grid gap-1 sm:grid-cols-[7rem_minmax(0,1fr)]">
                  <dt className="text-muted">Expected</dt>
                  <dd className={VALUE}>{formatValue(s.failedTest.expectedOutput)}</dd>
                </div>
                <div className="grid gap-1 sm:grid-cols-[7rem_minmax(0,1fr)]">
                  <dt className="text-muted">Output</dt>
                  <dd className={VALUE}>
                    {s.status === 'wrong_answer' ? formatValue(s.failedTest.actualOutput) : 'no output'}
                  </dd>
                </div>
              </dl>
            </div>
          ) : null}
          <div>
            <h3 className="mb-1 text-sm font-semibold">Code</h3>
            <CodeBlock code={s.code} language={s.language} label="Submitted code" className="max-h-[45vh]" />
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
