import {
  EDITOR_FONT_SIZES,
  EDITOR_LANGUAGES,
  EDITOR_TAB_SIZES,
  LANGUAGE_LABELS,
  type Settings,
  UpdateSettingsRequest,
} from '@codecoach/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { apiFormErrors, type FieldErrors } from '../../../lib/form-errors.ts';
import { applyThemePreference } from '../../../lib/theme.ts';
import { useUpdateSettings } from '../api/settings.ts';
import { Section } from './section.tsx';

const FIELDS = [
  'theme',
  'language',
  'fontSize',
  'tabSize',
  'vim',
  'timeZone',
  'securityAlerts',
  'newsletter',
];

function zones(current: string): string[] {
  let list: string[] = [];
  try {
    list = Intl.supportedValuesOf('timeZone');
  } catch {
    list = [];
  }
  return list.includes(current) ? list : [current, ...list];
}

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-xs font-medium text-danger">
      {message}
    </p>
  ) : null;
}

/** Theme, editor defaults, time zone and e-mail preferences, saved together. */
export function PreferencesForm({ settings, mailEnabled }: { settings: Settings; mailEnabled: boolean }) {
  const save = useUpdateSettings();
  const [draft, setDraft] = useState(settings);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const zoneList = useMemo(() => zones(settings.timeZone), [settings.timeZone]);
  const edit = (patch: Partial<Settings>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const editor = (patch: Partial<Settings['editor']>) => edit({ editor: { ...draft.editor, ...patch } });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const body = UpdateSettingsRequest.safeParse({
      theme: draft.theme,
      editor: draft.editor,
      timeZone: draft.timeZone,
      email: draft.email,
    });
    if (!body.success) {
      const out: FieldErrors = {};
      for (const issue of body.error.issues) out[String(issue.path.at(-1))] ??= issue.message;
      setErrors(out);
      return;
    }
    setErrors({});
    save.mutate(body.data, {
      onSuccess: (answer) => {
        applyThemePreference(answer.data.settings.theme);
        setDraft(answer.data.settings);
        setSaved(true);
      },
      onError: (error) => {
        const { fields, form } = apiFormErrors(error, FIELDS);
        setErrors(fields);
        setFormError(form);
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Preferences" className="flex flex-col gap-6">
      <Section title="Appearance" description="The theme of every screen, on every device you sign in on.">
        <SelectField
          label="Theme"
          value={draft.theme}
          onChange={(e) => edit({ theme: e.target.value as Settings['theme'] })}
          options={[
            { value: 'system', label: 'Same as my device' },
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
        />
        <FieldMessage id="theme-error" message={errors.theme} />
      </Section>

      <Section
        title="Editor defaults"
        description="Used on the solve screen: a new problem opens in this language."
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label="Language"
            value={draft.editor.language}
            onChange={(e) => editor({ language: e.target.value as Settings['editor']['language'] })}
            options={EDITOR_LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }))}
          />
          <SelectField
            label="Font size"
            value={String(draft.editor.fontSize)}
            onChange={(e) => editor({ fontSize: Number(e.target.value) as Settings['editor']['fontSize'] })}
            options={EDITOR_FONT_SIZES.map((n) => ({ value: String(n), label: `${n}px` }))}
          />
          <SelectField
            label="Tab size"
            value={String(draft.editor.tabSize)}
            onChange={(e) => editor({ tabSize: Number(e.target.value) as Settings['editor']['tabSize'] })}
            options={EDITOR_TAB_SIZES.map((n) => ({ value: String(n), label: `${n} spaces` }))}
          />
        </div>
        {[errors.language, errors.fontSize, errors.tabSize].map((m, i) => (
          <FieldMessage key={String(i)} id={`editor-error-${i}`} message={m} />
        ))}
        <label className="mt-4 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.editor.vim}
            onChange={(e) => editor({ vim: e.target.checked })}
          />
          Vim key bindings
        </label>
      </Section>

      <Section
        title="Time zone"
        description="Your days and streaks are counted in it from now on; days already counted keep the zone they were counted in."
      >
        <SelectField
          label="Time zone"
          value={draft.timeZone}
          onChange={(e) => edit({ timeZone: e.target.value })}
          options={zoneList.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))}
          aria-invalid={errors.timeZone ? true : undefined}
          aria-describedby={errors.timeZone ? 'timezone-error' : undefined}
        />
        <FieldMessage id="timezone-error" message={errors.timeZone} />
      </Section>

      <Section
        title="E-mail preferences"
        description={
          mailEnabled ? undefined : 'This server sends no e-mail at the moment: these apply once it does.'
        }
      >
        <div className="flex flex-col gap-3 text-sm">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1"
              checked={draft.email.securityAlerts}
              onChange={(e) => edit({ email: { ...draft.email, securityAlerts: e.target.checked } })}
            />
            <span>Security notices: tell me when my password or e-mail address changes</span>
          </label>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1"
              checked={draft.email.newsletter}
              onChange={(e) => edit({ email: { ...draft.email, newsletter: e.target.checked } })}
            />
            <span>Newsletter: new problems and contests, at most once a week</span>
          </label>
        </div>
      </Section>

      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save preferences'}
        </Button>
        <p role="status" className="text-sm font-medium text-success">
          {saved ? 'Preferences saved' : ''}
        </p>
      </div>
    </form>
  );
}
