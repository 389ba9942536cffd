import { type ReactNode, useId } from 'react';

/** One titled part of the settings or profile screens. */
export function Section({
  title,
  description,
  children,
  tone = 'normal',
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tone?: 'normal' | 'danger';
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border bg-surface p-5 ${tone === 'danger' ? 'border-danger/50' : 'border-border'}`}
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
