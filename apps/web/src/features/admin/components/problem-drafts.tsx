import { type Draft, type DraftStatus, ProblemSlug } from '@codecoach/contracts';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import {
  downloadExport,
  fetchProblemSource,
  useAuthorableProblems,
  useCreateDraft,
  useDrafts,
  useImportDraft,
} from '../api/authoring.ts';
import { AdminPage, WHEN } from './admin-page.tsx';

export const box = 'rounded-xl border border-border bg-surface p-5';
export const link = 'text-primary underline underline-offset-2';
const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export const BackLink = () => (
  <Link to="/admin/problems" className={link}>
    Back to Manage Problems
  </Link>
);

const STATUS: Record<DraftStatus, [label: string, tone: string]> = {
  draft: ['Not proven', 'border-border text-muted'],
  queued: ['Queued for proof', 'border-border text-muted'],
  proving: ['Proving', 'border-border text-muted'],
  proven: ['Proven', 'border-success text-success'],
  failed: ['Proof failed', 'border-danger text-danger'],
};

export function DraftStatusBadge({ status }: { status: DraftStatus }) {
  const [label, tone] = STATUS[status];
  return <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${tone}`}>{label}</span>;
}

/** Manage Problems' authoring actions: a new problem, or one imported from a zip of its folder. */
export function AuthoringActions() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const importZip = useImportDraft();
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/admin/problems/new">New problem</ButtonLink>
        <Button variant="secondary" disabled={importZip.isPending} onClick={() => input.current?.click()}>
          {importZip.isPending ? 'Importing...' : 'Import zip'}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".zip,application/zip"
          aria-label="Import a problem folder as a zip"
          hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file)
              importZip.mutate({ file }, { onSuccess: (a) => navigate(`/admin/drafts/${a.data.draft._id}`) });
          }}
        />
      </div>
      {importZip.isError ? <Alert tone="error">{importZip.error.message}</Alert> : null}
    </div>
  );
}

/** Downloads a problem's folder as `<slug>.zip`. */
export function ExportButton({ id, slug }: { id: string; slug: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = () => {
    setBusy(true);
    setError(null);
    downloadExport(id, slug).then(
      () => setBusy(false),
      (e: unknown) => {
        setBusy(false);
        setError(message(e));
      },
    );
  };
  return (
    <div className="inline-flex flex-col items-start gap-1">
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        aria-label={`Export ${slug} as a zip`}
        onClick={run}
      >
        {busy ? 'Exporting...' : 'Export'}
      </Button>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </div>
  );
}

/** The open drafts, each a link to its editor. */
export function OpenDrafts() {
  const query = useDrafts();
  const drafts = query.data?.data.drafts;
  let body: ReactNode = <Spinner label="Loading the drafts..." className="justify-start py-2" />;
  if (query.isError)
    body = (
      <LoadError
        what="the drafts"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (drafts?.length === 0) body = <p className="text-sm text-muted">No open draft.</p>;
  else if (drafts)
    body = (
      <ul className="flex flex-col divide-y divide-border">
        {drafts.map((d) => (
          <li key={d._id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="min-w-0">
              <Link to={`/admin/drafts/${d._id}`} className={`font-mono font-semibold ${link}`}>
                {d.slug}
              </Link>
              <span className="text-muted"> · {d.problemId ? 'edits a problem' : 'new problem'}</span>
            </span>
            <span className="flex items-center gap-3">
              <DraftStatusBadge status={d.status} />
              <span className="text-xs text-muted">
                updated <time dateTime={d.updatedAt}>{WHEN.format(new Date(d.updatedAt))}</time>
              </span>
            </span>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="open-drafts" className={box}>
      <h2 id="open-drafts" className="mb-3 text-lg font-semibold">
        Open drafts
      </h2>
      {body}
    </section>
  );
}

/** /admin/problems/new: a new problem's draft, started from the files of an existing one. */
export function NewProblem() {
  const navigate = useNavigate();
  const problems = useAuthorableProblems();
  const drafts = useDrafts();
  const create = useCreateDraft();
  const [slug, setSlug] = useState('');
  const [from, setFrom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = problems.data ?? [];
  const fallback = rows.find((p) => p.slug === 'two-sum') ?? rows.find((p) => p.source === 'bank') ?? rows[0];
  const start = from || fallback?._id || '';
  const checked = ProblemSlug.safeParse(slug);
  const taken = checked.success ? rows.find((p) => p.slug === checked.data) : undefined;
  const conflict = create.error instanceof ApiError && create.error.status === 409; // an open draft of it
  const open = conflict ? drafts.data?.data.drafts.find((d) => d.slug === checked.data) : undefined;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    create.reset();
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Invalid slug');
    setBusy(true);
    try {
      const { files } = (await fetchProblemSource(start)).data;
      const yaml = files['problem.yaml'];
      const renamed =
        yaml === undefined
          ? files
          : { ...files, 'problem.yaml': yaml.replace(/^slug:[ \t]*\S+/m, `slug: ${checked.data}`) };
      const answer = await create.mutateAsync({ slug: checked.data, files: renamed });
      navigate(`/admin/drafts/${answer.data.draft._id}`);
    } catch (failure) {
      setError(message(failure));
      setBusy(false);
    }
  };

  return (
    <AdminPage title="New problem" intro={<BackLink />}>
      {problems.isError ? (
        <LoadError
          what="the problems to start from"
          message={problems.error.message}
          onRetry={() => void problems.refetch()}
          retrying={problems.isFetching}
        />
      ) : null}
      <form onSubmit={onSubmit} aria-label="New problem" className={`${box} flex max-w-xl flex-col gap-4`}>
        <TextField
          label="Slug"
          value={slug}
          required
          maxLength={60}
          autoComplete="off"
          spellCheck={false}
          placeholder="two-sum-sorted"
          hint={
            taken
              ? `${taken.title} has this slug: the draft will be a new version of it.`
              : 'Lower-case words joined by hyphens. It names the folder and the problem page.'
          }
          error={slug && !checked.success ? checked.error.issues[0]?.message : undefined}
          onChange={(e) => setSlug(e.target.value)}
        />
        <SelectField
          label="Start from"
          value={start}
          disabled={problems.isPending}
          onChange={(e) => setFrom(e.target.value)}
          options={
            problems.isPending
              ? [{ value: '', label: 'Loading the problems...' }]
              : rows.map((p) => ({ value: p._id, label: `${p.title} (${p.slug})` }))
          }
        />
        <p className="text-sm text-muted">
          The draft starts as a copy of that problem's files with the new slug: change the rest in the editor.
        </p>
        <div aria-live="polite" className="flex flex-col gap-2">
          {error ? <Alert tone="error">{error}</Alert> : null}
          {error && open ? (
            <Link to={`/admin/drafts/${open._id}`} className={link}>
              Open the draft of {open.slug}
            </Link>
          ) : null}
        </div>
        <div>
          <Button type="submit" disabled={busy || !start}>
            {busy ? 'Creating the draft...' : 'Create draft'}
          </Button>
        </div>
      </form>
    </AdminPage>
  );
}

const PROOF_STATE: Record<DraftStatus, string> = {
  draft: 'Not proven yet. Save your changes, then Prove.',
  queued: 'Waiting for a worker...',
  proving: 'Proving: checks appear as they end.',
  proven: 'Proven: every check passed. Publish puts this version in force.',
  failed: 'The proof failed. Fix the files, save, and prove again.',
};

/** The proof's checks, live while it runs. */
export function Proof({ draft }: { draft: Draft }) {
  return (
    <section aria-labelledby="draft-proof" className={box}>
      <h2 id="draft-proof" className="mb-3 text-lg font-semibold">
        Proof
      </h2>
      <div aria-live="polite" className="flex flex-col gap-3">
        <p className="text-sm">{PROOF_STATE[draft.status]}</p>
        {draft.reason ? <Alert tone="error">{draft.reason}</Alert> : null}
        <ul className="flex flex-col divide-y divide-border text-sm">
          {draft.checks.map((c, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: checks only grow, in the proof's order.
            <li key={i} className="py-2">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span aria-hidden="true" className={c.ok ? 'text-success' : 'text-danger'}>
                  {c.ok ? '✓' : '✗'}
                </span>
                <span className="sr-only">{c.ok ? 'Passed:' : 'Failed:'}</span>
                <span className="font-medium">{c.name}</span>
                <span className="text-xs text-muted tabular-nums">{Math.round(c.ms)} ms</span>
                {c.ok && c.detail ? <span className="text-xs text-muted">{c.detail}</span> : null}
              </p>
              {!c.ok && c.detail ? (
                <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap rounded-lg border border-border bg-surface-2 p-2 font-mono text-xs">
                  {c.detail}
                </pre>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
