import { lazy, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { RequireAdmin } from './guards/require-admin.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { SignedOutOnly } from './guards/signed-out-only.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteError } from './routes/route-error.tsx';
import { SITE_PAGES } from './routes/site-pages.ts';

/** Each screen is its own chunk (React.lazy), so the landing page carries only its own code. */
function lazyRoute(load: () => Promise<() => ReactNode>) {
  const Screen = lazy(async () => ({ default: await load() }));
  return <Screen />;
}

// One element per screen reached by several paths.
const solve = lazyRoute(() => import('./routes/solve.tsx').then((m) => m.SolveRoute));
const profile = lazyRoute(() => import('./routes/profile.tsx').then((m) => m.ProfileRoute));
const contests = lazyRoute(() => import('./routes/contests.tsx').then((m) => m.ContestsRoute));

/** The route table of spec §2. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: lazyRoute(() => import('./routes/landing.tsx').then((m) => m.LandingRoute)) },
      ...SITE_PAGES.map((page) => ({
        path: page,
        element: lazyRoute(() => import('./routes/site.tsx').then((m) => m.siteRoute(page))),
      })),
      {
        path: 'forgot-password',
        element: lazyRoute(() => import('./routes/account-links.tsx').then((m) => m.ForgotPasswordRoute)),
      },
      {
        path: 'reset-password',
        element: lazyRoute(() => import('./routes/account-links.tsx').then((m) => m.ResetPasswordRoute)),
      },
      {
        path: 'confirm-email',
        element: lazyRoute(() => import('./routes/account-links.tsx').then((m) => m.ConfirmEmailRoute)),
      },
      {
        element: <SignedOutOnly />,
        children: [
          { path: 'auth', element: lazyRoute(() => import('./routes/auth.tsx').then((m) => m.AuthRoute)) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'dashboard',
            element: lazyRoute(() => import('./routes/dashboard.tsx').then((m) => m.DashboardRoute)),
          },
          {
            path: 'practice',
            element: lazyRoute(() => import('./routes/practice.tsx').then((m) => m.PracticeRoute)),
          },
          { path: 'problem/:id', element: solve },
          { path: 'solve/:problemId', element: solve },
          { path: 'contest/:id/problem/:problemId', element: solve },
          { path: 'contests', element: contests },
          { path: 'contest/:id', element: contests },
          {
            path: 'leaderboard',
            element: lazyRoute(() => import('./routes/leaderboard.tsx').then((m) => m.LeaderboardRoute)),
          },
          { path: 'learn', element: lazyRoute(() => import('./routes/learn.tsx').then((m) => m.LearnRoute)) },
          {
            path: 'submissions',
            element: lazyRoute(() => import('./routes/submissions.tsx').then((m) => m.SubmissionsRoute)),
          },
          {
            path: 'analytics',
            element: lazyRoute(() => import('./routes/analytics.tsx').then((m) => m.AnalyticsRoute)),
          },
          { path: 'profile', element: profile },
          { path: 'profile/:id', element: profile },
          {
            path: 'settings',
            element: lazyRoute(() => import('./routes/settings.tsx').then((m) => m.SettingsRoute)),
          },
          {
            element: <RequireAdmin />,
            // The admin screens share one chunk and one route table (routes/admin-area.tsx): a
            // route each here would weigh on every visitor's entry chunk.
            children: [
              {
                path: 'admin/*',
                element: lazyRoute(() => import('./routes/admin-area.tsx').then((m) => m.AdminArea)),
              },
            ],
          },
        ],
      },
      {
        path: '404',
        element: lazyRoute(() => import('./routes/not-found.tsx').then((m) => m.NotFoundRoute)),
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
