import { type AdminUserSummary, USER_ROLES, USER_STATES } from '@codecoach/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type UserFilters, useAdminUsers } from '../api/admin-users.ts';
import { AdminPage, WHEN } from './admin-page.tsx';
import { AdminTable } from './admin-table.tsx';

export const ROLE_LABELS = { user: 'Learner', admin: 'Admin' } as const;
export const STATE_LABELS = { active: 'Active', disabled: 'Disabled', deleted: 'Deleted' } as const;

export function StateBadge({ state }: { state: AdminUserSummary['state'] }) {
  const tone =
    state === 'active'
      ? 'border-success text-success'
      : state === 'disabled'
        ? 'border-danger text-danger'
        : '';
  return (
    <span
      className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${tone || 'border-border text-muted'}`}
    >
      {STATE_LABELS[state]}
    </span>
  );
}

function UserRow({ u }: { u: AdminUserSummary }) {
  return (
    <tr className="border-b border-border last:border-0">
      <td className="py-3 pr-4">
        <Link
          to={`/admin/users/${u._id}`}
          className="font-semibold text-primary underline underline-offset-2"
        >
          {u.name}
        </Link>
        <p className="break-all text-xs text-muted">{u.email}</p>
      </td>
      <td className="py-3 pr-4 text-sm">{ROLE_LABELS[u.role]}</td>
      <td className="py-3 pr-4">
        <StateBadge state={u.state} />
      </td>
      <td className="py-3 pr-4 text-sm tabular-nums">
        {u.solved} solved · {u.submissions} judged
      </td>
      <td className="py-3 text-sm text-muted">
        <time dateTime={u.createdAt}>{WHEN.format(new Date(u.createdAt))}</time>
      </td>
    </tr>
  );
}

/** Manage Users (issue 26): search by name or e-mail, filter by role and state, a page at a time. */
export function ManageUsers() {
  const [filters, setFilters] = useState<UserFilters>({ q: '', role: '', state: '', page: 1 });
  const [typed, setTyped] = useState('');
  const list = useAdminUsers(filters);
  const set = (change: Partial<UserFilters>) => setFilters((f) => ({ ...f, page: 1, ...change }));
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    set({ q: typed });
  };

  return (
    <AdminPage
      title="Manage Users"
      intro="Every account: change a role, disable or re-enable, make a password-reset link, end sessions."
    >
      <form
        onSubmit={onSearch}
        aria-label="Search users"
        className="flex flex-wrap items-end gap-3 rounded-xl border border-border bg-surface p-4"
      >
        <TextField
          label="Name or e-mail"
          type="search"
          value={typed}
          maxLength={100}
          onChange={(e) => setTyped(e.target.value)}
          className="min-w-[14rem] flex-1"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
        <SelectField
          label="Role"
          value={filters.role}
          onChange={(e) => set({ role: USER_ROLES.find((r) => r === e.target.value) ?? '' })}
          options={[
            { value: '', label: 'Any role' },
            ...USER_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
          ]}
        />
        <SelectField
          label="State"
          value={filters.state}
          onChange={(e) => set({ state: USER_STATES.find((x) => x === e.target.value) ?? '' })}
          options={[
            { value: '', label: 'Any state' },
            ...USER_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] })),
          ]}
        />
      </form>
      <AdminTable
        query={{
          ...list,
          page: list.data && { rows: list.data.data.users, pagination: list.data.data.pagination },
        }}
        loading="Loading users..."
        what="the users"
        noun={['account', 'accounts']}
        empty="No account matches."
        caption="Accounts"
        pagesLabel="User pages"
        headers={['Name', 'Role', 'State', 'Progress', 'Joined']}
        minWidth="min-w-[40rem]"
        row={(u) => <UserRow key={u._id} u={u} />}
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
      />
    </AdminPage>
  );
}
