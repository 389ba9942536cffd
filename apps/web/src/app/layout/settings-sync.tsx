import { useEffect } from 'react';
import { useSettings } from '../../features/account/api/settings.ts';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { applyThemePreference } from '../../lib/theme.ts';

/** Applies the signed-in learner's saved theme (Settings) on every device they sign in on. */
export function SettingsSync() {
  const { state } = useAuth();
  const settings = useSettings(state.status === 'signed-in');
  const theme = state.status === 'signed-in' ? settings.data?.data.settings.theme : undefined;
  useEffect(() => {
    if (theme) applyThemePreference(theme);
  }, [theme]);
  return null;
}
