import { LANGUAGE_LABELS, type Problem } from '@codecoach/contracts';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PlayGlyph, ResetGlyph, SendGlyph } from '../../../components/ui/glyphs.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useHealth } from '../../health/api/get-health.ts';
import { useRunCode } from '../api/run-code.ts';
import { type CodeRef, useTutor } from '../api/tutor.ts';
import { useCodeDraft } from '../hooks/use-code-draft.ts';
import { useSubmit } from '../hooks/use-submit.ts';
import { type EditorLanguage, isEditorLanguage, languageOptions } from '../lib/languages.ts';
import { SHORTCUTS } from '../lib/shortcuts.ts';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog.tsx';
import { CustomInput } from './custom-input.tsx';
import { OutputPanel, type OutputState } from './output-panel.tsx';
import { TestResults } from './test-results.tsx';
import { TutorAnswer } from './tutor-answer.tsx';

// CodeMirror and its language modes are a chunk of their own: the problem shows while it loads.
const CodeEditor = lazy(() => import('../editor/code-editor.tsx'));

/** Spec §4: an accepted submission returns to /practice (or its contest) after 2 seconds. */
const REDIRECT_MS = 2000;

interface WorkspaceProps {
  problem: Problem;
  userId: string;
  fontSize: number;
  vim: boolean;
  onVim: (on: boolean) => void;
  tabSize: number;
  /** The language a problem without a draft opens in (Settings' editor default). */
  defaultLanguage: EditorLanguage;
  /** Told the latest code and language, for the tutor's buttons on the problem's side. */
  onDraft: (code: CodeRef) => void;
  /** Inside a contest: submissions carry it, an accepted one returns to it, and the tutor is off. */
  contestId?: string;
}

/** The right side of the solve screen: editor, Run Code, Submit Solution, output and results. */
export function Workspace({
  problem,
  userId,
  fontSize,
  vim,
  onVim,
  tabSize,
  defaultLanguage,
  onDraft,
  contestId,
}: WorkspaceProps) {
  const draft = useCodeDraft(problem, userId, defaultLanguage);
  const health = useHealth();
  const explain = useTutor(problem._id);
  const clearExplain = explain.clear;
  useEffect(
    () => onDraft({ language: draft.language, code: draft.code }),
    [onDraft, draft.language, draft.code],
  );
  const run = useRunCode();
  const { state: submitState, submit, reset: resetSubmit } = useSubmit();
  const navigate = useNavigate();
  const [last, setLast] = useState<'run' | 'submit' | null>(null);
  const [customOn, setCustomOn] = useState(false);
  const [customText, setCustomText] = useState(() => JSON.stringify(problem.testCases[0]?.args ?? []));
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  const running = run.isPending;
  const submitting = submitState.kind === 'busy';
  const busy = running || submitting;
  const accepted = submitState.kind === 'judged' && submitState.submission.status === 'accepted';

  const doRun = useCallback(() => {
    if (busy) return;
    clearExplain();
    setLast('run');
    run.mutate({
      problemId: problem._id,
      language: draft.language,
      code: draft.code,
      ...(customOn ? { customInput: customText } : {}),
    });
  }, [busy, run, problem._id, draft.language, draft.code, customOn, customText, clearExplain]);

  const doSubmit = useCallback(() => {
    if (busy) return;
    clearExplain();
    setLast('submit');
    void submit({
      problemId: problem._id,
      language: draft.language,
      code: draft.code,
      ...(contestId ? { contestId } : {}),
    });
  }, [busy, submit, problem._id, draft.language, draft.code, contestId, clearExplain]);

  // The shortcuts work anywhere on the screen; inside the editor its own keymap handles them first.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (SHORTCUTS.run.matches(event)) {
        event.preventDefault();
        doRun();
      } else if (SHORTCUTS.submit.matches(event)) {
        event.preventDefault();
        doSubmit();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [doRun, doSubmit]);

  useEffect(() => {
    if (!accepted) return;
    const timer = window.setTimeout(
      () => navigate(contestId ? `/contest/${contestId}` : '/practice'),
      REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [accepted, navigate, contestId]);

  const output: OutputState =
    last === 'run'
      ? run.isPending
        ? { kind: 'running' }
        : run.isError
          ? { kind: 'run-error', message: run.error.message }
          : run.data
            ? { kind: 'run', answer: run.data }
            : { kind: 'idle' }
      : last === 'submit'
        ? submitState.kind === 'busy'
          ? { kind: 'submitting', progress: submitState.progress }
          : submitState.kind === 'judged'
            ? { kind: 'judged', submission: submitState.submission }
            : submitState.kind === 'failed'
              ? { kind: 'submit-error', message: submitState.message }
              : { kind: 'idle' }
        : { kind: 'idle' };

  const FAILED = [
    'wrong_answer',
    'runtime_error',
    'time_limit_exceeded',
    'memory_limit_exceeded',
    'compilation_error',
  ];
  const failed =
    (output.kind === 'run' && FAILED.includes(output.answer.data.status)) ||
    (output.kind === 'judged' && FAILED.includes(output.submission.status));

  const customError =
    run.error instanceof ApiError
      ? (run.error.fieldErrors.find((f) => f.field === 'customInput')?.message ?? null)
      : null;

  function clearOutput() {
    setLast(null);
    run.reset();
    if (!submitting) resetSubmit();
  }

  function changeLanguage(next: string) {
    if (!isEditorLanguage(next) || next === draft.language) return;
    if (!draft.edited) return draft.switchLanguage(next);
    setConfirm({
      title: `Switch to ${LANGUAGE_LABELS[next]}?`,
      message: `The editor starts again from the ${LANGUAGE_LABELS[next]} starter code, and your ${LANGUAGE_LABELS[draft.language]} code is discarded.`,
      confirmLabel: 'Discard and Switch',
      onConfirm: () => draft.switchLanguage(next),
    });
  }

  function resetCode() {
    setConfirm({
      title: 'Reset the code?',
      message: `The editor goes back to the ${LANGUAGE_LABELS[draft.language]} starter code, and your changes are discarded.`,
      confirmLabel: 'Discard and Reset',
      onConfirm: draft.resetCode,
    });
  }

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <SelectField
          label="Language"
          inline
          value={draft.language}
          disabled={busy}
          onChange={(event) => changeLanguage(event.target.value)}
          options={languageOptions(health.data?.languages)}
        />
        <label className="inline-flex h-10 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={vim}
            onChange={(event) => onVim(event.target.checked)}
            className="size-4 accent-primary"
          />
          Vim mode
        </label>
        <Button variant="ghost" size="sm" onClick={resetCode} disabled={!draft.edited || busy}>
          <ResetGlyph />
          Reset
        </Button>
        <p className="ml-auto text-xs text-muted" aria-live="polite">
          {draft.status === 'saved'
            ? 'Draft saved'
            : draft.status === 'failed'
              ? 'This browser could not save your draft'
              : ''}
        </p>
      </div>

      <div className="h-[26rem] overflow-hidden rounded-xl border border-border sm:h-[32rem]">
        <Suspense fallback={<Spinner label="Loading editor..." className="h-full" />}>
          <CodeEditor
            value={draft.code}
            revision={draft.revision}
            language={draft.language}
            fontSize={fontSize}
            tabSize={tabSize}
            vim={vim}
            onChange={draft.setCode}
            onRun={doRun}
            onSubmit={doSubmit}
            label={`Code editor, ${LANGUAGE_LABELS[draft.language]}`}
          />
        </Suspense>
      </div>
      <p className="-mt-2 text-xs text-muted">
        Tab indents; press Esc then Tab to leave the editor. {SHORTCUTS.run.label} runs,{' '}
        {SHORTCUTS.submit.label} submits.
      </p>

      <CustomInput
        enabled={customOn}
        onEnabled={setCustomOn}
        value={customText}
        onChange={setCustomText}
        error={customError}
        disabled={busy}
      />

      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={doRun}
          disabled={busy}
          title={`Run Code (${SHORTCUTS.run.label})`}
          aria-keyshortcuts={SHORTCUTS.run.aria}
        >
          <PlayGlyph />
          {running ? 'Running...' : 'Run Code'}
        </Button>
        <Button
          onClick={doSubmit}
          disabled={busy || accepted}
          title={`Submit Solution (${SHORTCUTS.submit.label})`}
          aria-keyshortcuts={SHORTCUTS.submit.aria}
        >
          <SendGlyph />
          {submitting ? 'Submitting...' : 'Submit Solution'}
        </Button>
      </div>

      <OutputPanel
        state={output}
        onClear={clearOutput}
        redirecting={accepted}
        inContest={Boolean(contestId)}
      />
      {failed && !contestId && explain.state.kind === 'idle' ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void explain.explain({ language: draft.language, code: draft.code })}
          >
            Explain
          </Button>
          <span className="text-xs text-muted">
            The AI tutor finds the smallest failing input and its likely cause.
          </span>
        </div>
      ) : null}
      <TutorAnswer state={explain.state} onStop={explain.stop} onClose={explain.clear} />
      {last === 'run' && run.data && run.data.data.results.length > 0 ? (
        <TestResults results={run.data.data.results} />
      ) : null}

      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}
