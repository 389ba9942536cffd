import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditEntry } from '@codecoach/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type AuditFilters, useAudit } from '../api/audit.ts';
import { AdminPage, WHEN } from './admin-page.tsx';
import { AdminTable } from './admin-table.tsx';

/**
 * `{state: "active"}` as "state: active", one field per line. A long value without spaces (a
 * contest's problems as JSON) wraps anywhere rather than widening the table.
 */
function Fields({ value }: { value: Record<string, unknown> | null }) {
  if (!value) return <span className="text-muted">-</span>;
  return (
    <ul className="wrap-anywhere">
      {Object.entries(value).map(([k, v]) => (
        <li key={k}>
          <span className="text-muted">{k}:</span> {typeof v === 'string' ? v : JSON.stringify(v)}
        </li>
      ))}
    </ul>
  );
}

/** The page an entry's target opens, by its type; a target without one (the system) is its label. */
const TARGET_PAGES = new Map<string, (id: string) => string>([
  ['user', (id) => `/admin/users/${id}`],
  ['problem', (id) => `/problem/${id}`],
  ['contest', (id) => `/contest/${id}`],
]);

function Entry({ e }: { e: AuditEntry }) {
  const page = TARGET_PAGES.get(e.target.type);
  const target = page ? (
    <Link to={page(e.target._id)} className="text-primary underline underline-offset-2">
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
          label="Id of the account, problem or contest"
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.target.value)}
          className="min-w-[16rem] flex-1"
        />
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
      <AdminTable
        query={{
          ...log,
          page: log.data && { rows: log.data.data.entries, pagination: log.data.data.pagination },
        }}
        loading="Loading the audit log..."
        what="the audit log"
        noun={['action', 'actions']}
        empty="No admin action recorded here."
        caption="Admin actions"
        pagesLabel="Audit log pages"
        headers={['When', 'Who', 'What', 'On', 'Before', 'After']}
        minWidth="min-w-[48rem]"
        row={(e) => <Entry key={e._id} e={e} />}
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
      />
    </AdminPage>
  );
}
