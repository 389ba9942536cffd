import {
  CATEGORIES,
  CATEGORY_LABELS,
  type Category,
  type Difficulty,
  type GenerationJob,
  MAX_REQUIREMENTS_CHARS,
} from '@codecoach/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { followGeneration, startGeneration, useGenerationInfo } from '../api/generate-problem.ts';
import { GenerationSteps } from './generation-steps.tsx';

const DIFFICULTY_OPTIONS = [
  { value: 'easy', label: 'Easy' },
  { value: 'medium', label: 'Medium' },
  { value: 'hard', label: 'Hard' },
];
// The topics are the categories without 'All Categories' (spec).
const TOPIC_OPTIONS = CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));

type Phase =
  | { kind: 'form' }
  | { kind: 'working'; job: GenerationJob | null }
  | { kind: 'failed'; job: GenerationJob | null; reason: string };

/**
 * Generate AI Problem (spec): difficulty (default medium), topic (default array), optional custom
 * requirements. The server drafts a problem and proves it in the sandbox; the steps stream in
 * with a progress bar, and a proven problem opens in /solve/{id}.
 */
export function GenerateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [difficulty, setDifficulty] = useState<Difficulty>('medium');
  const [topic, setTopic] = useState<Category>('array');
  const [requirements, setRequirements] = useState('');
  const [engine, setEngine] = useState<'model' | 'builtin' | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const info = useGenerationInfo(open);
  const navigate = useNavigate();
  const abort = useRef<AbortController | null>(null);
  const requirementsId = useId();
  const modelEngine = info.data?.engines.find((e) => e.id === 'openai-compatible');
  const modelAvailable = modelEngine?.available === true;
  const chosen = engine ?? (modelAvailable ? 'model' : 'builtin');

  useEffect(() => () => abort.current?.abort(), []);

  function close() {
    abort.current?.abort();
    setPhase({ kind: 'form' });
    onClose();
  }

  async function generate(using: 'model' | 'builtin') {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'working', job: null });
    try {
      const started = await startGeneration(
        {
          difficulty,
          topic,
          engine: using,
          ...(requirements.trim() ? { customPrompt: requirements.trim() } : {}),
        },
        controller.signal,
      );
      setPhase({ kind: 'working', job: started });
      const job = await followGeneration(
        started.id,
        (j) => setPhase({ kind: 'working', job: j }),
        controller.signal,
      );
      if (job.status === 'succeeded' && job.problemId) {
        onClose();
        setPhase({ kind: 'form' });
        navigate(`/solve/${job.problemId}`);
      } else setPhase({ kind: 'failed', job, reason: job.reason ?? 'The generator gave no reason.' });
    } catch (e) {
      if (controller.signal.aborted) return;
      setPhase({ kind: 'failed', job: null, reason: e instanceof Error ? e.message : String(e) });
    }
  }

  const working = phase.kind === 'working';
  const footer =
    phase.kind === 'form' ? (
      <>
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button onClick={() => void generate(chosen)}>Generate</Button>
      </>
    ) : phase.kind === 'failed' ? (
      <>
        {phase.job?.engine === 'openai-compatible' ? (
          <Button variant="secondary" onClick={() => void generate('builtin')}>
            Use the built-in generator
          </Button>
        ) : null}
        <Button onClick={() => setPhase({ kind: 'form' })}>Try Again</Button>
      </>
    ) : (
      <Button variant="secondary" onClick={close}>
        Close
      </Button>
    );

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Generate AI Problem"
      description="A new problem, proven by the judge in JavaScript, Python, Java and C++ before you see it."
      footer={footer}
    >
      {phase.kind === 'form' ? (
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void generate(chosen);
          }}
        >
          <SelectField
            label="Difficulty"
            value={difficulty}
            options={DIFFICULTY_OPTIONS}
            onChange={(e) => setDifficulty(e.target.value as Difficulty)}
          />
          <SelectField
            label="Topic"
            value={topic}
            options={TOPIC_OPTIONS}
            onChange={(e) => setTopic(e.target.value as Category)}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={requirementsId} className="text-sm font-medium">
              Custom Requirements (optional)
            </label>
            <textarea
              id={requirementsId}
              value={requirements}
              maxLength={MAX_REQUIREMENTS_CHARS}
              rows={3}
              placeholder='e.g. "with negative numbers", "must be O(n log n)"'
              onChange={(e) => setRequirements(e.target.value)}
              className="rounded-lg border border-border bg-surface px-3 py-2 text-sm text-fg placeholder:text-muted/70"
            />
          </div>
          <SelectField
            label="Engine"
            value={chosen}
            options={[
              { value: 'builtin', label: 'Built-in generator (offline)' },
              ...(modelAvailable ? [{ value: 'model', label: modelEngine?.label ?? 'Model' }] : []),
            ]}
            onChange={(e) => setEngine(e.target.value as 'model' | 'builtin')}
          />
          {!modelAvailable && info.isSuccess ? (
            <p className="text-xs text-muted">
              No model is configured on this server: the built-in generator writes the problem.
            </p>
          ) : null}
          {info.data ? (
            <p className="text-xs text-muted">
              {info.data.quota.usedToday} of {info.data.quota.perDay} generations used in the last 24 hours.
            </p>
          ) : null}
        </form>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-sm">
            Engine:{' '}
            <strong>
              {(phase.job?.engine ?? (chosen === 'model' ? 'openai-compatible' : 'builtin')) === 'builtin'
                ? 'Built-in generator (offline)'
                : (modelEngine?.label ?? 'Model')}
            </strong>
          </p>
          <GenerationSteps job={phase.job} />
          {phase.kind === 'failed' ? (
            <Alert tone="error">
              <p className="font-semibold">Failed to generate problem</p>
              <p>Failed to generate AI problem. Please try again.</p>
              <p className="mt-1 text-xs break-words whitespace-pre-wrap">{phase.reason}</p>
            </Alert>
          ) : null}
          {phase.job && phase.job.notes.length > 0 ? (
            <Alert tone="warning">
              <ul className="list-disc pl-4">
                {phase.job.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          {working ? <p className="text-xs text-muted">Proving takes up to a minute.</p> : null}
        </div>
      )}
    </Dialog>
  );
}
