import { CONTEST_TEXTS, type ContestDetail, type ContestProblem } from '@codecoach/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { getStoredUser } from '../../../lib/stored-user.ts';
import { useVirtualStanding } from '../api/get-standings.ts';
import { joinContest } from '../api/participate.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { useLiveBoard } from '../hooks/use-live-board.ts';
import { ProblemDialog } from './problem-dialog.tsx';
import { StandingsTable } from './standings-table.tsx';

/**
 * The in-contest view (spec §2): Exit Contest, Time Remaining, the problem list, the live top 10
 * and Your Standing. In a virtual run the board is the real one at the same minute.
 */
export function InContest({
  contest: c,
  endTime,
  offset,
  virtual,
}: {
  contest: ContestDetail;
  endTime: string;
  offset: number;
  virtual: boolean;
}) {
  const navigate = useNavigate();
  const me = getStoredUser()?._id;
  const [joinError, setJoinError] = useState<string | null>(null);
  const [open, setOpen] = useState<ContestProblem | null>(null);
  const live = useLiveBoard(c._id, !virtual);
  const virtualBoard = useVirtualStanding(c._id, virtual);
  const left = useCountdown(endTime, offset);
  const letters = c.problemList.map((p) => p.id);
  const queryClient = useQueryClient();

  // At 00:00:00 the contest (or the virtual run) is read again: the page turns into its results.
  useEffect(() => {
    if (left.over) void queryClient.invalidateQueries({ queryKey: ['contests'] });
  }, [left.over, queryClient]);

  useEffect(() => {
    if (virtual) return;
    joinContest(c._id).catch((e: Error) => setJoinError(`${CONTEST_TEXTS.joinFailed} (${e.message})`));
  }, [c._id, virtual]);

  const top = virtual ? (virtualBoard.data?.data.top ?? []) : (live.board?.rows ?? []);
  const you = virtual ? (virtualBoard.data?.data.you ?? null) : (live.board?.you ?? null);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <title>{`${c.name} · CodeCoach`}</title>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{c.name}</h1>
          <p className="text-sm text-muted">
            {virtual
              ? 'Virtual run: your own timer, against the real standings at the same minute.'
              : c.format === 'icpc'
                ? 'ICPC rules: solved, then penalty minutes (20 per rejected submission).'
                : 'Points; ties broken by finish time (+5 minutes per rejected submission).'}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <p className="rounded-lg border border-border bg-surface px-3 py-2 text-sm">
            Time Remaining:{' '}
            <span role="timer" aria-live="off" className="font-mono text-lg font-semibold">
              {left.text}
            </span>
          </p>
          <Button variant="secondary" onClick={() => navigate('/contests')}>
            Exit Contest
          </Button>
        </div>
      </div>
      {joinError ? <Alert tone="error">{joinError}</Alert> : null}
      {live.board?.frozenNotice ? <Alert tone="warning">{live.board.frozenNotice}</Alert> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby="problems-title" className="rounded-xl border border-border bg-surface p-5">
          <h2 id="problems-title" className="mb-3 text-lg font-semibold">
            Problems
          </h2>
          <ul className="flex flex-col gap-2">
            {c.problemList.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  onClick={() => setOpen(p)}
                  className="flex w-full items-center justify-between gap-3 rounded-lg border border-border px-3 py-2 text-left hover:bg-surface-2"
                >
                  <span>
                    <span className="font-semibold">{p.id}.</span> {p.title}
                  </span>
                  <span className="text-sm text-muted">
                    {p.points} pts
                    {p.yourStatus === 'solved'
                      ? ' · Solved'
                      : p.yourStatus === 'attempted'
                        ? ' · Attempted'
                        : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
        <div className="flex flex-col gap-6">
          <section
            aria-labelledby="standing-title"
            className="rounded-xl border border-border bg-surface p-5"
          >
            <h2 id="standing-title" className="text-lg font-semibold">
              Your Standing
            </h2>
            <p aria-live="polite" className="mt-2 text-sm">
              {you
                ? `Rank #${you.rank} · Score ${you.score} · ${you.problemsSolved} solved`
                : virtual
                  ? `Rank #${virtualBoard.data?.data.rank ?? '-'}: no accepted yet`
                  : 'No submission yet: solve a problem to appear on the board.'}
            </p>
          </section>
          <section aria-labelledby="top-title" className="rounded-xl border border-border bg-surface p-5">
            <h2 id="top-title" className="mb-3 text-lg font-semibold">
              Leaderboard (top 10){virtual ? '' : live.connected ? ' · live' : ''}
            </h2>
            {top.length === 0 ? (
              <p className="text-sm text-muted">Nobody is on the board yet.</p>
            ) : (
              <StandingsTable rows={top} letters={letters} format={c.format} meId={me} caption="Top 10" />
            )}
          </section>
        </div>
      </div>
      <ProblemDialog contestId={c._id} problem={open} onClose={() => setOpen(null)} />
    </div>
  );
}
