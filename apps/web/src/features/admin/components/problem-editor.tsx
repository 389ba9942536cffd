import type { Draft, ProblemFiles } from '@codecoach/contracts';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { EditorLanguage } from '../../solve/lib/languages.ts';
import {
  isProving,
  useDiscardDraft,
  useDraft,
  useProveDraft,
  usePublishDraft,
  useSaveDraft,
} from '../api/authoring.ts';
import { AdminPage } from './admin-page.tsx';
import { BackLink, box, DraftStatusBadge, Proof } from './problem-drafts.tsx';

// react-markdown loads only when a preview is first shown.
const MarkdownText = lazy(() =>
  import('../../../components/ui/markdown.tsx').then((m) => ({ default: m.MarkdownText })),
);
// CodeMirror loads when a draft first opens: neither the landing page nor the rest of the admin
// area carries it.
const FileEditor = lazy(() => import('./file-editor.tsx'));

const LANGUAGES = new Map<string, EditorLanguage>([
  ['py', 'python'],
  ['js', 'javascript'],
  ['java', 'java'],
  ['cpp', 'cpp'],
  ['cc', 'cpp'],
  ['h', 'cpp'],
]);
/** The editor's mode for a file, by its extension; null (YAML, markdown, tests) is plain text. */
const languageOf = (path: string) => LANGUAGES.get(/\.([^./]+)$/.exec(path)?.[1] ?? '') ?? null;
/** Indent as the bank's files do: four spaces in Python, Java and C++, two elsewhere (JS, YAML). */
const tabSizeOf = (language: EditorLanguage | null) =>
  language === 'python' || language === 'java' || language === 'cpp' ? 4 : 2;

const PREVIEWABLE = new Set(['statement.md', 'editorial.md']);
const FIRST = ['problem.yaml', 'statement.md', 'editorial.md'];
const rank = (path: string) => (FIRST.includes(path) ? FIRST.indexOf(path) : FIRST.length);
/** The folder's main files first, then the rest by path. */
const byPath = (a: string, b: string) => rank(a) - rank(b) || a.localeCompare(b);

function sameFiles(a: ProblemFiles, b: ProblemFiles): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
}

/** Why a path cannot be added, or null. */
function badPath(path: string, files: ProblemFiles): string | null {
  if (!path) return 'Enter a path, like wrong/off-by-one.py.';
  if (path.length > 200) return 'A path has at most 200 characters.';
  if (path.includes('\\') || path.split('/').some((s) => s === '' || s === '.' || s === '..'))
    return 'Use a relative path with / between folders, like wrong/off-by-one.py.';
  return Object.hasOwn(files, path) ? `${path} is already in the draft.` : null;
}

/**
 * The selected file in the code editor (Tab indents; Esc then Tab moves on), or its markdown
 * rendered. The editor stays mounted under a preview, so its undo history and caret survive one.
 */
function FileArea({
  path,
  text,
  onChange,
}: {
  path: string;
  text: string;
  onChange: (text: string) => void;
}) {
  const [preview, setPreview] = useState(false);
  const canPreview = PREVIEWABLE.has(path);
  const previewing = canPreview && preview;
  const language = languageOf(path);

  return (
    <div className={`${box} flex min-w-0 flex-col gap-2 p-3`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="break-all font-mono text-sm font-semibold">{path}</h2>
        {canPreview ? (
          <Button size="sm" variant="secondary" aria-pressed={preview} onClick={() => setPreview((p) => !p)}>
            Preview
          </Button>
        ) : null}
      </div>
      {previewing ? (
        <div className="min-h-[28rem] overflow-auto rounded-lg border border-border p-4">
          <Suspense fallback={<Spinner label="Loading the preview..." className="py-10" />}>
            <MarkdownText>{text}</MarkdownText>
          </Suspense>
        </div>
      ) : null}
      {/* The solve editor's height (classes the stylesheet has already); resizable, as the textarea was. */}
      <div
        hidden={previewing}
        className="h-[26rem] resize-y overflow-hidden rounded-lg border border-border sm:h-[32rem]"
      >
        <Suspense fallback={<Spinner label="Loading the editor..." className="h-full" />}>
          <FileEditor
            path={path}
            text={text}
            language={language}
            tabSize={tabSizeOf(language)}
            onChange={onChange}
          />
        </Suspense>
      </div>
      <p className="text-xs text-muted">
        Tab indents; press Esc then Tab to leave the editor. Ctrl+S (⌘S) saves.
      </p>
    </div>
  );
}

/** A draft's rule breaks, found without running anything: none may remain before a proof. */
function Issues({ issues }: { issues: Draft['issues'] }) {
  return (
    <div role="alert" className="rounded-xl border border-danger/40 bg-danger-soft p-4">
      <h2 className="mb-2 font-semibold text-danger">Fix these before proving</h2>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-fg">
        {issues.map((issue, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: issues have no id and are replaced as a whole.
          <li key={i}>
            <span className="font-mono">{issue.file}</span>
            {issue.field ? <span className="font-mono text-muted"> ({issue.field})</span> : null}:{' '}
            {issue.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Ctrl/Cmd+S saves; leaving the page (a reload, a tab closed) asks first while changes are unsaved. */
function useEditorKeys(dirty: boolean, onSave: () => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.key.toLowerCase() !== 's') return;
      e.preventDefault();
      onSave();
    };
    const onLeave = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('keydown', onKey);
    if (dirty) window.addEventListener('beforeunload', onLeave);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('beforeunload', onLeave);
    };
  }, [dirty, onSave]);
}

type Asking = 'add' | 'delete' | 'publish' | 'discard' | null;
/** A question before an action: title, description, the action's name, what it does. */
type Question = [title: string, description: string, action: string, run: () => void];

function Editor({ draft, refreshError }: { draft: Draft; refreshError: string | null }) {
  const navigate = useNavigate();
  const save = useSaveDraft(draft._id);
  const prove = useProveDraft(draft._id);
  const publish = usePublishDraft(draft._id);
  const discard = useDiscardDraft(draft._id);
  const [files, setFiles] = useState<ProblemFiles>(draft.files);
  const [picked, setPicked] = useState('statement.md');
  const [asking, setAsking] = useState<Asking>(null);
  const [newPath, setNewPath] = useState({ path: '', error: '' });
  const paths = Object.keys(files).sort(byPath);
  const selected = Object.hasOwn(files, picked) ? picked : (paths[0] ?? '');
  const dirty = !sameFiles(files, draft.files);
  const failed = save.error ?? prove.error ?? publish.error ?? discard.error;
  const short = draft.version.slice(0, 10);

  /** Every action closes its question; only the latest action's failure is shown. */
  const act = (run: () => void) => {
    for (const m of [save, prove, publish, discard]) m.reset();
    setAsking(null);
    run();
  };
  const onSave = () => {
    if (!dirty || save.isPending) return;
    const sent = files;
    // The server's copy, unless the author typed on meanwhile.
    act(() =>
      save.mutate(sent, { onSuccess: (a) => setFiles((now) => (now === sent ? a.data.draft.files : now)) }),
    );
  };
  useEditorKeys(dirty, onSave);
  const leave = (notice: string) => {
    navigate('/admin/problems', { state: { notice } });
  };
  const addFile = (e: FormEvent) => {
    e.preventDefault();
    const path = newPath.path.trim();
    const error = badPath(path, files);
    if (error) return setNewPath({ path, error });
    setFiles((f) => ({ ...f, [path]: '' }));
    setPicked(path);
    setAsking(null);
  };

  const questions: Record<'delete' | 'publish' | 'discard', Question> = {
    delete: [
      `Delete ${selected}?`,
      'It leaves the draft when you save.',
      'Delete file',
      () => act(() => setFiles(({ [selected]: _gone, ...rest }) => rest)),
    ],
    publish: [
      `Publish ${draft.slug}?`,
      `Version ${short} goes in force at once: learners are judged against it from now on.`,
      'Publish',
      () =>
        act(() =>
          publish.mutate(undefined, {
            onSuccess: (a) =>
              leave(`Published ${a.data.slug}: version ${a.data.version.slice(0, 10)} is in force.`),
          }),
        ),
    ],
    discard: [
      `Discard the draft of ${draft.slug}?`,
      'Its files, saved or not, and its proof are thrown away. Published versions stay.',
      'Discard draft',
      () =>
        act(() =>
          discard.mutate(undefined, { onSuccess: () => leave(`Discarded the draft of ${draft.slug}.`) }),
        ),
    ],
  };
  const question = asking && asking !== 'add' ? questions[asking] : null;
  const cancel = () => setAsking(null);

  const canProve = !dirty && draft.issues.length === 0 && !isProving(draft.status) && !prove.isPending;
  const hint =
    draft.issues.length > 0 ? 'Fix the issues, save, then prove.' : dirty ? 'Save before proving.' : '';

  return (
    <AdminPage
      title={`Draft: ${draft.slug}`}
      intro={<BackLink />}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button onClick={onSave} disabled={!dirty || save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
          <Button variant="secondary" onClick={() => act(() => prove.mutate())} disabled={!canProve}>
            Prove
          </Button>
          <Button
            variant="secondary"
            onClick={() => setAsking('publish')}
            disabled={draft.status !== 'proven' || dirty || publish.isPending}
          >
            Publish
          </Button>
          <Button variant="danger" onClick={() => setAsking('discard')} disabled={discard.isPending}>
            Discard draft
          </Button>
        </div>
      }
    >
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" aria-live="polite">
        <DraftStatusBadge status={draft.status} />
        <span className="text-muted">
          version <span className="font-mono">{short}</span> ·{' '}
          {draft.problemId ? 'a new version of a published problem' : 'a new problem'}
        </span>
        {dirty ? <span className="font-semibold text-warning">Unsaved changes.</span> : null}
        {hint ? <span className="text-muted">{hint}</span> : null}
      </p>
      {failed ? <Alert tone="error">{failed.message}</Alert> : null}
      {refreshError ? <Alert tone="warning">Could not read the draft again: {refreshError}</Alert> : null}
      {draft.issues.length > 0 ? <Issues issues={draft.issues} /> : null}
      <div className="grid gap-4 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <section aria-labelledby="draft-files" className={`${box} flex flex-col gap-3 p-3`}>
          <h2 id="draft-files" className="px-2 text-sm font-semibold uppercase text-muted">
            Files
          </h2>
          <ul className="flex flex-col gap-0.5">
            {paths.map((p) => (
              <li key={p}>
                <button
                  type="button"
                  aria-current={p === selected ? 'true' : undefined}
                  onClick={() => setPicked(p)}
                  className={`w-full break-all rounded-md px-2 py-1 text-left font-mono text-xs ${
                    p === selected ? 'bg-primary-soft font-semibold text-fg' : 'text-fg hover:bg-surface-2'
                  }`}
                >
                  {p}
                  {/* The words say it; the colour only where it keeps its contrast (not on the selected row's tint). */}
                  {files[p] !== draft.files[p] ? (
                    <span className={p === selected ? undefined : 'text-warning'}> • (unsaved)</span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2 px-2">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setNewPath({ path: '', error: '' });
                setAsking('add');
              }}
            >
              Add file
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setAsking('delete')} disabled={!selected}>
              Delete file
            </Button>
          </div>
        </section>
        {selected ? (
          <FileArea
            key={selected}
            path={selected}
            text={files[selected] ?? ''}
            onChange={(text) => setFiles((f) => ({ ...f, [selected]: text }))}
          />
        ) : (
          <p className="text-muted">No file: add one.</p>
        )}
      </div>
      <Proof draft={draft} />
      <Dialog open={asking === 'add'} onClose={() => setAsking(null)} title="Add a file">
        <form onSubmit={addFile} aria-label="Add a file" className="flex flex-col gap-4">
          <TextField
            label="Path in the folder"
            value={newPath.path}
            spellCheck={false}
            autoComplete="off"
            placeholder="wrong/off-by-one.py"
            error={newPath.error || undefined}
            onChange={(e) => setNewPath({ path: e.target.value, error: '' })}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button type="submit">Add file</Button>
          </div>
        </form>
      </Dialog>
      <Dialog
        open={question !== null}
        onClose={cancel}
        title={question?.[0] ?? ''}
        description={question?.[1]}
        footer={
          <>
            <Button variant="secondary" onClick={cancel}>
              Cancel
            </Button>
            <Button variant={asking === 'publish' ? 'primary' : 'danger'} onClick={() => question?.[3]()}>
              {question?.[2]}
            </Button>
          </>
        }
      >
        {null}
      </Dialog>
    </AdminPage>
  );
}

/** /admin/drafts/:id: a draft's files, its issues, its proof (live while it runs), publish. */
export function DraftEditor({ id }: { id: string }) {
  const query = useDraft(id);
  if (query.isPending) return <Spinner label="Loading the draft..." className="py-24" />;
  if (!query.data)
    return (
      <AdminPage title="Draft" intro={<BackLink />}>
        <LoadError
          what="this draft"
          message={query.error?.message ?? ''}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </AdminPage>
    );
  // A later read that failed (while polling a proof) keeps the editor and its unsaved changes.
  return <Editor draft={query.data.data.draft} refreshError={query.error?.message ?? null} />;
}
