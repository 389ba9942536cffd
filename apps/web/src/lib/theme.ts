import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function readStoredTheme(): Theme | null {
  const value = localStorage.getItem(STORAGE_KEY);
  return value === 'light' || value === 'dark' ? value : null;
}

/** Pins the stored choice on <html>; without one the CSS follows the OS. Called before first paint. */
export function applyStoredTheme(): void {
  const stored = readStoredTheme();
  if (stored) document.documentElement.dataset.theme = stored;
  else delete document.documentElement.dataset.theme;
}

const listeners = new Set<() => void>();

function currentTheme(): Theme {
  return readStoredTheme() ?? (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', listener);
  };
}

/** The theme in effect (stored choice, else the OS's) and a toggle that pins the other one. */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme);
  const toggle = useCallback(() => {
    const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
    // Choosing the OS's own scheme returns to following the OS, so later OS changes apply again.
    const systemTheme: Theme = window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
    if (next === systemTheme) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, next);
    applyStoredTheme();
    for (const listener of listeners) listener();
  }, []);
  return { theme, toggle };
}

/** A choice made in Settings: `system` follows the OS, the others pin that theme. */
export function applyThemePreference(preference: Theme | 'system'): void {
  if (preference === 'system') localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, preference);
  applyStoredTheme();
  for (const listener of listeners) listener();
}
