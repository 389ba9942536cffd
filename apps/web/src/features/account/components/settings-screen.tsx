import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSettings } from '../api/settings.ts';
import { DataSection } from './data-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { PreferencesForm } from './preferences-form.tsx';
import { SessionsSection } from './sessions-section.tsx';

/** /settings: the spec's 'Settings Panel', with every setting real. */
export function SettingsScreen({ onDeleted }: { onDeleted: () => void }) {
  const settings = useSettings();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <title>Settings · CodeCoach</title>
      <div>
        <h1 className="text-3xl font-bold">Settings Panel</h1>
        <p className="mt-2 text-muted">Your preferences, your account's security, and your data.</p>
      </div>
      {settings.isPending ? <Spinner label="Loading settings..." className="py-12" /> : null}
      {settings.isError ? (
        <LoadError
          what="your settings"
          message={settings.error.message}
          onRetry={() => void settings.refetch()}
        />
      ) : null}
      {settings.data ? (
        <PreferencesForm
          settings={settings.data.data.settings}
          mailEnabled={settings.data.data.mailEnabled}
        />
      ) : null}
      <PasswordSection />
      <SessionsSection />
      <DataSection onDeleted={onDeleted} />
    </div>
  );
}
