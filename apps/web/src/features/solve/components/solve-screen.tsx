import { useEffect, useRef } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useContestProblem, useProblem } from '../api/get-problem.ts';
import { type CodeRef, useTutor } from '../api/tutor.ts';
import { type EditorPrefs, useEditorPrefs } from '../hooks/use-editor-prefs.ts';
import { publishEditor, withdrawEditor } from '../lib/editor-snapshot.ts';
import { ProblemPanel } from './problem-panel.tsx';
import { Workspace } from './workspace.tsx';

interface SolveScreenProps {
  /** A problem id or slug, from /solve/:id, /problem/:id or /contest/:cid/problem/:id. */
  problemId: string;
  userId: string;
  /** The learner's editor defaults (Settings), and how to save a change made here. */
  editorDefaults: EditorPrefs;
  onEditorChange: (patch: Partial<EditorPrefs>) => void;
  /** Opened from a contest (/contest/:id/problem/:letter): `problemId` is then the letter. */
  contest?: { id: string; letter: string };
}

/** The solve screen (spec §2): the problem on the left, the editor and verdicts on the right. */
export function SolveScreen({
  problemId,
  userId,
  editorDefaults,
  onEditorChange,
  contest,
}: SolveScreenProps) {
  const practice = useProblem(problemId, !contest);
  const inContest = useContestProblem(contest?.id ?? '', contest?.letter ?? '', Boolean(contest));
  const problem = contest ? inContest : practice;
  const prefs = useEditorPrefs(editorDefaults, onEditorChange);
  const back = contest ? { to: `/contest/${contest.id}`, label: 'Back to Contest' } : undefined;
  const tutor = useTutor(problemId);
  // The editor's latest code, read when AI Hint or Optimize is pressed (no re-render per keystroke).
  const code = useRef<CodeRef>({ language: 'javascript', code: '' });
  // The tutor chat (in the layout) reads the same code from editor-snapshot.ts; withdrawn on leaving.
  useEffect(() => () => withdrawEditor(problemId), [problemId]);

  if (problem.isPending) return <Spinner label="Loading Problem..." className="py-24" />;

  if (problem.isError) {
    // Spec §5: the server's message, or 'Problem not found'.
    const message = problem.error.message || 'Problem not found';
    const missing = problem.error instanceof ApiError && problem.error.status === 404;
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <title>Problem Not Found · CodeCoach</title>
        <h1 className="text-2xl font-bold">Problem Not Found</h1>
        <p role="alert" className="text-muted">
          {message}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {missing ? null : (
            <Button variant="secondary" onClick={() => void problem.refetch()}>
              Retry
            </Button>
          )}
          <ButtonLink to={back?.to ?? '/practice'}>{back?.label ?? 'Back to Practice'}</ButtonLink>
        </div>
      </div>
    );
  }

  const data = problem.data.problem;
  const context = inContest.data?.contest;
  return (
    <div className="mx-auto grid w-full max-w-[1600px] gap-6 px-4 py-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:py-8">
      <title>{`${data.title} · CodeCoach`}</title>
      <section
        aria-label="Problem"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable panel must be reachable by keyboard.
        tabIndex={0}
        className="min-w-0 rounded-xl border border-border bg-surface p-5 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto"
      >
        {context ? (
          <p className="mb-4 rounded-lg border border-border bg-bg px-3 py-2 text-sm">
            <span className="font-semibold">{context.name}</span> · Problem {context.letter} ·{' '}
            {context.points} points
          </p>
        ) : null}
        <ProblemPanel
          problem={data}
          fontSize={prefs.fontSize}
          onFontSize={prefs.setFontSize}
          tutor={
            contest
              ? undefined
              : {
                  tutor,
                  onHint: () => void tutor.hint(code.current),
                  onOptimize: () => void tutor.optimize(code.current),
                }
          }
          {...(back ? { back } : {})}
        />
      </section>
      <section aria-label="Code" className="min-w-0">
        {/* Keyed by problem: another problem starts from its own draft, not this one's state. */}
        <Workspace
          key={data._id}
          problem={data}
          userId={userId}
          fontSize={prefs.fontSize}
          vim={prefs.vim}
          onVim={prefs.setVim}
          onDraft={(c) => {
            code.current = c;
            // Not inside a contest: the tutor, chat included, is off there (decision 015).
            if (!contest) publishEditor([problemId, data._id, data.slug], c);
          }}
          tabSize={prefs.tabSize}
          defaultLanguage={prefs.language}
          {...(contest ? { contestId: contest.id } : {})}
        />
      </section>
    </div>
  );
}
