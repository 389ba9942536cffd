import { Spinner } from '../../components/ui/spinner.tsx';
import { TimeZoneGate } from '../../features/activity/components/time-zone-gate.tsx';
import { AnalyticsScreen } from '../../features/analytics/components/analytics-screen.tsx';

/** Its own chunk (router.tsx): Recharts is loaded only when this screen is opened. */
export function AnalyticsRoute() {
  return (
    <TimeZoneGate fallback={<Spinner label="Loading Analytics..." className="py-24" />}>
      <AnalyticsScreen />
    </TimeZoneGate>
  );
}
