import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '../features/auth/components/auth-provider.tsx';
import { healthQuery } from '../features/health/api/get-health.ts';
import { ApiError } from '../lib/api-client.ts';
import { SPLASH_MS, Splash } from './layout/splash.tsx';
import { router } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change by asking again; network and 5xx failures get one more try.
      retry: (failureCount, error) =>
        failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

const goToAuth = () => void router.navigate('/auth', { replace: true });

export function App() {
  const [splash, setSplash] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setSplash(false), SPLASH_MS);
    // The spec's start-up API connection test: a warning for whoever runs the front end alone.
    queryClient.fetchQuery(healthQuery).catch(() => {
      console.warn(
        'CodeCoach could not reach its API at /api: the backend may not be running (port 5001 by default).',
      );
    });
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider onSessionEnded={goToAuth}>
        {/* The app loads and checks the session under the splash; inert keeps focus out of it meanwhile. */}
        <div inert={splash}>
          <RouterProvider router={router} />
        </div>
        {splash ? <Splash /> : null}
      </AuthProvider>
    </QueryClientProvider>
  );
}
