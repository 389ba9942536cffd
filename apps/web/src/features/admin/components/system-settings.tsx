import type { AdminSystemResponse, RunTimeSettings } from '@codecoach/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSystem, useUpdateSystem } from '../api/system.ts';
import { workerLanguages } from '../lib/worker-languages.ts';
import { WHEN } from './admin-page.tsx';

type SystemData = AdminSystemResponse['data'];
const box = 'rounded-xl border border-border bg-surface p-5';

function Judging({ settings }: { settings: RunTimeSettings }) {
  const update = useUpdateSystem();
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="judging" className={box}>
      <h2 id="judging" className="mb-2 text-lg font-semibold">
        Judging
      </h2>
      {settings.judgingPaused ? (
        <Alert tone="warning">
          Judging is paused
          {settings.pausedBy ? ` by ${settings.pausedBy}` : ''}
          {settings.pausedAt ? ` since ${WHEN.format(new Date(settings.pausedAt))}` : ''}. New submissions
          wait in the queue, and their learners are told why; Run and the tutor still work.
        </Alert>
      ) : (
        <p className="text-sm text-muted">Running: every worker takes submissions as they come.</p>
      )}
      <div className="mt-4">
        {settings.judgingPaused ? (
          <Button onClick={() => update.mutate({ judgingPaused: false })} disabled={update.isPending}>
            Resume judging
          </Button>
        ) : (
          <Button variant="danger" onClick={() => setAsking(true)} disabled={update.isPending}>
            Pause judging
          </Button>
        )}
      </div>
      {update.isError ? <p className="mt-2 text-sm text-danger">{update.error.message}</p> : null}
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title="Pause judging?"
        description="Submissions keep coming in and wait in the queue; every worker stops taking them within a second or two, and finishes the ones it has."
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                update.mutate({ judgingPaused: true });
                setAsking(false);
              }}
            >
              Pause judging
            </Button>
          </>
        }
      >
        {null}
      </Dialog>
    </section>
  );
}

/** A whole number from a field, null for empty (back to the configured value), NaN for anything else. */
const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

function Limits({ settings }: { settings: RunTimeSettings }) {
  const update = useUpdateSystem();
  const own = (value: number, configured: number) => (value === configured ? '' : String(value));
  const [pending, setPending] = useState(own(settings.pendingPerUser, settings.configured.pendingPerUser));
  const [quota, setQuota] = useState(own(settings.tutorQuotaPerHour, settings.configured.tutorQuotaPerHour));
  const [saved, setSaved] = useState(false);
  const [local, setLocal] = useState<Map<string, string>>(new Map());
  const server =
    update.error instanceof ApiError
      ? update.error.fieldErrors.map((f) => [f.field, f.message] as const)
      : [];
  const errors = new Map([...server, ...local]);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const pendingPerUser = numberOf(pending);
    const tutorQuotaPerHour = numberOf(quota);
    const wrong = new Map<string, string>();
    if (pendingPerUser !== null && !Number.isInteger(pendingPerUser))
      wrong.set('pendingPerUser', 'Pending submissions per learner must be a whole number');
    if (tutorQuotaPerHour !== null && !Number.isInteger(tutorQuotaPerHour))
      wrong.set('tutorQuotaPerHour', 'Tutor questions per hour must be a whole number');
    setLocal(wrong);
    if (wrong.size > 0) return;
    update.mutate({ pendingPerUser, tutorQuotaPerHour }, { onSuccess: () => setSaved(true) });
  };
  return (
    <section aria-labelledby="limits" className={box}>
      <h2 id="limits" className="mb-2 text-lg font-semibold">
        Run-time limits
      </h2>
      <p className="mb-4 text-sm text-muted">
        Stored in the database and read by every server within a second. Leave a field empty for the
        configured value.
      </p>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label="Submissions waiting per learner"
          inputMode="numeric"
          value={pending}
          onChange={(e) => setPending(e.target.value)}
          placeholder={String(settings.configured.pendingPerUser)}
          hint={`Now ${settings.pendingPerUser}; configured ${settings.configured.pendingPerUser}. 1 to 100.`}
          error={errors.get('pendingPerUser')}
        />
        <TextField
          label="Tutor questions per learner per hour"
          inputMode="numeric"
          value={quota}
          onChange={(e) => setQuota(e.target.value)}
          placeholder={String(settings.configured.tutorQuotaPerHour)}
          hint={`Now ${settings.tutorQuotaPerHour}; configured ${settings.configured.tutorQuotaPerHour}. 0 to 10000.`}
          error={errors.get('tutorQuotaPerHour')}
        />
        <Button type="submit" disabled={update.isPending} className="self-start">
          Save limits
        </Button>
      </form>
      <div aria-live="polite" className="mt-2 text-sm">
        {saved && !update.isError ? <p className="text-success">Limits saved.</p> : null}
        {update.isError && errors.size === 0 ? <p className="text-danger">{update.error.message}</p> : null}
      </div>
    </section>
  );
}

const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function ReadOut({ data }: { data: SystemData }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="workers" className={box}>
        <h2 id="workers" className="mb-4 text-lg font-semibold">
          Judge workers ({data.workers.filter((w) => w.alive).length} alive)
        </h2>
        {data.workers.length === 0 ? <p className="text-sm text-muted">No worker has registered.</p> : null}
        <ul className="flex flex-col divide-y divide-border">
          {data.workers.map((w) => (
            <li key={w._id} className="py-2 text-sm">
              <p className="font-medium break-all">
                {w.host}{' '}
                <span className="text-muted">
                  · {w.slots} slot{w.slots === 1 ? '' : 's'}
                </span>
              </p>
              <p className={`text-xs ${w.alive ? 'text-muted' : 'text-danger'}`}>
                {w.alive ? 'Alive' : 'Silent'}: last heartbeat {WHEN.format(new Date(w.lastSeenAt))}
              </p>
              <p className="text-xs text-muted">{workerLanguages(w.languages)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm">
          Database: PostgreSQL, {data.database.mode}, {MB(data.database.sizeBytes)}. Mail:{' '}
          {data.mail ? 'on (SMTP_URL set)' : 'off (no SMTP_URL: admins hand over reset links)'}.
        </p>
      </section>
      <section aria-labelledby="config" className={box}>
        <h2 id="config" className="mb-4 text-lg font-semibold">
          Configuration in force
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          {data.config.map((c) => (
            <div key={c.name} className="contents">
              <dt className="font-mono text-xs text-muted">{c.name}</dt>
              <dd className="min-w-0 break-all">{c.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

/** System Settings (issue 26): pause and resume judging, the run-time limits, and what is in force. */
export function SystemSettings() {
  const system = useSystem();
  if (system.isPending) return <Spinner label="Loading the settings..." className="py-10" />;
  if (system.isError)
    return (
      <LoadError
        what="the system settings"
        message={system.error.message}
        onRetry={() => void system.refetch()}
        retrying={system.isFetching}
      />
    );
  const { data } = system.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <Judging settings={data.settings} />
        <Limits settings={data.settings} />
      </div>
      <ReadOut data={data} />
    </div>
  );
}
