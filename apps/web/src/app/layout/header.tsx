import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { CloseIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { APP_NAME, LogoMark } from '../../components/ui/logo.tsx';
import { ThemeToggle } from '../../components/ui/theme-toggle.tsx';
import { useUpdateSettings } from '../../features/account/api/settings.ts';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';

// The account menu (Radix, with its positioning engine) is only needed once signed in, so it
// stays out of the landing page's JavaScript.
const UserMenu = lazy(() =>
  import('../../features/auth/components/user-menu.tsx').then((m) => ({ default: m.UserMenu })),
);

/** Spec §2 header nav, shown only when signed in; Admin is added for admins (spec §6). */
const NAV = [
  { to: '/', label: 'Home', end: true },
  { to: '/dashboard', label: 'Dashboard', end: false },
  { to: '/practice', label: 'Practice', end: false },
  { to: '/leaderboard', label: 'Leaderboard', end: false },
  { to: '/learn', label: 'Learn', end: false },
];

function navItems(isAdmin: boolean) {
  return isAdmin ? [...NAV, { to: '/admin', label: 'Admin', end: false }] : NAV;
}

// Between md and lg the bar is tightest (nav, Scroll to top, the tutor's button, theme, account).
const linkClass = ({ isActive }: { isActive: boolean }) =>
  'rounded-lg px-3 py-2 text-sm font-medium transition-colors md:max-lg:px-2 ' +
  (isActive ? 'bg-primary-soft text-primary' : 'text-muted hover:bg-surface-2 hover:text-fg');

/**
 * `tools`: the layout's always-there buttons (Scroll to top, the AI tutor's chat), docked in the
 * sticky header beside the theme toggle, where no page content can ever be beneath them.
 */
export function Header({ tools }: { tools?: ReactNode }) {
  const { state } = useAuth();
  const signedIn = state.status === 'signed-in';
  const saveSettings = useUpdateSettings();
  const isAdmin = signedIn && state.user.role === 'admin';
  const [menuOpen, setMenuOpen] = useState(false);
  const mobileNavId = useId();
  const location = useLocation();

  // A followed link closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location change is the trigger.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-border bg-surface/90 backdrop-blur">
      {/* Relative: the tutor's chat panel opens just below the bar, aligned with its right edge. */}
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link
          to={signedIn ? '/dashboard' : '/'}
          className="flex items-center gap-2 rounded-lg"
          aria-label={`${APP_NAME} home`}
        >
          <LogoMark />
          <span
            className={`hidden text-lg font-bold tracking-tight min-[420px]:inline ${signedIn ? 'md:max-lg:hidden' : ''}`}
          >
            {APP_NAME}
          </span>
        </Link>

        {signedIn ? (
          <nav aria-label="Main" className="ml-4 hidden md:block">
            <ul className="flex items-center gap-1">
              {navItems(isAdmin).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={linkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          {tools}
          <ThemeToggle onToggled={signedIn ? (theme) => saveSettings.mutate({ theme }) : undefined} />
          {signedIn ? (
            <>
              <Suspense fallback={<span aria-hidden="true" className="size-10 rounded-full bg-surface-2" />}>
                <UserMenu />
              </Suspense>
              <button
                type="button"
                aria-expanded={menuOpen}
                aria-controls={mobileNavId}
                aria-label={menuOpen ? 'Close navigation menu' : 'Open navigation menu'}
                onClick={() => setMenuOpen((o) => !o)}
                className="flex size-9 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg md:hidden"
              >
                {menuOpen ? <CloseIcon /> : <MenuIcon />}
              </button>
            </>
          ) : null}
          {state.status === 'signed-out' || state.status === 'error' ? (
            <>
              <ButtonLink to="/auth" variant="ghost" size="sm">
                Sign In
              </ButtonLink>
              <ButtonLink to="/auth?mode=signup" size="sm">
                Get Started
              </ButtonLink>
            </>
          ) : null}
        </div>
      </div>

      {signedIn ? (
        <nav
          id={mobileNavId}
          aria-label="Main"
          hidden={!menuOpen}
          className="border-t border-border px-4 py-2 md:hidden"
        >
          <ul className="flex flex-col gap-1">
            {navItems(isAdmin).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={(s) => `block ${linkClass(s)}`}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
