import { useSearchParams } from 'react-router';
import { LearnScreen } from '../../features/learn/components/learn-screen.tsx';

/** /learn, and /learn?tutorial=<id> (the tutor chat's links) opening that tutorial. */
export function LearnRoute() {
  const [params, setParams] = useSearchParams();
  return (
    <LearnScreen
      tutorial={params.get('tutorial')}
      onTutorialClosed={() =>
        setParams(
          (p) => {
            p.delete('tutorial');
            return p;
          },
          { replace: true },
        )
      }
    />
  );
}
