import type { Language } from '@codecoach/contracts';

/**
 * The solve screen's editor as the tutor chat reads it: the chat button lives in the layout,
 * outside the solve screen, and sends the editor's code and language with each message. The
 * solve screen publishes its latest draft here (no re-render per keystroke: the chat reads it when
 * a message is sent) under every name its problem has in a URL (id, slug) and withdraws it when
 * it closes.
 */
export interface EditorSnapshot {
  language: Language;
  code: string;
}

let current: { keys: readonly string[]; editor: EditorSnapshot } | null = null;

export function publishEditor(keys: readonly string[], editor: EditorSnapshot): void {
  current = { keys, editor };
}

/** The editor of the problem named `key` (its id or slug as in the URL), if that problem is open. */
export function readEditor(key: string): EditorSnapshot | undefined {
  return current?.keys.includes(key) ? current.editor : undefined;
}

export function withdrawEditor(key: string): void {
  if (current?.keys.includes(key)) current = null;
}
