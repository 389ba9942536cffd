// Before any schema is built, whichever chunk the bundler puts this module in (lib/zod-setup.ts).
import './zod-setup.ts';
import { User } from '@codecoach/contracts';

/** Spec §6: the login token lives in localStorage under `authToken`. */
const TOKEN_KEY = 'authToken';
/** The signed-in user, kept so screens (the leaderboard's "(You)") can match by e-mail. */
const USER_KEY = 'user';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** The stored user, or null when absent or not a valid user (e.g. written by an older build). */
export function getStoredUser(): User | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed = User.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: User): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function storeUser(user: User): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
