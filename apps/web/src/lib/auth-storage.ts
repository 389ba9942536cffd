import type { User } from '@codecoach/contracts';

/** Spec §6: the login token lives in localStorage under `authToken`. */
const TOKEN_KEY = 'authToken';
/** The signed-in user, kept so screens (the leaderboard's "(You)") can match by e-mail. */
export const USER_KEY = 'user';

// The stored user is read back, and checked, by lib/stored-user.ts: its schema stays out of the
// entry chunk, which this module is part of.

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
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
