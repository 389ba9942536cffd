import type { User } from '@codecoach/contracts';
import { createContext, useContext } from 'react';

export type AuthState =
  | { status: 'checking'; user: null }
  | { status: 'signed-in'; user: User }
  | { status: 'signed-out'; user: null }
  /** The session could not be checked (server unreachable or failing); not the same as signed out. */
  | { status: 'error'; user: null; message: string };

export interface AuthContextValue {
  state: AuthState;
  /** Stores the token and user from sign-in or sign-up. */
  signIn: (token: string, user: User) => void;
  /** Revokes the token on the server (best effort), forgets it here and goes to /auth. */
  signOut: () => Promise<void>;
  /** The signed-in user's own fields changed (a new name or e-mail). */
  updateUser: (user: User) => void;
  /** Checks the stored token again after a failed check. */
  retry: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
