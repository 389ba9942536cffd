import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useProblem } from '../api/get-problem.ts';
import { useEditorPrefs } from '../hooks/use-editor-prefs.ts';
import { ProblemPanel } from './problem-panel.tsx';
import { Workspace } from './workspace.tsx';

interface SolveScreenProps {
  /** A problem id or slug, from /solve/:id, /problem/:id or /contest/:cid/problem/:id. */
  problemId: string;
  userId: string;
}

/** The solve screen (spec §2): the problem on the left, the editor and verdicts on the right. */
export function SolveScreen({ problemId, userId }: SolveScreenProps) {
  const problem = useProblem(problemId);
  const prefs = useEditorPrefs();

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
          <ButtonLink to="/practice">Back to Practice</ButtonLink>
        </div>
      </div>
    );
  }

  const data = problem.data.problem;
  return (
    <div className="mx-auto grid w-full max-w-[1600px] gap-6 px-4 py-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:py-8">
      <title>{`${data.title} · CodeCoach`}</title>
      <section
        aria-label="Problem"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable panel must be reachable by keyboard.
        tabIndex={0}
        className="min-w-0 rounded-xl border border-border bg-surface p-5 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:self-start lg:overflow-y-auto"
      >
        <ProblemPanel problem={data} fontSize={prefs.fontSize} onFontSize={prefs.setFontSize} />
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
        />
      </section>
    </div>
  );
}
