import type { ContestDetail, ContestSummary, ContestTab } from '@codecoach/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { fetchContest, useContestPage } from '../api/get-contests.ts';
import { clockOffset } from '../lib/time.ts';
import { ContestTabs, TAB_LABELS } from './contest-tabs.tsx';
import { CreateContestDialog } from './create-contest-dialog.tsx';

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Row({
  c,
  onEdit,
  loading,
}: {
  c: ContestSummary;
  onEdit: (c: ContestSummary) => void;
  loading: boolean;
}) {
  return (
    <li className="flex flex-col gap-3 border-b border-border py-3 last:border-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <Link to={`/contest/${c._id}`} className="font-semibold text-primary underline underline-offset-2">
          {c.name}
        </Link>
        <p className="text-sm text-muted">
          <time dateTime={c.startTime}>{WHEN.format(new Date(c.startTime))}</time> · {c.duration} min ·{' '}
          {c.format === 'icpc' ? 'ICPC' : 'Points'} · {c.visibility === 'public' ? 'Public' : 'Private'}
          {c.rated ? ', rated' : ''} · {c.participants}
          {c.maxParticipants ? ` of ${c.maxParticipants}` : ''} registered · {c.problems.length} problem
          {c.problems.length === 1 ? '' : 's'}
        </p>
      </div>
      {c.status === 'upcoming' ? (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onEdit(c)}
          disabled={loading}
          aria-label={`Edit ${c.name}`}
          className="self-start sm:self-center"
        >
          {loading ? 'Opening...' : 'Edit'}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The admin's Manage Contests (the one real Quick Action, decision 015): every contest by tab,
 * public and private, with Create and, before a contest starts, Edit in the same dialog.
 */
export function ManageContests() {
  const [tab, setTab] = useState<ContestTab>('upcoming');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  // The contest to edit, with the server's clock minus the browser's when its detail came.
  const [editing, setEditing] = useState<{ contest: ContestDetail; offset: number } | null>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const list = useContestPage(tab, page);

  const onEdit = async (c: ContestSummary) => {
    setProblem(null);
    setOpening(c._id);
    try {
      const answer = await fetchContest(c._id);
      const detail = answer.data.contest;
      if (detail.canEdit) setEditing({ contest: detail, offset: clockOffset(answer.data.serverNow) });
      else setProblem(`${c.name} has started: a contest can be changed only before its start.`);
    } catch (e) {
      setProblem(`Could not open ${c.name}: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setOpening(null);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:py-10">
      <title>Manage Contests · CodeCoach</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm">
            <Link to="/admin" className="text-primary underline underline-offset-2">
              Admin Dashboard
            </Link>
          </p>
          <h1 className="text-3xl font-bold">Manage Contests</h1>
          <p className="mt-1 text-muted">Every contest, public and private. Edit one until it starts.</p>
        </div>
        <Button onClick={() => setCreating(true)}>Create Contest</Button>
      </div>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <ContestTabs
        label="Contests to manage"
        tab={tab}
        onChange={(t) => {
          setTab(t);
          setPage(1);
        }}
        list={list}
      >
        {(data) => (
          <div className="flex flex-col gap-4">
            <ul
              className="rounded-xl border border-border bg-surface px-4"
              aria-label={`${TAB_LABELS[tab]} contests`}
            >
              {data.contests.map((c) => (
                <Row key={c._id} c={c} onEdit={(x) => void onEdit(x)} loading={opening === c._id} />
              ))}
            </ul>
            <Pagination
              current={data.pagination.current}
              pages={data.pagination.pages}
              onChange={setPage}
              label="Contest pages"
            />
          </div>
        )}
      </ContestTabs>
      <CreateContestDialog
        open={creating}
        onClose={() => setCreating(false)}
        serverOffset={list.data?.offset}
      />
      {editing ? (
        <CreateContestDialog
          key={editing.contest._id}
          open
          contest={editing.contest}
          serverOffset={editing.offset}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
