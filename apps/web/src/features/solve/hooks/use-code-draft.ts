import type { Problem } from '@codecoach/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  clearDraft,
  type DraftScope,
  loadDraft,
  loadLanguage,
  saveDraft,
  saveLanguage,
} from '../lib/drafts.ts';
import type { EditorLanguage } from '../lib/languages.ts';

/** Typing is saved this long after the last key, and at once when the learner leaves. */
const SAVE_DELAY_MS = 400;

export type DraftStatus = 'unchanged' | 'saved' | 'failed';

/**
 * The code in the editor and its language, with a draft per learner, problem and language:
 * restored on return, saved as the learner types. Switching language starts that language's
 * starter template (spec §2); the caller asks before edits are discarded.
 */
export function useCodeDraft(
  problem: Problem,
  userId: string,
  defaultLanguage: EditorLanguage = 'javascript',
) {
  const scope: DraftScope = useMemo(() => ({ userId, problemId: problem._id }), [userId, problem._id]);
  const starterOf = useCallback((language: EditorLanguage) => problem.starterCode[language] ?? '', [problem]);

  const [language, setLanguage] = useState<EditorLanguage>(() => loadLanguage(scope) ?? defaultLanguage);
  const [code, setCode] = useState(() => loadDraft(scope, language) ?? starterOf(language));
  const [status, setStatus] = useState<DraftStatus>(() =>
    loadDraft(scope, language) === null ? 'unchanged' : 'saved',
  );

  // Bumped when the code is replaced from outside the editor, so the editor shows it.
  const [revision, setRevision] = useState(0);
  const starter = starterOf(language);
  const pending = useRef<null | (() => void)>(null);

  useEffect(() => {
    const save = () => {
      pending.current = null;
      const ok = saveDraft(scope, language, code, starter);
      setStatus(!ok ? 'failed' : code === starter ? 'unchanged' : 'saved');
    };
    pending.current = save;
    const timer = window.setTimeout(save, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [scope, language, code, starter]);

  // Leaving the screen or closing the tab inside the delay still keeps the last keys.
  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  const switchLanguage = useCallback(
    (next: EditorLanguage) => {
      pending.current = null;
      clearDraft(scope, language);
      clearDraft(scope, next);
      saveLanguage(scope, next);
      setLanguage(next);
      setCode(starterOf(next));
      setRevision((r) => r + 1);
      setStatus('unchanged');
    },
    [scope, language, starterOf],
  );

  const resetCode = useCallback(() => {
    pending.current = null;
    clearDraft(scope, language);
    setCode(starterOf(language));
    setRevision((r) => r + 1);
    setStatus('unchanged');
  }, [scope, language, starterOf]);

  return {
    language,
    code,
    revision,
    setCode,
    starter,
    edited: code !== starter,
    status,
    switchLanguage,
    resetCode,
  };
}
