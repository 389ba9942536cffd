import { useParams, useSearchParams } from 'react-router';
import { ContestView } from '../../features/contests/components/contest-view.tsx';
import { ContestsScreen } from '../../features/contests/components/contests-screen.tsx';

/** /contests and /contest/:id (spec §2). */
export function ContestsRoute() {
  const { id } = useParams();
  const [search] = useSearchParams();
  return id ? <ContestView key={id} id={id} invite={search.get('invite')} /> : <ContestsScreen />;
}
