import type { ProblemVersion } from '@codecoach/contracts';
import { Link, Navigate, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateDraft, useProblemSource } from '../api/authoring.ts';
import { AdminPage, WHEN } from './admin-page.tsx';
import { BackLink, ExportButton, link } from './problem-drafts.tsx';
import { RejudgePanel } from './rejudge-panel.tsx';

function VersionRow({ v }: { v: ProblemVersion }) {
  return (
    <tr className="border-b border-border text-sm last:border-0">
      <td className="py-3 pr-4 font-mono text-xs" title={v.version}>
        {v.version.slice(0, 10)}
      </td>
      <td className="py-3 pr-4">
        {v.publishedAt ? (
          <time dateTime={v.publishedAt}>{WHEN.format(new Date(v.publishedAt))}</time>
        ) : (
          'Not recorded'
        )}
      </td>
      <td className="py-3 pr-4">
        {v.publishedBy ? (
          <Link to={`/admin/users/${v.publishedBy}`} className={link}>
            Admin account
          </Link>
        ) : (
          'Problem bank'
        )}
      </td>
      <td className="py-3 pr-4 tabular-nums">{v.submissions}</td>
      <td className="py-3">{v.current ? <span className="font-semibold text-success">Current</span> : ''}</td>
    </tr>
  );
}

/** /admin/problems/:id/edit: its open draft, or its versions and a new draft of the one in force. */
export function EditProblem({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useProblemSource(id);
  const create = useCreateDraft();
  if (query.isPending) return <Spinner label="Loading the problem's files..." className="py-24" />;
  if (query.isError)
    return (
      <AdminPage title="Edit problem" intro={<BackLink />}>
        <LoadError
          what="this problem's files"
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </AdminPage>
    );
  const source = query.data.data;
  if (source.draftId) return <Navigate to={`/admin/drafts/${source.draftId}`} replace />;
  const edit = () =>
    create.mutate(
      { slug: source.slug, files: source.files },
      {
        onSuccess: (a) => navigate(`/admin/drafts/${a.data.draft._id}`),
        // Someone opened a draft of it meanwhile: read the source again, which leads there.
        onError: (e) => {
          if (e instanceof ApiError && e.status === 409) void query.refetch();
        },
      },
    );
  return (
    <AdminPage
      title={`Edit ${source.slug}`}
      intro={<BackLink />}
      actions={
        <div className="flex flex-wrap gap-2">
          <ExportButton id={source.problemId} slug={source.slug} />
          <Button disabled={create.isPending} onClick={edit}>
            {create.isPending ? 'Creating the draft...' : 'Edit in a draft'}
          </Button>
        </div>
      }
    >
      <div aria-live="polite">
        {create.isError ? <Alert tone="error">{create.error.message}</Alert> : null}
      </div>
      <p className="text-sm text-muted">
        Version in force: <span className="font-mono">{source.version.slice(0, 10)}</span>. A draft copies its
        files; publishing it once proven puts a new version in force. Earlier submissions keep theirs until a
        rejudge.
      </p>
      <section aria-labelledby="problem-versions" className="flex flex-col gap-3">
        <h2 id="problem-versions" className="text-lg font-semibold">
          Published versions
        </h2>
        <div className="overflow-x-auto rounded-xl border border-border bg-surface px-4">
          <table className="w-full min-w-[36rem] text-left">
            <caption className="sr-only">Published versions</caption>
            <thead>
              <tr className="border-b border-border text-xs uppercase text-muted">
                {['Version', 'Published', 'By', 'Submissions', 'Current'].map((h) => (
                  <th key={h} scope="col" className="py-3 pr-4 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {source.versions.map((v) => (
                <VersionRow key={v.version} v={v} />
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <RejudgePanel problemId={source.problemId} />
    </AdminPage>
  );
}
