import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { MarkdownText } from '../../../components/ui/markdown.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { TutorState } from '../api/tutor.ts';

/**
 * A tutor answer on the solve screen: which engine wrote it ("Built-in tutor" or the model's
 * name), a note when the model failed and the built-in tutor answered, the sanitised markdown;
 * while it works, a progress line and a Stop button that aborts the request.
 */
export function TutorAnswer({
  state,
  onStop,
  onClose,
}: {
  state: TutorState;
  onStop: () => void;
  onClose: () => void;
}) {
  if (state.kind === 'idle') return null;
  return (
    <section
      aria-label={`${state.title} answer`}
      className="rounded-xl border border-primary/40 bg-surface p-4"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">{state.title}</h2>
        {state.kind === 'busy' ? (
          <Button variant="secondary" size="sm" onClick={onStop}>
            Stop
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={onClose} aria-label={`Close ${state.title}`}>
            Close
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {state.kind === 'busy' ? (
          <Spinner
            label="The tutor is working (running your code in the sandbox)..."
            className="justify-start py-2"
          />
        ) : null}
        {state.kind === 'error' ? <Alert tone="error">{state.message}</Alert> : null}
        {state.kind === 'answer' ? (
          <>
            <p className="mb-1 text-xs text-muted">
              By <span className="font-semibold text-fg">{state.answer.engine.label}</span>
              {state.answer.caption ? ` · ${state.answer.caption}` : ''}
            </p>
            {state.answer.fallback ? <Alert tone="warning">{state.answer.fallback}</Alert> : null}
            <MarkdownText>{state.answer.markdown}</MarkdownText>
            {state.answer.download ? <DownloadInput {...state.answer.download} /> : null}
          </>
        ) : null}
      </div>
    </section>
  );
}

/** The whole failing input as a JSON file (the answer shows only its size and shape past 2 KB). */
function DownloadInput({ name, json }: { name: string; json: string }) {
  const save = () => {
    const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Button variant="secondary" size="sm" className="mt-2" onClick={save}>
      Download the failing input ({(json.length / 1024).toFixed(1)} KB)
    </Button>
  );
}
