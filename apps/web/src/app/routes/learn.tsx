import { LearnScreen } from '../../features/learn/components/learn-screen.tsx';

export function LearnRoute() {
  return <LearnScreen />;
}
