import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  foldGutter,
  foldKeymap,
  indentOnInput,
  indentUnit,
  StreamLanguage,
  syntaxHighlighting,
} from '@codemirror/language';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  dropCursor,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  rectangularSelection,
} from '@codemirror/view';
import { classHighlighter } from '@lezer/highlight';
import type { EditorLanguage } from '../lib/languages.ts';

/**
 * Each language's mode is its own chunk, fetched when first chosen, so opening a problem in
 * JavaScript does not download the C++ parser.
 */
export const LANGUAGE_MODES: Record<EditorLanguage, () => Promise<Extension>> = {
  javascript: () => import('@codemirror/lang-javascript').then((m) => m.javascript()),
  typescript: () => import('@codemirror/lang-javascript').then((m) => m.javascript({ typescript: true })),
  python: () => import('@codemirror/lang-python').then((m) => m.python()),
  java: () => import('@codemirror/lang-java').then((m) => m.java()),
  cpp: () => import('@codemirror/lang-cpp').then((m) => m.cpp()),
  // C has no Lezer grammar of its own in CodeMirror: lang-cpp's parses every C program.
  c: () => import('@codemirror/lang-cpp').then((m) => m.cpp()),
  // C# has none either: the maintained legacy (stream) mode, clike's csharp.
  csharp: () => import('@codemirror/legacy-modes/mode/clike').then((m) => StreamLanguage.define(m.csharp)),
  go: () => import('@codemirror/lang-go').then((m) => m.go()),
  rust: () => import('@codemirror/lang-rust').then((m) => m.rust()),
  // Ruby has no Lezer grammar in CodeMirror: the maintained legacy mode.
  ruby: () => import('@codemirror/legacy-modes/mode/ruby').then((m) => StreamLanguage.define(m.ruby)),
};

/** Vim keys only for those who ask for them; `status` shows the mode and the : command line. */
export const loadVim = () => import('@replit/codemirror-vim').then((m) => m.vim({ status: true }));

/**
 * The editor's look, from the app's own colour tokens (CSS variables inherited into the
 * editor's shadow root), so light and dark themes need nothing here. The .tok-* rules repeat
 * code-colors.css inside the shadow root, where the page's stylesheet does not reach.
 */
const appearance = EditorView.theme({
  '&': {
    height: '100%',
    color: 'var(--color-fg)',
    backgroundColor: 'var(--color-surface)',
  },
  '&.cm-focused': { outline: '2px solid var(--color-ring)', outlineOffset: '-2px' },
  '.cm-scroller': { fontFamily: 'var(--font-mono, ui-monospace, monospace)', lineHeight: '1.6' },
  '.cm-content': { caretColor: 'var(--color-fg)', padding: '8px 0' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--color-fg)', borderLeftWidth: '2px' },
  '.cm-gutters': {
    backgroundColor: 'var(--color-surface-2)',
    color: 'var(--color-muted)',
    borderRight: '1px solid var(--color-border)',
  },
  '.cm-activeLine': { backgroundColor: 'color-mix(in srgb, var(--color-primary) 7%, transparent)' },
  '.cm-activeLineGutter': {
    backgroundColor: 'color-mix(in srgb, var(--color-primary) 14%, transparent)',
    color: 'var(--color-fg)',
  },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, ::selection':
    { backgroundColor: 'color-mix(in srgb, var(--color-primary) 28%, transparent)' },
  '.cm-selectionMatch': { backgroundColor: 'color-mix(in srgb, var(--color-warning) 22%, transparent)' },
  '&.cm-focused .cm-matchingBracket': {
    backgroundColor: 'color-mix(in srgb, var(--color-success) 25%, transparent)',
    outline: '1px solid var(--color-success)',
  },
  '&.cm-focused .cm-nonmatchingBracket': {
    backgroundColor: 'color-mix(in srgb, var(--color-danger) 25%, transparent)',
  },
  '.cm-foldPlaceholder': {
    backgroundColor: 'var(--color-surface-2)',
    border: 'none',
    color: 'var(--color-muted)',
  },
  '.cm-panels': { backgroundColor: 'var(--color-surface-2)', color: 'var(--color-fg)' },
  '.cm-panels.cm-panels-bottom': { borderTop: '1px solid var(--color-border)' },
  '.cm-panels.cm-panels-top': { borderBottom: '1px solid var(--color-border)' },
  '.cm-panel input, .cm-panel button, .cm-textfield, .cm-button': {
    color: 'var(--color-fg)',
    backgroundColor: 'var(--color-surface)',
    backgroundImage: 'none',
    border: '1px solid var(--color-border)',
    borderRadius: '6px',
  },
  '.cm-searchMatch': { backgroundColor: 'color-mix(in srgb, var(--color-warning) 30%, transparent)' },
  '.cm-searchMatch.cm-searchMatch-selected': {
    backgroundColor: 'color-mix(in srgb, var(--color-primary) 35%, transparent)',
  },
  '.tok-keyword, .tok-operatorKeyword': { color: 'var(--tok-keyword)' },
  '.tok-string, .tok-string2': { color: 'var(--tok-string)' },
  '.tok-number, .tok-bool, .tok-atom, .tok-literal': { color: 'var(--tok-number)' },
  '.tok-comment': { color: 'var(--tok-comment)', fontStyle: 'italic' },
  '.tok-typeName, .tok-className, .tok-namespace': { color: 'var(--tok-type)' },
  '.tok-propertyName, .tok-variableName.tok-definition': { color: 'var(--tok-property)' },
  '.tok-meta, .tok-macroName': { color: 'var(--tok-meta)' },
  '.tok-invalid': { color: 'var(--tok-invalid)' },
});

const fontThemes = new Map<number, Extension>();
/** One theme per size, made once: themes are style modules and should not be recreated. */
export function fontSizeTheme(px: number): Extension {
  let theme = fontThemes.get(px);
  if (!theme) {
    theme = EditorView.theme({ '&': { fontSize: `${px}px` } });
    fontThemes.set(px, theme);
  }
  return theme;
}

/** Tab width and indent unit: `tabSize` spaces (the learner's setting; 4 by default). */
export function indentation(tabSize: number): Extension[] {
  return [EditorState.tabSize.of(tabSize), indentUnit.of(' '.repeat(tabSize))];
}

/**
 * Everything a learner expects of a code editor: line numbers, highlighting, bracket matching
 * and auto-closing, auto-indent, undo history, search (Ctrl/Cmd+F), multiple cursors. Tab
 * indents; Escape then Tab leaves the editor (CodeMirror's tab focus mode), so the keyboard is
 * never trapped.
 */
export function baseExtensions(): Extension[] {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    foldGutter(),
    highlightSpecialChars(),
    history(),
    drawSelection(),
    dropCursor(),
    EditorState.allowMultipleSelections.of(true),
    indentOnInput(),
    syntaxHighlighting(classHighlighter),
    bracketMatching(),
    closeBrackets(),
    rectangularSelection(),
    highlightActiveLine(),
    highlightSelectionMatches(),
    keymap.of([
      ...closeBracketsKeymap,
      ...defaultKeymap,
      ...searchKeymap,
      ...historyKeymap,
      ...foldKeymap,
      indentWithTab,
    ]),
    appearance,
  ];
}
