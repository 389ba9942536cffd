import type { RunResponse, Submission } from '@codecoach/contracts';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import type { SubmitProgress } from '../api/submit-solution.ts';
import { Comparison } from './value-diff.tsx';

/** What the Output panel shows: nothing yet, a run, or a submission, each at some stage. */
export type OutputState =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'run'; answer: RunResponse }
  | { kind: 'run-error'; message: string }
  | { kind: 'submitting'; progress: SubmitProgress }
  | { kind: 'judged'; submission: Submission }
  | { kind: 'submit-error'; message: string };

function progressText(progress: SubmitProgress): string {
  switch (progress.phase) {
    case 'sending':
      return 'Sending your solution...';
    case 'queued':
      // Judging paused by an admin: the server's message says so (JUDGING_PAUSED_MESSAGE).
      return progress.paused ?? 'Queued: waiting for a judge...';
    case 'compiling':
      return 'Compiling...';
    case 'running':
      return `Running test ${progress.test} of ${progress.total}...`;
  }
}

function CompilerOutput({ text }: { text: string }) {
  return (
    <div>
      <h3 className="text-xs font-semibold text-muted">Compiler output</h3>
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard.
        tabIndex={0}
        className="mt-1 max-h-64 overflow-auto rounded-md bg-surface-2 p-2 font-mono text-xs whitespace-pre-wrap"
      >
        {text}
      </pre>
    </div>
  );
}

function RunSummary({ answer }: { answer: RunResponse }) {
  const { data } = answer;
  const passed = data.results.filter((r) => r.passed).length;
  const failed = data.results.length - passed;
  if (data.status === 'compilation_error') {
    return (
      <div className="flex flex-col gap-2">
        <p className="font-semibold text-danger">Error: {data.errorMessage ?? 'Compilation failed'}</p>
        {data.compileOutput ? <CompilerOutput text={data.compileOutput} /> : null}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold">{answer.message}</p>
      <p>
        <span className="text-success">Passed: {passed}</span>
        <span aria-hidden="true" className="px-2 text-muted">
          ·
        </span>
        <span className={failed > 0 ? 'text-danger' : 'text-muted'}>Failed: {failed}</span>
      </p>
      {data.errorMessage && failed > 0 ? <p className="text-muted">{data.errorMessage}</p> : null}
    </div>
  );
}

function Verdict({
  submission,
  redirecting,
  inContest,
}: {
  submission: Submission;
  redirecting: boolean;
  inContest: boolean;
}) {
  // A judged verdict without figures: a failed one inside a live contest (docs/api.md, Submission).
  const hidden = submission.runtime === null || submission.memory === null;
  const metrics = (
    <p className="text-muted">
      {hidden
        ? 'Runtime and memory stay hidden until the contest ends'
        : `Runtime: ${submission.runtime} ms · Memory: ${submission.memory} MB`}{' '}
      · Passed {submission.testCasesPassed} of {submission.totalTestCases} test cases
    </p>
  );
  if (submission.status === 'accepted') {
    return (
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-success">All test cases passed! Solution accepted.</p>
        {metrics}
        {/* The workspace returns to where the problem was opened from: its contest, or /practice. */}
        {redirecting ? (
          <p className="text-muted">
            {inContest ? 'Back to the contest in 2 seconds...' : 'Back to Practice in 2 seconds...'}
          </p>
        ) : null}
      </div>
    );
  }
  if (submission.status === 'internal_error' || submission.status === 'pending') {
    return (
      <p className="font-semibold text-danger">
        Submission error: {submission.errorMessage ?? 'Submission failed'}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold text-danger">Some test cases failed. Please review your solution.</p>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={submission.status} />
        {submission.errorMessage ? <span className="text-muted">{submission.errorMessage}</span> : null}
      </div>
      {metrics}
      {submission.compileOutput ? <CompilerOutput text={submission.compileOutput} /> : null}
      {submission.failedTest ? (
        <div>
          <h3 className="mb-1 text-xs font-semibold text-muted">First failing test</h3>
          <Comparison
            input={submission.failedTest.input}
            expected={submission.failedTest.expectedOutput}
            actual={submission.failedTest.actualOutput}
            highlight
            noOutput={submission.status !== 'wrong_answer'}
          />
        </div>
      ) : (inContest || hidden) && submission.status !== 'compilation_error' ? (
        <p className="text-muted">The failing test stays hidden until the contest ends.</p>
      ) : null}
    </div>
  );
}

interface OutputPanelProps {
  state: OutputState;
  onClear: () => void;
  redirecting: boolean;
  /**
   * Submitted inside a contest: the server omits the failing test until it ends, and a failed
   * verdict's runtime and memory (docs/api.md); an accepted one returns to the contest, not Practice.
   */
  inContest?: boolean;
}

/** Spec §2's Output panel with its Clear button; announced politely as results arrive. */
export function OutputPanel({ state, onClear, redirecting, inContest = false }: OutputPanelProps) {
  let body: ReactNode;
  switch (state.kind) {
    case 'idle':
      body = <p className="text-muted">Run your code to see the output here...</p>;
      break;
    case 'running':
      body = <p className="text-muted">Running your code...</p>;
      break;
    case 'run':
      body = <RunSummary answer={state.answer} />;
      break;
    case 'run-error':
      body = <p className="font-semibold text-danger">Error: {state.message}</p>;
      break;
    case 'submitting':
      body = <p className="text-muted">{progressText(state.progress)}</p>;
      break;
    case 'judged':
      body = <Verdict submission={state.submission} redirecting={redirecting} inContest={inContest} />;
      break;
    case 'submit-error':
      body = <p className="font-semibold text-danger">Submission error: {state.message}</p>;
      break;
  }
  return (
    <section aria-labelledby="output-title" className="rounded-xl border border-border bg-surface">
      <div className="flex items-center justify-between border-b border-border px-4 py-2">
        <h2 id="output-title" className="text-sm font-semibold">
          Output
        </h2>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={state.kind === 'idle'}>
          Clear
        </Button>
      </div>
      <div role="status" aria-live="polite" className="px-4 py-3 font-mono text-sm">
        {body}
      </div>
    </section>
  );
}
