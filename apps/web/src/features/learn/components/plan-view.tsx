import {
  CATEGORY_LABELS,
  STUDY_PLAN_WEEKS_SHOWN,
  type StudyPlan,
  type StudyPlanResponse,
} from '@codecoach/contracts';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { DifficultyBadge, Pill } from '../../../components/ui/difficulty-badge.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { Meter } from '../../../components/ui/meter.tsx';

interface PlanViewProps {
  plan: StudyPlan;
  progress: StudyPlanResponse['data']['progress'];
  /** Which plan this is: the saved one (and when it was saved), or a new one not saved yet. */
  status: ReactNode;
  actions: ReactNode;
}

/** The plan: the first 3 weeks (spec §9) and the rest behind a toggle; progress when saved. */
export function PlanView({ plan, progress, status, actions }: PlanViewProps) {
  const [all, setAll] = useState(false);
  const weeks = all ? plan.weeks : plan.weeks.slice(0, STUDY_PLAN_WEEKS_SHOWN);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-5">
        {status}
        <div className="flex flex-wrap items-start gap-2">
          <div className="flex-1">
            <h3 className="text-lg font-semibold">{plan.title}</h3>
            <p className="text-sm text-muted">
              {plan.duration} · {plan.difficulty} · {plan.hoursPerWeek} h per week · until {plan.targetDate}
            </p>
            <p className="text-xs text-muted">Written by: {plan.engine}</p>
          </div>
          <div className="flex flex-wrap gap-2">{actions}</div>
        </div>
        {plan.focusAreas.length > 0 ? (
          <p className="flex flex-wrap items-center gap-1.5 text-sm">
            Focus areas:{' '}
            {plan.focusAreas.map((c) => (
              <Pill key={c}>{CATEGORY_LABELS[c]}</Pill>
            ))}
          </p>
        ) : null}
        {progress ? (
          <div className="flex flex-col gap-1">
            <p className="text-sm">
              Progress: {progress.solved}/{progress.total} problems solved since the plan was made (
              {progress.percent}%)
            </p>
            <Meter value={progress.percent} max={100} label="Study plan progress" />
          </div>
        ) : null}
      </div>
      <ol className="flex flex-col gap-3">
        {weeks.map((w) => (
          <li key={w.week} className="rounded-xl border border-border bg-surface p-5">
            <div className="flex flex-wrap items-baseline gap-2">
              <h4 className="font-semibold">
                Week {w.week}: {w.theme}
              </h4>
              <span className="ml-auto text-sm text-muted">About {w.estimatedHours} h</span>
            </div>
            {w.topics.length > 0 ? (
              <p className="mt-1 text-sm text-muted">Topics: {w.topics.join(', ')}</p>
            ) : null}
            <ul className="mt-2 list-disc pl-5 text-sm">
              {w.goals.map((g) => (
                <li key={g}>{g}</li>
              ))}
            </ul>
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Week ${w.week} problems`}>
              {w.practiceProblems.map((p) => (
                <li key={p._id}>
                  <Link
                    to={`/solve/${p._id}`}
                    className="inline-flex items-center gap-1.5 rounded-full border border-border px-2.5 py-1 text-xs hover:border-primary"
                  >
                    {p.solved ? <CheckIcon aria-label="Solved" className="size-3.5 text-success" /> : null}
                    {p.title}
                    <DifficultyBadge difficulty={p.difficulty} className="ml-1" />
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {plan.weeks.length > STUDY_PLAN_WEEKS_SHOWN ? (
        <Button variant="secondary" className="self-start" onClick={() => setAll(!all)} aria-expanded={all}>
          {all ? 'Show the first 3 weeks only' : `Show all ${plan.weeks.length} weeks`}
        </Button>
      ) : null}
      <div className="rounded-xl border border-border bg-surface p-5 text-sm">
        <h4 className="font-semibold">Recommendations</h4>
        <p className="mt-1">{plan.recommendations.dailyPractice}</p>
        {plan.recommendations.milestones.length > 0 ? (
          <ul className="mt-2 list-disc pl-5">
            {plan.recommendations.milestones.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
