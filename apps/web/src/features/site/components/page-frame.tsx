import type { ReactNode } from 'react';

/** A footer page: a readable column with a title and a lead line. */
export function PageFrame({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-10 leading-relaxed">
      <title>{`${title} · CodeCoach`}</title>
      <header>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-2 text-lg text-muted">{lead}</p>
      </header>
      {children}
    </article>
  );
}

export function H2({ children }: { children: ReactNode }) {
  return <h2 className="mt-4 text-xl font-semibold">{children}</h2>;
}
