import { PracticeScreen } from '../../features/practice/components/practice-screen.tsx';

export function PracticeRoute() {
  return <PracticeScreen />;
}
