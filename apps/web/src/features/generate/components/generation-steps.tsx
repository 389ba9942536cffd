import { GENERATION_STEP_LABELS, GENERATION_STEPS, type GenerationJob } from '@codecoach/contracts';
import { Meter } from '../../../components/ui/meter.tsx';

/** The real steps of the generation, as the server reports them, with a progress bar. */
export function GenerationSteps({ job }: { job: GenerationJob | null }) {
  const current = job?.step ? GENERATION_STEPS.indexOf(job.step) : -1;
  const succeeded = job?.status === 'succeeded';
  const failed = job?.status === 'failed';
  const progress = job?.progress ?? 0;
  return (
    <div className="flex flex-col gap-3">
      <Meter value={progress} max={100} label="Generation progress" />
      <p className="text-xs text-muted" aria-live="polite">
        {job === null || job.status === 'queued'
          ? 'Waiting for the generator...'
          : succeeded
            ? 'Proven and published. Opening the problem...'
            : failed
              ? 'Stopped.'
              : `${GENERATION_STEP_LABELS[job.step ?? 'drafting']}... (${progress}%)`}
      </p>
      <ol className="flex flex-col gap-1.5 text-sm" aria-label="Generation steps">
        {GENERATION_STEPS.map((step, i) => {
          const state =
            succeeded || i < current ? 'done' : i === current ? (failed ? 'failed' : 'active') : 'waiting';
          const mark = state === 'done' ? '✓' : state === 'failed' ? '✕' : state === 'active' ? '…' : '○';
          const tone =
            state === 'done'
              ? 'text-success'
              : state === 'failed'
                ? 'text-danger'
                : state === 'active'
                  ? 'text-fg font-medium'
                  : 'text-muted';
          return (
            <li key={step} className={`flex items-center gap-2 ${tone}`} data-state={state}>
              <span aria-hidden="true" className="w-4 text-center">
                {mark}
              </span>
              <span>{GENERATION_STEP_LABELS[step]}</span>
              <span className="sr-only">({state})</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
