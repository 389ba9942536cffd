import { useParams } from 'react-router';
import { ProfileScreen, PublicProfileScreen } from '../../features/account/components/profile-screen.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';

/** /profile (the learner's own) and /profile/:id (anyone's public, read-only profile). */
export function ProfileRoute() {
  const { id } = useParams();
  const { updateUser } = useAuth();
  if (id) return <PublicProfileScreen id={id} />;
  return <ProfileScreen onUser={updateUser} />;
}
