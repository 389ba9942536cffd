import { Link } from 'react-router';
import { APP_NAME, LogoMark } from '../../components/ui/logo.tsx';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form.tsx';
import { SITE_PAGE_LABELS, SITE_PAGES } from '../routes/site-pages.ts';

/** The spec's footer links (§2), each to a real page. */
const LINKS = [
  { to: '/contests', label: 'Contests' },
  { to: '/analytics', label: 'Analytics' },
  ...SITE_PAGES.map((page) => ({ to: `/${page}`, label: SITE_PAGE_LABELS[page] })),
];

export function Footer() {
  return (
    <footer className="mt-16 border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[1fr_auto_minmax(0,22rem)]">
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-2">
            <LogoMark />
            <span className="text-lg font-bold">{APP_NAME}</span>
          </div>
          <p className="max-w-xs text-sm text-muted">
            Practise coding-interview problems, run real code against real tests, and watch yourself improve.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="mb-2 font-semibold">Explore</h2>
          <ul className="grid grid-cols-2 gap-x-8 gap-y-2 text-sm">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted hover:text-fg hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterForm />
      </div>
      <p className="border-t border-border px-4 py-4 text-center text-xs text-muted">
        © {new Date().getFullYear()} {APP_NAME}
      </p>
    </footer>
  );
}
