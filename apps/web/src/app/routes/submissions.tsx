import { SubmissionsScreen } from '../../features/submissions/components/submissions-screen.tsx';

export function SubmissionsRoute() {
  return <SubmissionsScreen />;
}
