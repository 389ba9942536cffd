import type { Settings } from '@codecoach/contracts';
import { useCallback, useState } from 'react';

/** Spec §2: the editor's font sizes. */
export const FONT_SIZES = [12, 14, 16, 18] as const;

export type EditorPrefs = Settings['editor'];

/**
 * The editor's preferences: the learner's defaults from Settings (one source for every device),
 * changed here for this screen and saved back, so Settings and the solve screen always agree.
 */
export function useEditorPrefs(defaults: EditorPrefs, save: (patch: Partial<EditorPrefs>) => void) {
  const [fontSize, setFontSizeState] = useState<number>(defaults.fontSize);
  const [vim, setVimState] = useState(defaults.vim);

  const setFontSize = useCallback(
    (size: number) => {
      setFontSizeState(size);
      if ((FONT_SIZES as readonly number[]).includes(size))
        save({ fontSize: size as EditorPrefs['fontSize'] });
    },
    [save],
  );
  const setVim = useCallback(
    (on: boolean) => {
      setVimState(on);
      save({ vim: on });
    },
    [save],
  );

  return { fontSize, setFontSize, vim, setVim, tabSize: defaults.tabSize, language: defaults.language };
}
