import { Spinner } from '../../components/ui/spinner.tsx';
import { TimeZoneGate } from '../../features/activity/components/time-zone-gate.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { DashboardScreen } from '../../features/dashboard/components/dashboard-screen.tsx';
import { LearnDashboardPanel } from '../../features/learn/components/learn-dashboard-panel.tsx';

export function DashboardRoute() {
  const { state } = useAuth();
  const name = state.status === 'signed-in' ? state.user.name : '';
  return (
    <TimeZoneGate fallback={<Spinner label="Loading Dashboard..." className="py-24" />}>
      <DashboardScreen name={name} aside={<LearnDashboardPanel />} />
    </TimeZoneGate>
  );
}
