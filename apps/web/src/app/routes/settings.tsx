/** Spec §2: a placeholder with these two exact texts. */
export function SettingsRoute() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col items-center px-4 py-24 text-center">
      <title>Settings · CodeCoach</title>
      <h1 className="text-3xl font-bold">Settings Panel</h1>
      <p className="mt-3 text-muted">Advanced settings panel coming soon</p>
    </div>
  );
}
