import { CATEGORY_LABELS } from '@codecoach/contracts';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DifficultyBadge, Pill } from '../../../components/ui/difficulty-badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { GenerateAiProblemButton } from '../../generate/components/generate-button.tsx';
import { useAiRecommendations } from '../api/get-ai-recommendations.ts';

/**
 * The spec's AI Recommendations panel: the first 3 of the AI tutor's recommendations (from the
 * learner's real per-category results), each opening /solve/{id}, with the engine that wrote them.
 */
export function Recommendations() {
  const recs = useAiRecommendations(3);
  return (
    <section aria-labelledby="recommendations" className="rounded-xl border border-border bg-surface p-5">
      <div className="mb-1 flex flex-wrap items-center justify-between gap-3">
        <h2 id="recommendations" className="text-lg font-semibold">
          AI Recommendations
        </h2>
        <GenerateAiProblemButton size="sm" />
      </div>
      {recs.isPending ? <Spinner label="Loading recommendations..." className="justify-start py-2" /> : null}
      {recs.isError ? (
        <div className="flex flex-col items-start gap-2">
          <Alert tone="error">{recs.error.message}</Alert>
          <Button variant="secondary" size="sm" onClick={() => void recs.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      {recs.data ? (
        <>
          <p className="mb-3 text-xs text-muted">
            By {recs.data.data.engine.label}, from your results per category.
            {recs.data.data.fallback ? ` ${recs.data.data.fallback}` : ''}
          </p>
          {recs.data.data.items.length === 0 ? (
            <p className="text-sm text-muted">You have solved every problem in the bank. Impressive.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {recs.data.data.items.map((p) => (
                <li key={`${p.problemId}-${p.title}`}>
                  <Link
                    to={p.problemId ? `/solve/${p.problemId}` : '/practice'}
                    className="flex flex-col gap-1 rounded-lg border border-border p-3 transition-colors hover:border-primary"
                  >
                    <span className="font-medium">{p.title}</span>
                    <span className="flex flex-wrap items-center gap-2 text-xs text-muted">
                      {p.difficulty ? <DifficultyBadge difficulty={p.difficulty} /> : null}
                      {p.category ? <Pill>{CATEGORY_LABELS[p.category]}</Pill> : null}
                      <span>~{p.estimatedTime}</span>
                      <span>· {p.reason}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
