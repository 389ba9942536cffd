import { useCallback, useState } from 'react';

/** Spec §2: the editor's font sizes. */
export const FONT_SIZES = [12, 14, 16, 18] as const;
const DEFAULT_FONT_SIZE = 14;
const FONT_KEY = 'codecoach:editor:font-size';
const VIM_KEY = 'codecoach:editor:vim';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // A preference that cannot be kept still applies for this visit.
  }
}

/** Font size and vim mode, remembered across problems and visits. */
export function useEditorPrefs() {
  const [fontSize, setFontSizeState] = useState<number>(() => {
    const stored = Number(read(FONT_KEY));
    return (FONT_SIZES as readonly number[]).includes(stored) ? stored : DEFAULT_FONT_SIZE;
  });
  const [vim, setVimState] = useState(() => read(VIM_KEY) === 'on');

  const setFontSize = useCallback((size: number) => {
    setFontSizeState(size);
    write(FONT_KEY, String(size));
  }, []);
  const setVim = useCallback((on: boolean) => {
    setVimState(on);
    write(VIM_KEY, on ? 'on' : 'off');
  }, []);

  return { fontSize, setFontSize, vim, setVim };
}
