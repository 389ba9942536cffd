import { type ContestDetail, DEFAULT_CONTEST_POINTS, MAX_CONTEST_PROBLEMS } from '@codecoach/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiFormErrors } from '../../../lib/form-errors.ts';
import { getStoredUser } from '../../../lib/stored-user.ts';
import { useCreateContest, useProblemSearch, useUpdateContest } from '../api/create-contest.ts';
import { startTimeProblem } from '../lib/time.ts';

const FIELDS = ['name', 'startTime', 'duration', 'problems', 'freezeMinutes'] as const;

/** A time as a datetime-local value in the browser's zone. */
function localInput(d: Date): string {
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

type Picked = { id: string; title: string; points?: number };
const defaultPoints = (i: number) => DEFAULT_CONTEST_POINTS[i] ?? 500 * (i + 1);

/**
 * Create Contest: any learner makes a private contest from bank problems and gets its invite link;
 * admins may make it public (and rated). Given `contest` (an upcoming one), the same form edits it
 * (PUT replaces the whole contest, so what the form does not show, such as the description,
 * prizes, freeze and limit, is sent back as it was; a problem kept keeps its points).
 *
 * A start not in the future is refused before sending, with the server's message on the field,
 * judged by the server's clock when the caller knows it (`serverOffset`, from an answer's
 * `serverNow`), else by the browser's; the server's own refusal still shows on the field.
 */
export function CreateContestDialog({
  open,
  onClose,
  contest,
  serverOffset,
}: {
  open: boolean;
  onClose: () => void;
  contest?: ContestDetail;
  /** The server's clock minus the browser's (ms), if known. */
  serverOffset?: number | undefined;
}) {
  const isAdmin = getStoredUser()?.role === 'admin';
  const editing = contest !== undefined;
  const [name, setName] = useState(contest?.name ?? '');
  const [initialStart] = useState(() =>
    localInput(
      contest ? new Date(contest.startTime) : new Date(Date.now() + (serverOffset ?? 0) + 3_600_000),
    ),
  );
  const [start, setStart] = useState(initialStart);
  const [startError, setStartError] = useState<string | null>(null);
  const [duration, setDuration] = useState(String(contest?.duration ?? 90));
  const [format, setFormat] = useState<'points' | 'icpc'>(contest?.format ?? 'points');
  const [visibility, setVisibility] = useState<'private' | 'public'>(contest?.visibility ?? 'private');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Picked[]>(
    () => contest?.problemList.map((p) => ({ id: p.problemId, title: p.title, points: p.points })) ?? [],
  );
  const found = useProblemSearch(search, open);
  const create = useCreateContest();
  const update = useUpdateContest(contest?._id ?? '');
  const save = editing ? update : create;
  const errors = save.error ? apiFormErrors(save.error, FIELDS) : { fields: {}, form: null };
  const made = create.data?.data;

  const toggle = (p: { _id: string; title: string }) =>
    setPicked((xs) =>
      xs.some((x) => x.id === p._id)
        ? xs.filter((x) => x.id !== p._id)
        : xs.length < MAX_CONTEST_PROBLEMS
          ? [...xs, { id: p._id, title: p.title }]
          : xs,
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // An edit that leaves the start alone sends it as it was, not cut to the minute the field shows.
    const startTime =
      contest && start === initialStart ? Date.parse(contest.startTime) : new Date(start).getTime();
    const problem = startTimeProblem(startTime, Date.now() + (serverOffset ?? 0));
    setStartError(problem);
    if (problem) return;
    const body = {
      name,
      type: contest?.type ?? 'special',
      format,
      description: contest?.description ?? '',
      startTime: new Date(startTime).toISOString(),
      duration: Number(duration),
      problems: picked.map((p, i) => ({ problemId: p.id, points: p.points ?? defaultPoints(i) })),
      prizes: contest?.prizes ?? [],
      freezeMinutes: contest?.freezeMinutes ?? null,
      maxParticipants: contest?.maxParticipants ?? null,
      visibility: isAdmin ? visibility : (contest?.visibility ?? 'private'),
      // A public contest is rated unless an admin made it otherwise; a private one never is.
      rated: isAdmin && visibility === 'public' && (contest?.visibility !== 'public' || contest.rated),
    };
    if (editing) update.mutate(body);
    else create.mutate(body);
  };
  const close = () => {
    save.reset();
    setStartError(null);
    onClose();
  };
  const link = made
    ? `${window.location.origin}/contest/${made.contestId}${made.inviteToken ? `?invite=${made.inviteToken}` : ''}`
    : '';

  return (
    <Dialog
      open={open}
      onClose={close}
      title={editing ? 'Edit Contest' : 'Create Contest'}
      size="lg"
      description={
        editing
          ? 'Changes are possible until the contest starts.'
          : isAdmin
            ? 'Public contests are listed for everyone; private ones are reached by their invite link.'
            : 'Your contest is private: share its invite link with the people you want to compete with.'
      }
    >
      {editing && update.isSuccess ? (
        <div className="flex flex-col gap-3">
          <Alert tone="success">Contest updated.</Alert>
          <div className="flex justify-end">
            <Button onClick={close}>Done</Button>
          </div>
        </div>
      ) : made ? (
        <div className="flex flex-col gap-3">
          <Alert tone="success">Contest created.</Alert>
          <TextField label="Invite link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          <ButtonLink
            to={`/contest/${made.contestId}${made.inviteToken ? `?invite=${made.inviteToken}` : ''}`}
            onClick={close}
          >
            Open contest
          </ButtonLink>
        </div>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          {errors.form ? <Alert tone="error">{errors.form}</Alert> : null}
          <TextField
            label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={errors.fields.name}
            required
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Start time"
              type="datetime-local"
              value={start}
              onChange={(e) => {
                setStart(e.target.value);
                setStartError(null);
              }}
              error={startError ?? errors.fields.startTime}
            />
            <TextField
              label="Duration (minutes)"
              type="number"
              min={5}
              value={duration}
              onChange={(e) => setDuration(e.target.value)}
              error={errors.fields.duration}
            />
            <SelectField
              label="Scoring"
              value={format}
              onChange={(e) => setFormat(e.target.value as 'points' | 'icpc')}
              options={[
                { value: 'points', label: 'Points (LeetCode-style)' },
                { value: 'icpc', label: 'ICPC rules' },
              ]}
            />
          </div>
          {isAdmin ? (
            <SelectField
              label="Visibility"
              value={visibility}
              onChange={(e) => setVisibility(e.target.value as 'private' | 'public')}
              options={[
                { value: 'private', label: 'Private (invite link)' },
                { value: 'public', label: 'Public (rated)' },
              ]}
            />
          ) : null}
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">Problems ({picked.length} chosen)</legend>
            {picked.length > 0 ? (
              <ol className="text-sm">
                {picked.map((p, i) => (
                  <li key={p.id}>
                    {String.fromCharCode(65 + i)}. {p.title} · {p.points ?? defaultPoints(i)} points
                  </li>
                ))}
              </ol>
            ) : null}
            {errors.fields.problems ? (
              <p className="text-xs font-medium text-danger">{errors.fields.problems}</p>
            ) : null}
            <TextField
              label="Search the problem bank"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <ul className="max-h-48 overflow-y-auto rounded-lg border border-border">
              {(found.data?.problems ?? []).map((p) => (
                <li key={p._id} className="border-b border-border last:border-0">
                  <label className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm hover:bg-surface-2">
                    <input
                      type="checkbox"
                      checked={picked.some((x) => x.id === p._id)}
                      onChange={() => toggle(p)}
                    />
                    {p.title} <span className="text-muted">({p.difficulty})</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {editing
                ? save.isPending
                  ? 'Saving...'
                  : 'Save Changes'
                : save.isPending
                  ? 'Creating...'
                  : 'Create Contest'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
