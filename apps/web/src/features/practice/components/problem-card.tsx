import { CATEGORY_LABELS, type ProblemSummary } from '@codecoach/contracts';
import { Link } from 'react-router';
import { DifficultyBadge, Pill } from '../../../components/ui/difficulty-badge.tsx';
import {
  CheckCircleGlyph,
  ClockGlyph,
  HourglassGlyph,
  PercentGlyph,
  UsersGlyph,
} from '../../../components/ui/glyphs.tsx';

/** Spec §2: the first 2 tags, then a '+N' count of the rest. */
const SHOWN_TAGS = 2;

const number = new Intl.NumberFormat('en-US');

function ProgressMark({ problem }: { problem: ProblemSummary }) {
  if (problem.solved)
    return (
      <span className="flex items-center gap-1 text-xs font-semibold text-success" title="Solved">
        <CheckCircleGlyph className="size-5" />
        <span className="sr-only">Solved</span>
      </span>
    );
  if (problem.attempted)
    return (
      <span
        className="flex items-center gap-1 text-xs font-semibold text-warning"
        title="Attempted, not solved yet"
      >
        <HourglassGlyph className="size-5" />
        <span className="sr-only">Attempted</span>
      </span>
    );
  return null;
}

/** One problem of the list; the whole card opens /solve/{id}, through the title's link. */
export function ProblemCard({ problem }: { problem: ProblemSummary }) {
  const extraTags = problem.tags.length - SHOWN_TAGS;
  return (
    <article className="relative flex h-full flex-col gap-3 rounded-xl border border-border bg-surface p-5 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:border-primary/50 hover:shadow-md">
      <div className="flex items-start gap-2">
        <h2 className="min-w-0 flex-1 text-base leading-snug font-semibold">
          <Link
            to={`/solve/${problem._id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
          >
            {problem.title}
          </Link>
        </h2>
        <ProgressMark problem={problem} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <DifficultyBadge difficulty={problem.difficulty} />
        <Pill>{CATEGORY_LABELS[problem.category]}</Pill>
        {problem.source === 'ai' ? <Pill>AI-generated</Pill> : null}
      </div>
      {problem.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5 text-xs text-muted">
          {problem.tags.slice(0, SHOWN_TAGS).map((tag) => (
            <li key={tag} className="rounded-md bg-surface-2 px-2 py-0.5">
              {tag}
            </li>
          ))}
          {extraTags > 0 ? (
            <li className="rounded-md px-1 py-0.5" title={problem.tags.slice(SHOWN_TAGS).join(', ')}>
              <span aria-hidden="true">+{extraTags}</span>
              <span className="sr-only">and {extraTags} more</span>
            </li>
          ) : null}
        </ul>
      ) : null}
      <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 border-t border-border pt-3 text-xs text-muted">
        <div className="flex items-center gap-1">
          <dt>
            <PercentGlyph />
            <span className="sr-only">Acceptance rate</span>
          </dt>
          <dd className="tabular-nums">{problem.statistics.acceptanceRate.toFixed(1)}% accepted</dd>
        </div>
        <div className="flex items-center gap-1">
          <dt>
            <UsersGlyph />
            <span className="sr-only">Solved by</span>
          </dt>
          <dd className="tabular-nums">{number.format(problem.statistics.solvedBy)} solved</dd>
        </div>
        <div className="flex items-center gap-1">
          <dt>
            <ClockGlyph />
            <span className="sr-only">Estimated time</span>
          </dt>
          <dd className="tabular-nums">{problem.estimatedTime || 30} min</dd>
        </div>
      </dl>
    </article>
  );
}
