import { Spinner } from '../../components/ui/spinner.tsx';
import { TimeZoneGate } from '../../features/activity/components/time-zone-gate.tsx';
import { LeaderboardScreen } from '../../features/leaderboard/components/leaderboard-screen.tsx';

export function LeaderboardRoute() {
  return (
    <TimeZoneGate fallback={<Spinner label="Loading leaderboard..." className="py-24" />}>
      <LeaderboardScreen />
    </TimeZoneGate>
  );
}
