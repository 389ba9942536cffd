import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useRevokeSession, useSessions } from '../api/security.ts';
import { Section } from './section.tsx';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function SessionsSection() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  return (
    <Section
      title="Active sessions"
      description="Where your account is signed in. Sign out any you do not recognise."
    >
      {sessions.isPending ? <Spinner label="Loading sessions..." /> : null}
      {sessions.isError ? (
        <LoadError
          what="your sessions"
          message={sessions.error.message}
          onRetry={() => void sessions.refetch()}
        />
      ) : null}
      {sessions.data ? (
        <ul className="flex flex-col divide-y divide-border" aria-label="Sessions">
          {sessions.data.data.sessions.map((s) => (
            <li key={s._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium">
                  {s.device}
                  {s.current ? (
                    <span className="ml-2 rounded-full border border-border px-2 py-0.5 text-xs font-semibold text-fg">
                      This device
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-muted">
                  Signed in {WHEN.format(new Date(s.createdAt))} · last used{' '}
                  {WHEN.format(new Date(s.lastUsedAt))}
                </p>
              </div>
              {s.current ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(s._id)}
                  aria-label={`Sign out ${s.device}, last used ${WHEN.format(new Date(s.lastUsedAt))}`}
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {revoke.isError ? <p className="mt-2 text-sm text-danger">{revoke.error.message}</p> : null}
    </Section>
  );
}
