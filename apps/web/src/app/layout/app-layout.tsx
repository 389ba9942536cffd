import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SettingsSync } from './settings-sync.tsx';

/**
 * Its own chunk: the rail's data code stays out of the entry chunk, whose zod schemas must be built
 * after lib/zod-setup.ts has turned zod's eval probe off (the CSP's Trusted Types).
 */
const SideRail = lazy(() =>
  import('../../features/learn/components/side-rail.tsx').then((m) => ({ default: m.SideRail })),
);

/**
 * Its own chunk too, as only a signed-in learner has it: the chat's markdown renderer and the tutor's
 * schemas stay off the landing page (its JavaScript budget).
 */
const ChatButton = lazy(() =>
  import('../../features/tutor-chat/components/chat-button.tsx').then((m) => ({ default: m.ChatButton })),
);

/** The solve screens (editor): no side rail there, so nothing can cover the editor. */
const EDITOR_ROUTE = /^\/(solve|problem)\/|^\/contest\/[^/]+\/problem\//;

/**
 * Header, page (with the side rail beside it when signed in: Analytics, Goals, Streak,
 * Achievements, decision 017), footer. Scroll to top and, for a signed-in learner, the chat button
 * (the AI tutor) sit in the sticky header: floating over the page, they covered its controls,
 * and no corner of the page is free of controls on every screen at every scroll.
 */
export function AppLayout() {
  const { state } = useAuth();
  const { pathname } = useLocation();
  const signedIn = state.status === 'signed-in';
  const rail = signedIn && !EDITOR_ROUTE.test(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <SettingsSync />
      <Header
        tools={
          <>
            <ScrollToTop />
            {/* The tutor is off inside a contest (decision 015): no chat on a contest's pages either. */}
            {signedIn && !pathname.startsWith('/contest/') ? (
              <Suspense fallback={<span aria-hidden="true" className="size-9 rounded-full bg-surface-2" />}>
                <ChatButton />
              </Suspense>
            ) : null}
          </>
        }
      />
      <div className="flex flex-1">
        <main id="main" tabIndex={-1} className="flex min-w-0 flex-1 flex-col outline-none">
          <Suspense fallback={<Spinner label="Loading..." className="py-24" />}>
            <Outlet />
          </Suspense>
        </main>
        {rail ? (
          <Suspense fallback={null}>
            <SideRail />
          </Suspense>
        ) : null}
      </div>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
