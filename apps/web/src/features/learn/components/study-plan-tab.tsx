import type { StudyPlan } from '@codecoach/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useGeneratePlan, useSavedPlan, useSavePlan } from '../api/study-plan.ts';
import { LearnError } from './learn-error.tsx';
import { PlanForm } from './plan-form.tsx';
import { PlanView } from './plan-view.tsx';

/**
 * Study Plan (spec §4: none, generating, shown). The saved plan shows with its progress from real
 * solves; Generate New Plan clears the view back to the form; Save Plan stores the shown plan.
 */
export function StudyPlanTab() {
  const saved = useSavedPlan();
  const generate = useGeneratePlan();
  const save = useSavePlan();
  const [draft, setDraft] = useState<StudyPlan | null>(null);
  const [asking, setAsking] = useState(false);
  const [cleared, setCleared] = useState(false);

  if (saved.isPending) return <Spinner label="Loading your study plan..." className="py-16" />;
  if (saved.isError) {
    return (
      <LearnError
        reason={saved.error.message}
        onRetry={() => void saved.refetch()}
        retrying={saved.isFetching}
      />
    );
  }
  const stored = saved.data.data;
  const shown = draft ?? (cleared ? null : stored.plan);
  const isSaved = draft === null && shown !== null;

  const clear = () => {
    setDraft(null);
    setCleared(true);
    save.reset();
    generate.reset();
  };

  if (generate.isPending) return <Spinner label="Generating your study plan..." className="py-16" />;
  return (
    <section aria-labelledby="plan-title" className="flex flex-col gap-4">
      <h2 id="plan-title" className="text-xl font-semibold">
        Study Plan
      </h2>
      {generate.isError ? (
        <Alert tone="error">
          Failed to generate study plan. Please try again. ({generate.error.message})
        </Alert>
      ) : null}
      {draft && generate.data?.data.fallback ? (
        <Alert tone="info">{generate.data.data.fallback}</Alert>
      ) : null}
      {save.isSuccess ? <Alert tone="success">{save.data.message}</Alert> : null}
      {save.isError ? <Alert tone="error">Could not save the plan: {save.error.message}</Alert> : null}
      {shown ? (
        <PlanView
          plan={shown}
          progress={isSaved ? stored.progress : null}
          actions={
            <>
              <Button variant="secondary" onClick={clear}>
                Generate New Plan
              </Button>
              {isSaved ? null : (
                <Button
                  onClick={() =>
                    save.mutate(shown, {
                      onSuccess: () => {
                        setDraft(null);
                        setCleared(false);
                      },
                    })
                  }
                  disabled={save.isPending}
                >
                  {save.isPending ? 'Saving...' : 'Save Plan'}
                </Button>
              )}
            </>
          }
        />
      ) : asking ? (
        <PlanForm
          onCancel={() => setAsking(false)}
          onSubmit={(request) => {
            save.reset();
            generate.mutate(request, {
              onSuccess: (answer) => {
                setDraft(answer.data.plan);
                setAsking(false);
              },
            });
          }}
        />
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-6">
          <p className="text-muted">
            No study plan yet. The planner reads your results per category and lays out weeks of real
            problems: unsolved first, difficulty rising, sized to the hours you have.
          </p>
          <Button onClick={() => setAsking(true)}>Generate My Study Plan</Button>
        </div>
      )}
    </section>
  );
}
