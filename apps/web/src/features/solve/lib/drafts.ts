import { z } from 'zod';
import { type EditorLanguage, isEditorLanguage } from './languages.ts';

/**
 * Drafts live in localStorage, one per learner, problem and language, so a reload or a later
 * visit brings the code back. Keyed by the learner too: a shared browser never shows one
 * learner's code to another.
 */
export interface DraftScope {
  userId: string;
  problemId: string;
}

const PREFIX = 'codecoach:draft';
const Draft = z.object({ code: z.string(), savedAt: z.number() });

const codeKey = (s: DraftScope, language: EditorLanguage) =>
  `${PREFIX}:${s.userId}:${s.problemId}:${language}`;
const languageKey = (s: DraftScope) => `${PREFIX}:${s.userId}:${s.problemId}:language`;

export function loadDraft(scope: DraftScope, language: EditorLanguage): string | null {
  try {
    const raw = localStorage.getItem(codeKey(scope, language));
    if (raw === null) return null;
    const parsed = Draft.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.code : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the code; code equal to the starter template is no draft and is removed. Answers false
 * when the browser refused to store it (storage full or disabled), so the screen can say so.
 */
export function saveDraft(
  scope: DraftScope,
  language: EditorLanguage,
  code: string,
  starter: string,
): boolean {
  try {
    if (code === starter) localStorage.removeItem(codeKey(scope, language));
    else localStorage.setItem(codeKey(scope, language), JSON.stringify({ code, savedAt: Date.now() }));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(scope: DraftScope, language: EditorLanguage): void {
  try {
    localStorage.removeItem(codeKey(scope, language));
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** The language last used on this problem, so a return opens where the learner left. */
export function loadLanguage(scope: DraftScope): EditorLanguage | null {
  try {
    const value = localStorage.getItem(languageKey(scope));
    return isEditorLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveLanguage(scope: DraftScope, language: EditorLanguage): void {
  try {
    localStorage.setItem(languageKey(scope), language);
  } catch {
    // Remembering the language is a convenience; the code itself is what matters.
  }
}
