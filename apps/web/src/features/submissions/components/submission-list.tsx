import { LANGUAGE_LABELS, type Submission } from '@codecoach/contracts';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatMemory, formatRuntime, formatWhen } from '../lib/format.ts';

interface SubmissionListProps {
  submissions: Submission[];
  onOpen: (submission: Submission) => void;
}

/** One row per submission; a row's button opens its detail dialog. */
export function SubmissionList({ submissions, onOpen }: SubmissionListProps) {
  return (
    <ul className="flex flex-col gap-2">
      {submissions.map((s) => (
        <li key={s._id}>
          <button
            type="button"
            onClick={() => onOpen(s)}
            className="grid w-full grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 gap-y-2 rounded-xl border border-border bg-surface p-4 text-left transition-colors hover:border-primary/50 hover:bg-surface-2/50 md:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_6rem_5rem_5rem_minmax(0,1.3fr)] md:items-center"
          >
            <span className="flex min-w-0 flex-col gap-1">
              <span className="font-semibold break-words">{s.problemId.title}</span>
              <DifficultyBadge difficulty={s.problemId.difficulty} className="w-fit" />
            </span>
            <span className="justify-self-end md:justify-self-start">
              <StatusBadge status={s.status} />
            </span>
            {/* One wrapped line on phones; its own grid columns from md up. */}
            <span className="col-span-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted md:contents md:text-fg">
              <span>
                <span className="sr-only">Language: </span>
                {LANGUAGE_LABELS[s.language]}
              </span>
              <span className="tabular-nums">
                <span className="sr-only">Runtime: </span>
                {formatRuntime(s.runtime)}
              </span>
              <span className="tabular-nums">
                <span className="sr-only">Memory: </span>
                {formatMemory(s.memory)}
              </span>
              <span className="md:text-muted">
                <span className="sr-only">Submitted </span>
                <time dateTime={s.submittedAt}>{formatWhen(s.submittedAt)}</time>
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
