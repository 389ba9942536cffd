/** Keyboard shortcuts of the solve screen, LeetCode's, so muscle memory works. */
const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

export const SHORTCUTS = {
  run: {
    /** For CodeMirror's keymap. */
    key: "Mod-'",
    label: isMac ? "⌘'" : "Ctrl+'",
    aria: isMac ? "Meta+'" : "Control+'",
    matches: (e: KeyboardEvent) =>
      (isMac ? e.metaKey : e.ctrlKey) && !e.shiftKey && !e.altKey && e.key === "'",
  },
  submit: {
    key: 'Mod-Enter',
    label: isMac ? '⌘Enter' : 'Ctrl+Enter',
    aria: isMac ? 'Meta+Enter' : 'Control+Enter',
    matches: (e: KeyboardEvent) =>
      (isMac ? e.metaKey : e.ctrlKey) && !e.shiftKey && !e.altKey && e.key === 'Enter',
  },
} as const;
