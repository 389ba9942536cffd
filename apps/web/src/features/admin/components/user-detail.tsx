import { ADMIN_RESET_LINK_HOURS, type AdminUserDetail } from '@codecoach/contracts';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { useAdminUser, useResetLink, useRevokeSessions, useUpdateUser } from '../api/admin-users.ts';
import { AdminPage, WHEN } from './admin-page.tsx';
import { ROLE_LABELS, StateBadge } from './manage-users.tsx';

const box = 'rounded-xl border border-border bg-surface p-5';

/** Role, state, reset link and sessions: each action asks first when it takes something away. */
function Actions({ user }: { user: AdminUserDetail }) {
  const update = useUpdateUser(user._id);
  const reset = useResetLink(user._id);
  const revoke = useRevokeSessions(user._id);
  const [confirm, setConfirm] = useState<'disable' | 'demote' | null>(null);
  const [copied, setCopied] = useState(false);
  const deleted = user.state === 'deleted';
  const failed = update.error ?? reset.error ?? revoke.error;
  const link = reset.data?.data;

  return (
    <section aria-labelledby="user-actions" className={box}>
      <h2 id="user-actions" className="mb-4 text-lg font-semibold">
        Actions
      </h2>
      {deleted ? (
        <p className="text-muted">This account was deleted by its owner: nothing can be changed.</p>
      ) : (
        <div className="flex flex-wrap gap-3">
          {user.role === 'admin' ? (
            <Button variant="secondary" onClick={() => setConfirm('demote')} disabled={update.isPending}>
              Make learner
            </Button>
          ) : (
            <Button
              variant="secondary"
              onClick={() => update.mutate({ role: 'admin' })}
              disabled={update.isPending}
            >
              Make admin
            </Button>
          )}
          {user.state === 'disabled' ? (
            <Button
              variant="secondary"
              onClick={() => update.mutate({ disabled: false })}
              disabled={update.isPending}
            >
              Re-enable account
            </Button>
          ) : (
            <Button variant="danger" onClick={() => setConfirm('disable')} disabled={update.isPending}>
              Disable account
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() => {
              setCopied(false);
              reset.mutate(undefined);
            }}
            disabled={reset.isPending}
          >
            {reset.isPending ? 'Making link...' : 'Make password-reset link'}
          </Button>
          <Button
            variant="secondary"
            onClick={() => revoke.mutate(undefined)}
            disabled={revoke.isPending || user.sessions.length === 0}
          >
            Sign out everywhere
          </Button>
        </div>
      )}
      <div aria-live="polite" className="mt-4 flex flex-col gap-3">
        {failed ? <Alert tone="error">{failed.message}</Alert> : null}
        {revoke.data ? (
          <Alert tone="success">
            {revoke.data.data.revoked} session{revoke.data.data.revoked === 1 ? '' : 's'} ended.
          </Alert>
        ) : null}
        {link ? (
          <Alert tone="success">
            <p className="font-semibold">Password-reset link for {user.name}, shown only this once:</p>
            <p className="mt-2 break-all rounded bg-surface-2 p-2 font-mono text-sm" data-testid="reset-link">
              {link.link}
            </p>
            <p className="mt-2 text-sm">
              It works once, until {WHEN.format(new Date(link.expiresAt))} ({ADMIN_RESET_LINK_HOURS} hours).
              Hand it to {user.name} yourself, through a channel you trust.
            </p>
            <Button
              size="sm"
              variant="secondary"
              className="mt-2"
              onClick={() =>
                void navigator.clipboard?.writeText(link.link).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {copied ? 'Copied' : 'Copy link'}
            </Button>
          </Alert>
        ) : null}
      </div>
      <Dialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'disable' ? `Disable ${user.name}?` : `Make ${user.name} a learner?`}
        description={
          confirm === 'disable'
            ? 'Their open sessions stop working at once and they cannot sign in until you re-enable the account. Their submissions stay.'
            : 'They lose access to the admin screens at once.'
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                update.mutate(confirm === 'disable' ? { disabled: true } : { role: 'user' });
                setConfirm(null);
              }}
            >
              {confirm === 'disable' ? 'Disable account' : 'Make learner'}
            </Button>
          </>
        }
      >
        {null}
      </Dialog>
    </section>
  );
}

function Profile({ user }: { user: AdminUserDetail }) {
  const rows: Array<[string, ReactNode]> = [
    [
      'E-mail',
      <span key="email" className="break-all">
        {user.email}
      </span>,
    ],
    ['Role', ROLE_LABELS[user.role]],
    ['State', <StateBadge key="state" state={user.state} />],
    ['Joined', WHEN.format(new Date(user.createdAt))],
    ['Last active', user.lastActiveAt ? WHEN.format(new Date(user.lastActiveAt)) : 'Never'],
    ['Time zone', user.timeZone],
    ['Progress', `${user.solved} solved, ${user.submissions} judged submissions`],
  ];
  return (
    <section aria-labelledby="user-profile" className={box}>
      <h2 id="user-profile" className="mb-4 text-lg font-semibold">
        Profile
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-medium text-muted">{k}</dt>
            <dd className="min-w-0">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm">
        <Link to={`/admin/audit?target=${user._id}`} className="text-primary underline underline-offset-2">
          What admins did to this account
        </Link>
      </p>
    </section>
  );
}

function Lists({ user }: { user: AdminUserDetail }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="user-sessions" className={box}>
        <h2 id="user-sessions" className="mb-4 text-lg font-semibold">
          Open sessions ({user.sessions.length})
        </h2>
        {user.sessions.length === 0 ? <p className="text-sm text-muted">Signed in nowhere.</p> : null}
        <ul className="flex flex-col divide-y divide-border">
          {user.sessions.map((s) => (
            <li key={s._id} className="py-2 text-sm">
              <p className="font-medium">{s.device}</p>
              <p className="text-xs text-muted">
                Signed in {WHEN.format(new Date(s.createdAt))} · last used{' '}
                {WHEN.format(new Date(s.lastUsedAt))}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="user-contests" className={box}>
        <h2 id="user-contests" className="mb-4 text-lg font-semibold">
          Contests ({user.contests.length})
        </h2>
        {user.contests.length === 0 ? <p className="text-sm text-muted">No contest entered.</p> : null}
        <ul className="flex flex-col divide-y divide-border">
          {user.contests.map((c) => (
            <li key={c._id} className="py-2 text-sm">
              <Link
                to={`/contest/${c._id}`}
                className="font-medium text-primary underline underline-offset-2"
              >
                {c.name}
              </Link>
              <p className="text-xs text-muted">
                {WHEN.format(new Date(c.startTime))} · {c.solved} solved
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="user-submissions" className={`${box} lg:col-span-2`}>
        <h2 id="user-submissions" className="mb-4 text-lg font-semibold">
          Latest submissions
        </h2>
        {user.recentSubmissions.length === 0 ? (
          <p className="text-sm text-muted">No submission yet.</p>
        ) : null}
        <ul className="flex flex-col divide-y divide-border">
          {user.recentSubmissions.map((s) => (
            <li key={s._id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0">
                <Link
                  to={`/problem/${s.problemSlug}`}
                  className="font-medium text-primary underline underline-offset-2"
                >
                  {s.problemTitle}
                </Link>
                <span className="text-muted">
                  {' '}
                  · {s.language}
                  {s.contestId ? ' · in a contest' : ''}
                </span>
              </span>
              <span className="flex items-center gap-3">
                <StatusBadge status={s.status} />
                <time dateTime={s.createdAt} className="text-xs text-muted">
                  {WHEN.format(new Date(s.createdAt))}
                </time>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** One account as an admin sees it (issue 26): never a password hash or a token. */
export function UserDetail({ id }: { id: string }) {
  const query = useAdminUser(id);
  if (query.isPending) return <Spinner label="Loading the user..." className="py-24" />;
  if (query.isError)
    return (
      <AdminPage title="User" intro="">
        <LoadError what="this user" message={query.error.message} onRetry={() => void query.refetch()} />
        <p>
          <Link to="/admin/users" className="text-primary underline underline-offset-2">
            Back to Manage Users
          </Link>
        </p>
      </AdminPage>
    );
  const user = query.data.data.user;
  return (
    <AdminPage
      title={user.name}
      intro={
        <Link to="/admin/users" className="text-primary underline underline-offset-2">
          Back to Manage Users
        </Link>
      }
    >
      <Actions user={user} />
      <Profile user={user} />
      <Lists user={user} />
    </AdminPage>
  );
}
