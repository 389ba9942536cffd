import { PROBLEM_PAGE_SIZE } from '@codecoach/contracts';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SearchGlyph, ShuffleGlyph } from '../../../components/ui/glyphs.tsx';
import { fetchFailure, LoadError } from '../../../components/ui/load-error.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { GenerateAiProblemButton } from '../../generate/components/generate-button.tsx';
import { useProblems } from '../api/get-problems.ts';
import { useRandomProblem } from '../api/get-random-problem.ts';
import { usePracticeFilters } from '../hooks/use-practice-filters.ts';
import { hasActiveFilters } from '../lib/filters.ts';
import { ProblemCard } from './problem-card.tsx';
import { ProblemFilters } from './problem-filters.tsx';

const number = new Intl.NumberFormat('en-US');

/**
 * The practice list (spec §2): filters in the URL, 12 cards a page, Random Problem from the
 * server. A failed load shows the error and a Retry, never invented problems.
 */
export function PracticeScreen() {
  const { filters, update, clear } = usePracticeFilters();
  const problems = useProblems(filters);
  const random = useRandomProblem();
  const navigate = useNavigate();
  const listTop = useRef<HTMLHeadingElement>(null);

  const data = problems.data;
  const pagination = data?.pagination;
  const first = pagination ? (pagination.current - 1) * PROBLEM_PAGE_SIZE + 1 : 0;
  const last = pagination && data ? first + data.problems.length - 1 : 0;

  function goToPage(page: number) {
    update({ page });
    // The new page starts at the top of the list, and keyboard users land there too.
    listTop.current?.focus();
    listTop.current?.scrollIntoView({ block: 'start' });
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:py-10">
      <title>Practice Problems · CodeCoach</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Practice Problems</h1>
          <p className="mt-1 text-muted">
            Pick a problem, write code in four languages and get a real verdict.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            disabled={random.isPending}
            onClick={() =>
              random.mutate(filters, { onSuccess: (answer) => navigate(`/solve/${answer.problem._id}`) })
            }
          >
            <ShuffleGlyph />
            {random.isPending ? 'Picking...' : 'Random Problem'}
          </Button>
          <GenerateAiProblemButton variant="primary" />
        </div>
      </div>
      {random.isError ? <Alert tone="error">{random.error.message}</Alert> : null}

      <ProblemFilters filters={filters} onChange={update} />

      <section
        aria-labelledby="problem-list-title"
        aria-busy={problems.isFetching}
        className="flex flex-col gap-4"
      >
        <h2 id="problem-list-title" ref={listTop} tabIndex={-1} className="sr-only scroll-mt-24">
          Problems
        </h2>
        {problems.isPending ? (
          <Spinner label="Loading problems..." className="py-16" />
        ) : problems.isError && !data ? (
          <LoadError
            what="the problems"
            title={fetchFailure('problems', problems.error)}
            message={problems.error.message}
            onRetry={() => void problems.refetch()}
            retrying={problems.isFetching}
          />
        ) : data && data.problems.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-surface px-4 py-16 text-center">
            <SearchGlyph className="size-10 text-muted" />
            <p className="text-lg font-semibold">No problems found</p>
            <p className="text-sm text-muted">
              {hasActiveFilters(filters) || filters.page > 1
                ? 'Nothing matches these filters.'
                : 'The problem bank is empty.'}
            </p>
            <Button variant="secondary" onClick={clear}>
              Clear Filters
            </Button>
          </div>
        ) : data && pagination ? (
          <>
            {problems.isError ? (
              <LoadError
                what="this page"
                title={fetchFailure('problems', problems.error)}
                message={problems.error.message}
                onRetry={() => void problems.refetch()}
                retrying={problems.isFetching}
              />
            ) : null}
            <p role="status" className="text-sm text-muted">
              Showing {number.format(first)}–{number.format(last)} of {number.format(pagination.total)}{' '}
              problems
            </p>
            <ul
              className={`grid gap-4 sm:grid-cols-2 xl:grid-cols-3 ${problems.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {data.problems.map((problem) => (
                <li key={problem._id}>
                  <ProblemCard problem={problem} />
                </li>
              ))}
            </ul>
            <Pagination
              label="Problem pages"
              // The URL's page, not the answer's: while the next page loads, a second Next goes further.
              current={filters.page}
              pages={pagination.pages}
              onChange={goToPage}
            />
          </>
        ) : null}
      </section>
    </div>
  );
}
