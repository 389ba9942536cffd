import { type LeaderboardUser, TIMEFRAME_LABELS, TIMEFRAMES, type Timeframe } from '@codecoach/contracts';
import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { fetchFailure, LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { getStoredUser } from '../../../lib/stored-user.ts';
import { useLeaderboard } from '../api/get-leaderboard.ts';
import { HighlightCards } from './highlight-cards.tsx';
import { Podium } from './podium.tsx';
import { Rankings } from './rankings.tsx';

const sinceFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The leaderboard (spec §2): points earned in the timeframe, podium, rankings, highlights. The
 * caller's rows are found by e-mail, as the spec says. A failure shows the error and a Retry,
 * never sample rankings.
 */
export function LeaderboardScreen() {
  const [timeframe, setTimeframe] = useState<Timeframe>('all');
  const board = useLeaderboard(timeframe);
  const data = board.data?.data;
  const email = getStoredUser()?.email;
  const isYou = (u: LeaderboardUser) => email !== undefined && u.email === email;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:py-10">
      <title>Leaderboard · CodeCoach</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Leaderboard</h1>
          <p className="mt-1 text-muted">
            Points from first accepted solves
            {data?.since ? ` since ${sinceFormat.format(new Date(data.since))} (UTC)` : ', all time'}.
          </p>
        </div>
        {data ? (
          <p className="rounded-lg bg-primary-soft px-3 py-2 font-semibold" aria-live="polite">
            Your Rank: {data.you.statistics.rank === null ? 'Unranked' : `#${data.you.statistics.rank}`}
          </p>
        ) : null}
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Timeframe</legend>
        {TIMEFRAMES.map((t) => (
          <button
            key={t}
            type="button"
            aria-pressed={timeframe === t}
            onClick={() => setTimeframe(t)}
            className={`h-9 rounded-lg border px-3 text-sm font-medium transition-colors ${
              timeframe === t
                ? 'border-primary bg-primary text-primary-fg'
                : 'border-border bg-surface hover:bg-surface-2'
            }`}
          >
            {TIMEFRAME_LABELS[t]}
          </button>
        ))}
      </fieldset>
      {board.isPending ? (
        <Spinner label="Loading leaderboard..." className="py-24" />
      ) : !data ? (
        <LoadError
          what="the leaderboard"
          title={fetchFailure('leaderboard', board.error, true)}
          message={board.error?.message ?? 'Unknown error'}
          onRetry={() => void board.refetch()}
          retrying={board.isFetching}
        />
      ) : (
        <div
          className={`flex flex-col gap-6 ${board.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={board.isFetching}
        >
          {board.isError ? (
            <LoadError
              what="the leaderboard"
              title={fetchFailure('leaderboard', board.error, true)}
              message={board.error.message}
              onRetry={() => void board.refetch()}
              retrying={board.isFetching}
            />
          ) : null}
          {data.leaderboard.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-surface px-4 py-16 text-center">
              <p className="text-lg font-semibold">No Data Available</p>
              <p className="text-sm text-muted">Nobody has earned points in this timeframe yet.</p>
              <ButtonLink to="/practice">Start Practicing</ButtonLink>
            </div>
          ) : (
            <>
              <Podium top={data.leaderboard.slice(0, 3)} isYou={isYou} />
              <HighlightCards rows={data.leaderboard} isYou={isYou} />
              <Rankings rows={data.leaderboard} you={data.you} isYou={isYou} />
              <p className="text-xs text-muted">
                {data.total} ranked {data.total === 1 ? 'learner' : 'learners'}; ties go to whoever reached
                the score first.
              </p>
            </>
          )}
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/practice">Practice Problems</ButtonLink>
            <ButtonLink to="/dashboard" variant="secondary">
              Back to Dashboard
            </ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}
