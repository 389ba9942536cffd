import { EDITOR_LANGUAGES, LANGUAGE_LABELS } from '@codecoach/contracts';

/** The four languages the solve screen offers (spec §9). */
export type EditorLanguage = (typeof EDITOR_LANGUAGES)[number];

export const LANGUAGE_OPTIONS = EDITOR_LANGUAGES.map((id) => ({ value: id, label: LANGUAGE_LABELS[id] }));

export function isEditorLanguage(value: unknown): value is EditorLanguage {
  return typeof value === 'string' && (EDITOR_LANGUAGES as readonly string[]).includes(value);
}
