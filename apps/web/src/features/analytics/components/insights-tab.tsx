import type { AnalyticsData } from '@codecoach/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAiRecommendations } from '../api/get-ai-recommendations.ts';
import { priorityTone } from '../lib/captions.ts';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-surface p-5">
      <h3 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The AI tutor's recommendations (from the learner's real results), each with its reason. */
function AiRecommendationList() {
  const recs = useAiRecommendations(5);
  if (recs.isPending) return <Spinner label="Loading recommendations..." className="justify-start py-2" />;
  if (recs.isError) return <Alert tone="error">{recs.error.message}</Alert>;
  const { items, engine, fallback } = recs.data.data;
  return (
    <>
      <p className="-mt-2 mb-3 text-xs text-muted">
        By {engine.label}, from your results per category.{fallback ? ` ${fallback}` : ''}
      </p>
      <ul className="flex flex-col gap-3">
        {items.map((r) => (
          <li key={`${r.problemId}-${r.title}`} className="rounded-lg border border-border p-4">
            <div className="flex flex-wrap items-center gap-2">
              {r.problemId ? (
                <Link
                  to={`/solve/${r.problemId}`}
                  className="font-medium text-primary underline-offset-2 hover:underline"
                >
                  {r.title}
                </Link>
              ) : (
                <span className="font-medium">{r.title}</span>
              )}
              <span
                className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${priorityTone(r.priority)}`}
              >
                {r.priority} priority
              </span>
              <span className="text-xs text-muted">
                {r.type} · ~{r.estimatedTime}
              </span>
            </div>
            <p className="mt-1 text-sm text-muted">{r.description}</p>
            <p className="mt-1 text-xs text-muted">Why: {r.reason}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Insights from the learner's own history; the first panel is the AI tutor's recommendations. */
export function InsightsTab({ data }: { data: AnalyticsData }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <Panel id="insight-recommendations" title="AI Recommendations">
          <AiRecommendationList />
        </Panel>
      </div>
      <Panel id="insight-improvement" title="Improvement Areas">
        {data.weakAreas.length === 0 ? (
          <p className="text-sm text-muted">
            No category below 70% with at least 3 submissions in this period.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.weakAreas.map((w) => (
              <li key={w.category}>
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium">{w.topic}</span>
                  <span className="tabular-nums">
                    {Math.floor(w.accuracy)}% → {w.improvement}%
                  </span>
                </div>
                <p className="text-xs text-muted">{Math.ceil(w.improvement - w.accuracy)}% to gain</p>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel id="insight-achievements" title="Recent Achievements">
        {data.achievements.length === 0 ? (
          <p className="text-sm text-muted">No achievements earned in this period.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.achievements.map((a) => (
              <li key={a.id}>
                <p className="font-medium">{a.name}</p>
                <p className="text-xs text-muted">
                  {a.description} · <time dateTime={a.date}>{day.format(new Date(a.date))}</time>
                </p>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
