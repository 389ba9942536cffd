import { EDITOR_LANGUAGES, LANGUAGE_LABELS } from '@codecoach/contracts';

/** The languages the solve screen offers (spec §9's four and issue 29's six). */
export type EditorLanguage = (typeof EDITOR_LANGUAGES)[number];

export const LANGUAGE_OPTIONS = EDITOR_LANGUAGES.map((id) => ({ value: id, label: LANGUAGE_LABELS[id] }));

/**
 * The language menu: a language whose toolchain the judge reports missing (GET /api/health) is
 * shown as unavailable and cannot be chosen; before the health answer arrives, all are offered
 * (the judge's own refusal still stands behind the menu).
 */
export function languageOptions(
  languages: ReadonlyArray<{ id: string; available: boolean }> | undefined,
): Array<{ value: EditorLanguage; label: string; disabled?: boolean }> {
  const missing = new Set(languages?.filter((l) => !l.available).map((l) => l.id));
  return LANGUAGE_OPTIONS.map((o) =>
    missing.has(o.value) ? { ...o, label: `${o.label} (unavailable)`, disabled: true } : o,
  );
}

export function isEditorLanguage(value: unknown): value is EditorLanguage {
  return typeof value === 'string' && (EDITOR_LANGUAGES as readonly string[]).includes(value);
}
