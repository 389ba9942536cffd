import type { HealthResponse } from '@codecoach/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useHealth } from '../api/get-health.ts';
import { queueDetail, queueStuck } from '../lib/queue.ts';

type Level = 'ok' | 'limited' | 'down';

interface StatusEntry {
  name: string;
  state: string;
  level: Level;
  detail: string;
}

const DOT: Record<Level, string> = { ok: 'bg-success', limited: 'bg-warning', down: 'bg-danger' };

/** The spec's four System Status entries, each read from GET /api/health rather than fixed. */
function entriesFrom(health: HealthResponse): StatusEntry[] {
  const available = health.languages.filter((l) => l.available);
  const codeLevel: Level =
    !health.sandbox.ok || available.length === 0 ? 'down' : queueStuck(health.queue) ? 'limited' : 'ok';
  return [
    {
      name: 'Database',
      state: health.database.ok ? 'Online' : 'Offline',
      level: health.database.ok ? 'ok' : 'down',
      detail: `PostgreSQL, ${health.database.mode}`,
    },
    {
      name: 'API Server',
      state: health.status === 'ok' ? 'Running' : 'Degraded',
      level: health.status === 'ok' ? 'ok' : 'limited',
      detail: `Version ${health.version}${health.demoMode ? ', demo mode' : ''}`,
    },
    {
      name: 'Code Execution',
      state: codeLevel === 'down' ? 'Unavailable' : 'Available',
      level: codeLevel,
      detail:
        `Sandbox: ${health.sandbox.ok ? health.sandbox.mechanism : 'not working'}; ` +
        `${available.length} of ${health.languages.length} languages; ${queueDetail(health.queue)}`,
    },
    {
      name: 'Problem Bank',
      state: health.bank.ready ? 'Ready' : 'Loading',
      level: !health.bank.ready ? 'limited' : health.bank.failed > 0 ? 'limited' : 'ok',
      detail:
        `${health.bank.problems} problem${health.bank.problems === 1 ? '' : 's'}` +
        (health.bank.failed > 0 ? `, ${health.bank.failed} failed verification` : ''),
    },
    {
      name: 'AI Services',
      state: aiState(health.ai),
      level: health.ai.lastCall && !health.ai.lastCall.ok ? 'limited' : 'ok',
      detail: aiDetail(health.ai),
    },
  ];
}

type Ai = HealthResponse['ai'];

/** The engine really in use: the built-in tutor is a working engine, not a degraded one. */
function aiState(ai: Ai): string {
  if (ai.lastCall && !ai.lastCall.ok) return 'Limited';
  return 'Online';
}

function aiDetail(ai: Ai): string {
  const engine =
    ai.engine === 'builtin'
      ? 'Built-in offline tutor (no model configured)'
      : `Model ${ai.model ?? ai.label ?? 'configured'}`;
  const last = ai.lastCall;
  if (!last) return `${engine}; no call yet`;
  const when = new Date(last.at).toLocaleString('en-US');
  return last.ok
    ? `${engine}; last call (${last.kind}) worked at ${when}, answered by ${last.engine}`
    : `${engine}; last call (${last.kind}) at ${when} failed: ${last.error ?? 'unknown error'}`;
}

export function SystemStatus() {
  const health = useHealth({ refetchInterval: 30_000 });
  return (
    <section aria-labelledby="system-status" className="rounded-xl border border-border bg-surface p-5">
      <h2 id="system-status" className="mb-4 text-lg font-semibold">
        System Status
      </h2>
      {health.isPending ? <Spinner label="Checking system status..." className="justify-start" /> : null}
      {health.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">Could not read the server's health: {health.error.message}</Alert>
          <Button variant="secondary" size="sm" onClick={() => void health.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      {health.data ? (
        <>
          <ul className="flex flex-col divide-y divide-border">
            {entriesFrom(health.data).map((entry) => (
              <li key={entry.name} className="flex items-start justify-between gap-4 py-3">
                <div className="min-w-0">
                  <p className="font-medium">{entry.name}</p>
                  <p className="text-sm text-muted">{entry.detail}</p>
                </div>
                <span className="flex shrink-0 items-center gap-2 text-sm font-medium">
                  <span aria-hidden="true" className={`size-2.5 rounded-full ${DOT[entry.level]}`} />
                  {entry.state}
                </span>
              </li>
            ))}
          </ul>
          <h3 className="mt-4 mb-2 text-sm font-semibold text-muted">Languages</h3>
          <ul className="flex flex-wrap gap-2">
            {health.data.languages.map((lang) => (
              <li
                key={lang.id}
                className={
                  'rounded-full border px-2.5 py-1 text-xs ' +
                  (lang.available
                    ? 'border-success/40 text-success'
                    : 'border-border text-muted line-through')
                }
              >
                {lang.name} {lang.available && lang.version ? lang.version : '(unavailable)'}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
