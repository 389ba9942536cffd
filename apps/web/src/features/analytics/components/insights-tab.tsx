import type { AnalyticsData } from '@codecoach/contracts';
import type { ReactNode } from 'react';
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

/**
 * Insights from the learner's own history. The spec calls the first panel "AI Recommendations";
 * these come from stated rules until the AI engine lands, and the panel says so.
 */
export function InsightsTab({ data }: { data: AnalyticsData }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <Panel id="insight-recommendations" title="Recommendations">
          <p className="-mt-2 mb-3 text-xs text-muted">
            From rules over your submissions in this period, not from AI.
          </p>
          <ul className="flex flex-col gap-3">
            {data.recommendations.map((r) => (
              <li key={r.title} className="rounded-lg border border-border p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{r.title}</span>
                  <span
                    className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${priorityTone(r.priority)}`}
                  >
                    {r.priority} priority
                  </span>
                  <span className="text-xs text-muted">
                    {r.type} · ~{r.estimatedTime} min
                  </span>
                </div>
                <p className="mt-1 text-sm text-muted">{r.description}</p>
              </li>
            ))}
          </ul>
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
