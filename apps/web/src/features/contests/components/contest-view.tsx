import { CONTEST_TEXTS } from '@codecoach/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useContest } from '../api/get-contests.ts';
import { useRegister, useStartVirtual } from '../api/participate.ts';
import { clockOffset, formatWhen } from '../lib/time.ts';
import { InContest } from './in-contest.tsx';
import { Results } from './results.tsx';

/**
 * /contest/{id}: the in-contest view while the caller competes (live and registered, or in a
 * virtual run); otherwise the contest's details with Register, and after the end its results.
 */
export function ContestView({ id, invite }: { id: string; invite: string | null }) {
  const q = useContest(id, invite);
  const register = useRegister();
  const virtual = useStartVirtual();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (q.isPending) return <Spinner label="Loading contest..." className="py-24" />;
  if (!q.data) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <title>Contest · CodeCoach</title>
        <h1 className="text-2xl font-bold">Contest not available</h1>
        <Alert tone="error">{q.error?.message ?? CONTEST_TEXTS.loadFailed}</Alert>
        <ButtonLink to="/contests">Back to Contests</ButtonLink>
      </div>
    );
  }
  const c = q.data.data.contest;
  const offset = clockOffset(q.data.data.serverNow, q.dataUpdatedAt);
  const virtualEnd = c.virtualStart
    ? new Date(Date.parse(c.virtualStart) + c.duration * 60_000).toISOString()
    : null;
  const virtualRunning = virtualEnd !== null && Date.parse(virtualEnd) > Date.now() + offset;

  if (c.status === 'live' && c.registered)
    return <InContest contest={c} endTime={c.endTime} offset={offset} virtual={false} />;
  if (virtualRunning && virtualEnd)
    return <InContest contest={c} endTime={virtualEnd} offset={offset} virtual />;

  const doRegister = () =>
    register.mutate(
      { id: c._id, invite },
      {
        onSuccess: () => setNotice({ tone: 'success', text: CONTEST_TEXTS.registered }),
        onError: (e) => setNotice({ tone: 'error', text: `${CONTEST_TEXTS.registerFailed} (${e.message})` }),
      },
    );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <title>{`${c.name} · CodeCoach`}</title>
      <ButtonLink to="/contests" variant="ghost" size="sm" className="w-fit">
        Back to Contests
      </ButtonLink>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{c.name}</h1>
        <p className="text-muted">{c.description}</p>
        <p className="text-sm">
          {c.status === 'upcoming' ? 'Starts' : 'Started'} {formatWhen(c.startTime)} · {c.duration} minutes ·{' '}
          {c.format === 'icpc' ? 'ICPC rules' : 'Points'} · {c.rated ? 'Rated' : 'Unrated'} · {c.participants}{' '}
          participants
          {c.maxParticipants ? ` of ${c.maxParticipants}` : ''}
          {c.freezeMinutes ? ` · board frozen for the last ${c.freezeMinutes} minutes` : ''}
        </p>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {c.inviteToken ? (
        <Alert tone="info">
          Invite link:{' '}
          <code className="break-all">{`${window.location.origin}/contest/${c._id}?invite=${c.inviteToken}`}</code>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {c.status !== 'ended' ? (
          <Button onClick={doRegister} disabled={c.registered || register.isPending}>
            {c.registered ? 'Registered' : 'Register'}
          </Button>
        ) : !c.registered && !c.virtualStart ? (
          <Button
            onClick={() =>
              virtual.mutate(c._id, { onError: (e) => setNotice({ tone: 'error', text: e.message }) })
            }
            disabled={virtual.isPending}
          >
            Start Virtual Run
          </Button>
        ) : null}
      </div>
      {c.status === 'upcoming' ? (
        <section aria-labelledby="p-title" className="rounded-xl border border-border bg-surface p-5">
          <h2 id="p-title" className="text-lg font-semibold">
            Problems
          </h2>
          <ul className="mt-2 list-inside list-disc text-sm">
            {c.problemList.map((p) => (
              <li key={p.id}>
                {p.id}. {p.title} · {p.points} points
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <Results contest={c} />
      )}
    </div>
  );
}
