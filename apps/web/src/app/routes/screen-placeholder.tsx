/**
 * A screen whose issue has not landed yet: its title and a plain statement, nothing that
 * looks like it works.
 */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10">
      <title>{`${title} · CodeCoach`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-muted">This screen is not built yet.</p>
    </div>
  );
}
