import type { ReactNode } from 'react';

/** The narrow card the signed-out account screens share. */
export function AuthCardFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-12">
      <title>{`${title} · CodeCoach`}</title>
      <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm">
        <h1 className="mb-4 text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </div>
  );
}
