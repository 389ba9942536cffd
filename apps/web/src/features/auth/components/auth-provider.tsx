import type { User } from '@codecoach/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError, setUnauthorizedHandler } from '../../../lib/api-client.ts';
import { clearSession, getToken, storeSession, storeUser } from '../../../lib/auth-storage.ts';
import { getMe } from '../api/get-me.ts';
import { logout } from '../api/logout.ts';
import { AuthContext, type AuthContextValue, type AuthState } from '../hooks/use-auth.ts';

interface AuthProviderProps {
  children: ReactNode;
  /** Where the app goes when the session ends (logout or any 401): spec §2 says /auth. */
  onSessionEnded: () => void;
}

export function AuthProvider({ children, onSessionEnded }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(() =>
    getToken() ? { status: 'checking', user: null } : { status: 'signed-out', user: null },
  );
  const [checkRun, setCheckRun] = useState(0);

  const endSession = useCallback(() => {
    clearSession();
    // Nothing fetched for the previous account may be shown to the next one.
    queryClient.removeQueries();
    setState({ status: 'signed-out', user: null });
    onSessionEnded();
  }, [queryClient, onSessionEnded]);

  useEffect(() => {
    setUnauthorizedHandler(endSession);
  }, [endSession]);

  // The session check, at start and on retry; a 401 is handled by the unauthorized handler.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checkRun is the retry trigger.
  useEffect(() => {
    if (!getToken()) return;
    const controller = new AbortController();
    getMe(controller.signal)
      .then(({ user }) => {
        storeUser(user);
        setState({ status: 'signed-in', user });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) return;
        const message = error instanceof Error ? error.message : 'Could not check your session.';
        setState({ status: 'error', user: null, message });
      });
    return () => controller.abort();
  }, [checkRun]);

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      signIn: (token: string, user: User) => {
        storeSession(token, user);
        queryClient.removeQueries();
        setState({ status: 'signed-in', user });
      },
      signOut: async () => {
        try {
          await logout();
        } catch {
          // Signing out here must work even when the server cannot be reached; the token
          // then simply expires on the server.
        }
        endSession();
      },
      updateUser: (user: User) => {
        storeUser(user);
        setState({ status: 'signed-in', user });
      },
      retry: () => {
        setState({ status: 'checking', user: null });
        setCheckRun((n) => n + 1);
      },
    }),
    [state, queryClient, endSession],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
