import { type AdminProblemRow, PROBLEM_SOURCES } from '@codecoach/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type ProblemFilters, useAdminProblems, useSetPublished } from '../api/admin-problems.ts';
import { AdminPage } from './admin-page.tsx';
import { AdminTable } from './admin-table.tsx';
import { AuthoringActions, ExportButton, OpenDrafts } from './problem-drafts.tsx';

const SOURCE_LABELS = { bank: 'Problem bank', ai: 'Generated', admin: 'Authored' } as const;
const STATES = ['published', 'unpublished'] as const;

function Row({ p, onUnpublish }: { p: AdminProblemRow; onUnpublish: (p: AdminProblemRow) => void }) {
  const republish = useSetPublished();
  return (
    <tr className="border-b border-border align-top last:border-0">
      <td className="py-3 pr-4">
        {p.published ? (
          <Link to={`/problem/${p.slug}`} className="font-semibold text-primary underline underline-offset-2">
            {p.title}
          </Link>
        ) : (
          <span className="font-semibold">{p.title}</span>
        )}
        <p className="text-xs text-muted">
          {p.difficulty} · {p.category} · {p.tests} tests
        </p>
      </td>
      <td className="py-3 pr-4 text-sm">
        {SOURCE_LABELS[p.source]}
        {p.privateToOwner ? <span className="block text-xs text-muted">private to its learner</span> : null}
      </td>
      <td className="py-3 pr-4 font-mono text-xs text-muted" title={p.version}>
        {p.version.slice(0, 10)}
      </td>
      <td className="py-3 pr-4 text-sm tabular-nums">
        {p.solvedBy} solved · {p.accepted}/{p.submissions} accepted
      </td>
      <td className="py-3 pr-4 text-sm">
        {p.published ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onUnpublish(p)}
            aria-label={`Unpublish ${p.title}`}
          >
            Unpublish
          </Button>
        ) : (
          <div className="flex flex-col items-start gap-1">
            <span className="text-xs font-semibold text-danger">Unpublished</span>
            <Button
              size="sm"
              variant="secondary"
              disabled={republish.isPending}
              onClick={() => republish.mutate({ id: p._id, published: true })}
              aria-label={`Publish ${p.title} again`}
            >
              Publish again
            </Button>
          </div>
        )}
      </td>
      <td className="py-3 text-sm">
        {p.source === 'ai' ? (
          <span className="text-xs text-muted">No folder</span>
        ) : (
          <div className="flex flex-wrap items-start gap-2">
            <ButtonLink
              to={`/admin/problems/${p._id}/edit`}
              variant="secondary"
              size="sm"
              aria-label={`Edit ${p.title}`}
            >
              Edit
            </ButtonLink>
            <ExportButton id={p._id} slug={p.slug} />
          </div>
        )}
      </td>
    </tr>
  );
}

/**
 * Manage Problems (issue 26): every problem with its source, version, tests and solve counts;
 * unpublish and publish again. Authoring, proving and versioning in the browser are not built
 * yet, and the screen says so.
 */
export function ManageProblems() {
  const [filters, setFilters] = useState<ProblemFilters>({ q: '', source: '', state: '', page: 1 });
  const [typed, setTyped] = useState('');
  const [asking, setAsking] = useState<AdminProblemRow | null>(null);
  const unpublish = useSetPublished();
  const list = useAdminProblems(filters);
  // What the draft editor did before coming back (published, or discarded a draft).
  const notice: unknown = (useLocation().state as { notice?: unknown } | null)?.notice;
  const set = (change: Partial<ProblemFilters>) => setFilters((f) => ({ ...f, page: 1, ...change }));
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    set({ q: typed });
  };

  return (
    <AdminPage
      title="Manage Problems"
      intro="Every problem of the site: the bank's, generated and authored ones. Unpublish one to take it out of practice."
      actions={<AuthoringActions />}
    >
      {typeof notice === 'string' ? <Alert tone="success">{notice}</Alert> : null}
      <OpenDrafts />
      <form
        onSubmit={onSearch}
        aria-label="Search problems"
        className="flex flex-wrap items-end gap-3 rounded-xl border border-border bg-surface p-4"
      >
        <TextField
          label="Title or slug"
          type="search"
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.target.value)}
          className="min-w-[14rem] flex-1"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
        <SelectField
          label="Source"
          value={filters.source}
          onChange={(e) => set({ source: PROBLEM_SOURCES.find((s) => s === e.target.value) ?? '' })}
          options={[
            { value: '', label: 'Any source' },
            ...PROBLEM_SOURCES.map((s) => ({ value: s, label: SOURCE_LABELS[s] })),
          ]}
        />
        <SelectField
          label="State"
          value={filters.state}
          onChange={(e) => set({ state: STATES.find((s) => s === e.target.value) ?? '' })}
          options={[
            { value: '', label: 'Any state' },
            { value: 'published', label: 'Published' },
            { value: 'unpublished', label: 'Unpublished' },
          ]}
        />
      </form>
      {unpublish.isError ? <Alert tone="error">{unpublish.error.message}</Alert> : null}
      <AdminTable
        query={{
          ...list,
          page: list.data && { rows: list.data.data.problems, pagination: list.data.data.pagination },
        }}
        loading="Loading problems..."
        what="the problems"
        noun={['problem', 'problems']}
        empty="No problem matches."
        caption="Problems"
        pagesLabel="Problem pages"
        headers={['Problem', 'Source', 'Version', 'Solves', 'State', 'Files']}
        minWidth="min-w-[54rem]"
        row={(p) => <Row key={p._id} p={p} onUnpublish={setAsking} />}
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
      />
      <Dialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? `Unpublish ${asking.title}?` : 'Unpublish?'}
        description="It leaves practice, the lists and recommendations at once. Everyone's submissions on it stay, and you can publish it again."
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                if (asking) unpublish.mutate({ id: asking._id, published: false });
                setAsking(null);
              }}
            >
              Unpublish
            </Button>
          </>
        }
      >
        {null}
      </Dialog>
    </AdminPage>
  );
}
