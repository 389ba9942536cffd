import type { ContestDetail } from '@codecoach/contracts';
import { useState } from 'react';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getStoredUser } from '../../../lib/stored-user.ts';
import { useStandings, useUserRating } from '../api/get-standings.ts';
import { StandingsTable } from './standings-table.tsx';

/** Standings of a contest that is running (for onlookers) or over (final), with the caller's rating change. */
export function Results({ contest: c }: { contest: ContestDetail }) {
  const [page, setPage] = useState(1);
  const standings = useStandings(c._id, page);
  const me = getStoredUser()?._id;
  const data = standings.data?.data;
  const rated = c.status === 'ended' && c.rated;
  const rating = useUserRating(rated ? me : undefined, rated && data?.you ? c._id : undefined);
  const change = rating.data?.data.history.find((h) => h.contestId === c._id);
  return (
    <section
      aria-labelledby="results-title"
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5"
    >
      <h2 id="results-title" className="text-lg font-semibold">
        {c.status === 'ended' ? 'Final Standings' : 'Standings'}
      </h2>
      {change ? (
        <p className="rounded-lg bg-primary-soft px-3 py-2 text-sm font-semibold">
          Your rating: {change.oldRating} → {change.newRating} (
          {change.delta >= 0 ? `+${change.delta}` : change.delta}), rank #{change.rank}
        </p>
      ) : c.status === 'ended' && c.rated && data?.you ? (
        <p className="text-sm text-muted">Ratings are being computed (within a minute of the end).</p>
      ) : null}
      {data?.frozenNotice ? <p className="text-sm text-warning">{data.frozenNotice}</p> : null}
      {standings.isPending ? (
        <Spinner label="Loading standings..." />
      ) : standings.isError && !data ? (
        <p role="alert" className="text-sm text-danger">
          Could not load the standings: {standings.error.message}
        </p>
      ) : data && data.rows.length > 0 ? (
        <>
          <StandingsTable
            rows={data.rows}
            letters={c.problemList.map((p) => p.id)}
            format={c.format}
            meId={me}
            caption="Standings"
          />
          <Pagination
            current={page}
            pages={data.pagination.pages}
            onChange={setPage}
            label="Standings pages"
          />
        </>
      ) : (
        <p className="text-sm text-muted">Nobody submitted in this contest.</p>
      )}
    </section>
  );
}
