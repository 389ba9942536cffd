import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of every admin screen: the way back to the dashboard, the title, a line on what it is. */
export function AdminPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:py-10">
      <title>{`${title} · CodeCoach`}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm">
            <Link to="/admin" className="text-primary underline underline-offset-2">
              Admin Dashboard
            </Link>
          </p>
          <h1 className="text-3xl font-bold break-words">{title}</h1>
          <p className="mt-1 text-muted">{intro}</p>
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

export const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
