import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditEntry } from '@codecoach/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type AuditFilters, useAudit } from '../api/audit.ts';
import { AdminPage, WHEN } from './admin-page.tsx';

/** `{state: "active"}` as "state: active", one field per line. */
function Fields({ value }: { value: Record<string, unknown> | null }) {
  if (!value) return <span className="text-muted">-</span>;
  return (
    <ul>
      {Object.entries(value).map(([k, v]) => (
        <li key={k}>
          <span className="text-muted">{k}:</span> {typeof v === 'string' ? v : JSON.stringify(v)}
        </li>
      ))}
    </ul>
  );
}

function Entry({ e }: { e: AuditEntry }) {
  const target =
    e.target.type === 'user' ? (
      <Link to={`/admin/users/${e.target._id}`} className="text-primary underline underline-offset-2">
        {e.target.label}
      </Link>
    ) : e.target.type === 'problem' ? (
      <Link to={`/problem/${e.target._id}`} className="text-primary underline underline-offset-2">
        {e.target.label}
      </Link>
    ) : (
      e.target.label
    );
  return (
    <tr className="border-b border-border align-top last:border-0">
      <td className="py-3 pr-4 text-sm whitespace-nowrap text-muted">
        <time dateTime={e.at}>{WHEN.format(new Date(e.at))}</time>
      </td>
      <td className="py-3 pr-4 text-sm">{e.actor.name}</td>
      <td className="py-3 pr-4 text-sm font-medium">{AUDIT_ACTION_LABELS[e.action]}</td>
      <td className="py-3 pr-4 text-sm break-all">{target}</td>
      <td className="py-3 pr-4 text-xs">
        <Fields value={e.before} />
      </td>
      <td className="py-3 text-xs">
        <Fields value={e.after} />
      </td>
    </tr>
  );
}

/**
 * The audit log (issue 26): every admin action, newest first, by action and by what was acted on.
 * It is read-only here and append-only in the database: nothing in the app edits or deletes it.
 */
export function AuditLog() {
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<AuditFilters>({
    action: '',
    target: params.get('target') ?? '',
    page: 1,
  });
  const [typed, setTyped] = useState(filters.target);
  const log = useAudit(filters);
  const onFilter = (ev: FormEvent) => {
    ev.preventDefault();
    setFilters((f) => ({ ...f, target: typed, page: 1 }));
  };

  let body: ReactNode;
  if (log.isPending) body = <Spinner label="Loading the audit log..." className="py-10" />;
  else if (log.isError)
    body = (
      <LoadError
        what="the audit log"
        message={log.error.message}
        onRetry={() => void log.refetch()}
        retrying={log.isFetching}
      />
    );
  else if (log.data.data.entries.length === 0)
    body = <p className="text-muted">No admin action recorded here.</p>;
  else {
    const { entries, pagination } = log.data.data;
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted" aria-live="polite">
          {pagination.total} action{pagination.total === 1 ? '' : 's'}, newest first.
        </p>
        <div className="overflow-x-auto rounded-xl border border-border bg-surface px-4">
          <table className="w-full min-w-[48rem] text-left">
            <caption className="sr-only">Admin actions</caption>
            <thead>
              <tr className="border-b border-border text-xs uppercase text-muted">
                {['When', 'Who', 'What', 'On', 'Before', 'After'].map((h) => (
                  <th key={h} scope="col" className="py-3 pr-4 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <Entry key={e._id} e={e} />
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          current={pagination.current}
          pages={pagination.pages}
          onChange={(page) => setFilters((f) => ({ ...f, page }))}
          label="Audit log pages"
        />
      </div>
    );
  }

  return (
    <AdminPage title="Audit Log" intro="Every admin action: who, what, when, on what, before and after.">
      <form
        onSubmit={onFilter}
        aria-label="Filter the audit log"
        className="flex flex-wrap items-end gap-3 rounded-xl border border-border bg-surface p-4"
      >
        <SelectField
          label="Action"
          value={filters.action}
          onChange={(e) =>
            setFilters((f) => ({
              ...f,
              page: 1,
              action: AUDIT_ACTIONS.find((a) => a === e.target.value) ?? '',
            }))
          }
          options={[
            { value: '', label: 'Every action' },
            ...AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] })),
          ]}
        />
        <TextField
          label="Id of the account or problem"
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.target.value)}
          className="min-w-[16rem] flex-1"
        />
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
      <div aria-busy={log.isFetching}>{body}</div>
    </AdminPage>
  );
}
