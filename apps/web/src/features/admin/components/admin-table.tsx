import type { Pagination as Page } from '@codecoach/contracts';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** What an admin list's query gives (a TanStack Query result, reduced to what is read here). */
interface ListQuery<T> {
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
  /** The rows and their pagination, once they came. */
  page: { rows: readonly T[]; pagination: Page } | undefined;
}

/**
 * The list of every admin screen (Manage Users, Manage Problems, the audit log): loading, a
 * failure with Retry, nothing found, or how many there are, the table and its pages.
 */
export function AdminTable<T>({
  query,
  loading,
  what,
  noun,
  empty,
  caption,
  pagesLabel,
  headers,
  minWidth,
  row,
  onPage,
}: {
  query: ListQuery<T>;
  /** The spinner's text: "Loading users...". */
  loading: string;
  /** What failed to load: "the users" ("Could not load the users: ..."). */
  what: string;
  /** One row, and several: ['account', 'accounts'] ("3 accounts, newest first."). */
  noun: readonly [string, string];
  empty: string;
  caption: string;
  pagesLabel: string;
  headers: readonly string[];
  minWidth: string;
  row: (item: T) => ReactNode;
  onPage: (page: number) => void;
}) {
  let body: ReactNode;
  if (query.isPending) body = <Spinner label={loading} className="py-10" />;
  else if (query.error)
    body = (
      <LoadError
        what={what}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (!query.page || query.page.rows.length === 0) body = <p className="text-muted">{empty}</p>;
  else {
    const { rows, pagination } = query.page;
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted" aria-live="polite">
          {pagination.total} {pagination.total === 1 ? noun[0] : noun[1]}, newest first.
        </p>
        <div className="overflow-x-auto rounded-xl border border-border bg-surface px-4">
          <table className={`w-full text-left ${minWidth}`}>
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-border text-xs uppercase text-muted">
                {headers.map((h) => (
                  <th key={h} scope="col" className="py-3 pr-4 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{rows.map(row)}</tbody>
          </table>
        </div>
        <Pagination
          current={pagination.current}
          pages={pagination.pages}
          onChange={onPage}
          label={pagesLabel}
        />
      </div>
    );
  }
  return <div aria-busy={query.isFetching}>{body}</div>;
}
