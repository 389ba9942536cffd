import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

/**
 * Header, page, footer. The spec's floating chat button and side rail are left out until the
 * AI tutor and the analytics behind them exist, rather than shown doing nothing.
 */
export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Suspense fallback={<Spinner label="Loading..." className="py-24" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollToTop />
      <ScrollRestoration />
    </div>
  );
}
