import { Spinner } from '../../components/ui/spinner.tsx';
import { TimeZoneGate } from '../../features/activity/components/time-zone-gate.tsx';
import { RatingBoard } from '../../features/contests/components/rating-board.tsx';
import { LeaderboardScreen } from '../../features/leaderboard/components/leaderboard-screen.tsx';

/** Points rankings, then the contest ratings (decision 015), composed here: features do not import each other. */
export function LeaderboardRoute() {
  return (
    <TimeZoneGate fallback={<Spinner label="Loading leaderboard..." className="py-24" />}>
      <LeaderboardScreen />
      <div className="mx-auto w-full max-w-6xl px-4 pb-10">
        <RatingBoard />
      </div>
    </TimeZoneGate>
  );
}
