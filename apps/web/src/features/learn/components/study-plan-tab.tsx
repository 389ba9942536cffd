import type { StudyPlan } from '@codecoach/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useGeneratePlan, useSavedPlan, useSavePlan } from '../api/study-plan.ts';
import { LearnError } from './learn-error.tsx';
import { PlanForm } from './plan-form.tsx';
import { PlanView } from './plan-view.tsx';

const SAVED_AT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Study Plan (spec §4: none, generating, shown). The saved plan shows with its progress from real
 * solves. Generate New Plan opens the form above it and the saved plan stays in sight, progress and
 * all, until a new plan is saved: a newly generated plan is shown as not saved yet, with Save Plan
 * (which replaces the saved one) and Keep Saved Plan (which drops the new one). The tab always
 * says which of the two it shows.
 */
export function StudyPlanTab() {
  const saved = useSavedPlan();
  const generate = useGeneratePlan();
  const save = useSavePlan();
  const [draft, setDraft] = useState<StudyPlan | null>(null);
  const [asking, setAsking] = useState(false);

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
  const savedWhen = stored.savedAt ? ` (saved ${SAVED_AT.format(new Date(stored.savedAt))})` : '';

  const ask = () => {
    save.reset();
    generate.reset();
    setAsking(true);
  };
  const keepSaved = () => {
    setDraft(null);
    setAsking(false);
    save.reset();
    generate.reset();
  };
  const newPlanButton = asking ? null : (
    <Button variant="secondary" onClick={ask}>
      Generate New Plan
    </Button>
  );

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
      {asking ? (
        generate.isPending ? (
          <Spinner label="Generating your study plan..." className="py-16" />
        ) : (
          <PlanForm
            onCancel={() => {
              setAsking(false);
              generate.reset();
            }}
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
        )
      ) : null}
      {draft ? (
        <PlanView
          plan={draft}
          progress={null}
          status={
            <p className="text-sm font-medium text-warning">
              {stored.plan
                ? `New plan, not saved yet: Save Plan keeps it in place of your saved plan${savedWhen}; Keep Saved Plan drops it.`
                : 'New plan, not saved yet: Save Plan keeps it and tracks your solves against it.'}
            </p>
          }
          actions={
            <>
              {newPlanButton}
              {stored.plan ? (
                <Button variant="secondary" onClick={keepSaved} disabled={save.isPending}>
                  Keep Saved Plan
                </Button>
              ) : null}
              <Button
                onClick={() =>
                  save.mutate(draft, {
                    onSuccess: () => {
                      setDraft(null);
                      setAsking(false);
                    },
                  })
                }
                disabled={save.isPending}
              >
                {save.isPending ? 'Saving...' : 'Save Plan'}
              </Button>
            </>
          }
        />
      ) : stored.plan ? (
        <PlanView
          plan={stored.plan}
          progress={stored.progress}
          status={<p className="text-sm font-medium text-muted">Showing your saved plan{savedWhen}.</p>}
          actions={newPlanButton}
        />
      ) : asking ? null : (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-6">
          <p className="text-muted">
            No study plan yet. The planner reads your results per category and lays out weeks of real
            problems: unsolved first, difficulty rising, sized to the hours you have.
          </p>
          <Button onClick={ask}>Generate My Study Plan</Button>
        </div>
      )}
    </section>
  );
}
