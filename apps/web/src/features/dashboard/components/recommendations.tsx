import { CATEGORY_LABELS, type RecommendedProblem } from '@codecoach/contracts';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { DifficultyBadge, Pill } from '../../../components/ui/difficulty-badge.tsx';

/** Until the AI engine exists, the button says so (the spec's "coming soon" pattern) instead of faking it. */
export function generateAiProblem() {
  window.alert('Generate AI Problem is coming soon!');
}

/**
 * The spec's AI Recommendations panel. The three problems come from a stated rule, and the panel
 * says so rather than calling them AI picks.
 */
export function Recommendations({ items, rule }: { items: readonly RecommendedProblem[]; rule: string }) {
  return (
    <section aria-labelledby="recommendations" className="rounded-xl border border-border bg-surface p-5">
      <div className="mb-1 flex flex-wrap items-center justify-between gap-3">
        <h2 id="recommendations" className="text-lg font-semibold">
          Recommended for You
        </h2>
        <Button variant="secondary" size="sm" onClick={generateAiProblem}>
          Generate AI Problem
        </Button>
      </div>
      <p className="mb-3 text-xs text-muted">{rule}</p>
      {items.length === 0 ? (
        <p className="text-sm text-muted">You have solved every problem in the bank. Impressive.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((p) => (
            <li key={p._id}>
              <Link
                to={`/solve/${p._id}`}
                className="flex flex-col gap-1 rounded-lg border border-border p-3 transition-colors hover:border-primary"
              >
                <span className="font-medium">{p.title}</span>
                <span className="flex flex-wrap items-center gap-2 text-xs text-muted">
                  <DifficultyBadge difficulty={p.difficulty} />
                  <Pill>{CATEGORY_LABELS[p.category]}</Pill>
                  <span>~{p.estimatedTime} min</span>
                  <span>· {p.reason}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
