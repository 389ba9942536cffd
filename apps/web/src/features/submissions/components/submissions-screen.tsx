import type { Submission } from '@codecoach/contracts';
import { useRef, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { ListGlyph } from '../../../components/ui/glyphs.tsx';
import { fetchFailure, LoadError } from '../../../components/ui/load-error.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSubmissions } from '../api/get-submissions.ts';
import { useSubmissionFilters } from '../hooks/use-submission-filters.ts';
import { matchesTitle } from '../lib/filters.ts';
import { SubmissionDialog } from './submission-dialog.tsx';
import { SubmissionFiltersBar } from './submission-filters.tsx';
import { SubmissionList } from './submission-list.tsx';
import { SummaryCards } from './summary-cards.tsx';

/** My Submissions (spec §2): summary, filters, the list 20 a page, and a detail dialog. */
export function SubmissionsScreen() {
  const { filters, update, clear } = useSubmissionFilters();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Submission | null>(null);
  const list = useSubmissions(filters);
  const listTop = useRef<HTMLHeadingElement>(null);

  const data = list.data?.data;
  const shown = data ? data.submissions.filter((s) => matchesTitle(s.problemId.title, search)) : [];
  const filtered = filters.status !== null || filters.language !== null || search.trim() !== '';

  function goToPage(page: number) {
    update({ page });
    listTop.current?.focus();
    listTop.current?.scrollIntoView({ block: 'start' });
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:py-10">
      <title>My Submissions · CodeCoach</title>
      <div>
        <h1 className="text-3xl font-bold">My Submissions</h1>
        <p className="mt-1 text-muted">Every solution you submitted, with its verdict from the judge.</p>
      </div>

      <SummaryCards />
      <SubmissionFiltersBar filters={filters} onChange={update} search={search} onSearch={setSearch} />

      <section
        aria-labelledby="submission-list-title"
        aria-busy={list.isFetching}
        className="flex flex-col gap-4"
      >
        <h2 id="submission-list-title" ref={listTop} tabIndex={-1} className="sr-only scroll-mt-24">
          Submissions
        </h2>
        {list.isPending ? (
          <Spinner label="Loading submissions..." className="py-16" />
        ) : list.isError && !data ? (
          <LoadError
            what="your submissions"
            title={fetchFailure('submissions', list.error, true)}
            message={list.error.message}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        ) : data && shown.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-surface px-4 py-16 text-center">
            <ListGlyph className="size-10 text-muted" />
            <p className="text-lg font-semibold">No submissions found</p>
            <p className="text-sm text-muted">
              {filtered
                ? 'Nothing matches these filters.'
                : 'Solve a problem and your submissions appear here.'}
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              {filtered ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSearch('');
                    clear();
                  }}
                >
                  Clear Filters
                </Button>
              ) : null}
              <ButtonLink to="/practice">Start Practicing</ButtonLink>
            </div>
          </div>
        ) : data ? (
          <>
            <p role="status" className="text-sm text-muted">
              {search.trim()
                ? `${shown.length} of ${data.submissions.length} on this page match "${search.trim()}"`
                : `${data.pagination.total} submission${data.pagination.total === 1 ? '' : 's'}`}
            </p>
            <div className={list.isPlaceholderData ? 'opacity-60' : ''}>
              <SubmissionList submissions={shown} onOpen={setOpen} />
            </div>
          </>
        ) : null}
        {data ? (
          <Pagination
            label="Submission pages"
            current={filters.page}
            pages={data.pagination.pages}
            onChange={goToPage}
          />
        ) : null}
      </section>

      <SubmissionDialog submission={open} onClose={() => setOpen(null)} />
    </div>
  );
}
