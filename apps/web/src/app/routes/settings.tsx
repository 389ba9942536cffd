import { SettingsScreen } from '../../features/account/components/settings-screen.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';

/** Spec §2 titles it 'Settings Panel'; every section behind the title is real (issue 18). */
export function SettingsRoute() {
  const { signOut } = useAuth();
  return <SettingsScreen onDeleted={() => void signOut()} />;
}
