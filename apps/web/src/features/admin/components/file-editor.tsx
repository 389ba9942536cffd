import { Compartment, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
// Imported for the bundle's shape alone, not used: CodeMirror needs @lezer/common and
// @lezer/highlight, which share one chunk with code-block.tsx (learn, solve and submissions load
// it up front). Taking that chunk whole keeps it whole; taking only the @lezer half splits it, and
// the new half's name lands in the app's entry, on the landing page's budget (150 KB, nearly full).
import '../../../components/ui/code-block.tsx';
import '../../../components/ui/code-colors.css';
import { bestEffort } from '../../../lib/best-effort.ts';
import { baseExtensions, fontSizeTheme, indentation, LANGUAGE_MODES } from '../../solve/editor/setup.ts';
import type { EditorLanguage } from '../../solve/lib/languages.ts';

export interface FileEditorProps {
  /** The file's path: the editing area's accessible name. */
  path: string;
  /** The text to start with; the author's typing only flows out, through onChange. */
  text: string;
  /** null: plain text (YAML, markdown, tests), without colours or a language's indentation. */
  language: EditorLanguage | null;
  /** Spaces per indent level. */
  tabSize: number;
  onChange: (text: string) => void;
}

/**
 * One draft file in the solve screen's CodeMirror setup (setup.ts: Tab indents, Esc then Tab
 * leaves, undo, search), in a shadow root for the same reason as there (code-editor.tsx: the CSP
 * refuses the <style> elements CodeMirror would add to the document). Mounted per file: the owner
 * keys it by path, so nothing replaces the text from outside. Ctrl/Cmd+S is not the editor's:
 * the key event leaves the shadow root and the draft editor's window listener saves.
 *
 * Not the solve screen's CodeEditor itself: that imports the solve screen's shortcuts, which
 * would then leave the solve route's chunk for one of their own, another file for the entry to
 * list (see the import of code-block.tsx above).
 */
export default function FileEditor({ path, text, language, tabSize, onChange }: FileEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  // onChange changes identity on every render; the editor calls the latest through a ref.
  const changed = useRef(onChange);
  changed.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: made once per file (keyed by path); later text is its own.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const parent = document.createElement('div');
    parent.style.height = '100%';
    shadow.append(parent);
    const mode = new Compartment();
    const view = new EditorView({
      parent,
      root: shadow,
      state: EditorState.create({
        doc: text,
        extensions: [
          baseExtensions(),
          // An explicit tab stop, as in code-editor.tsx: axe counts tabindex, not contenteditable.
          EditorView.contentAttributes.of({ 'aria-label': path, tabindex: '0' }),
          mode.of([]),
          fontSizeTheme(14),
          indentation(tabSize),
          EditorView.updateListener.of((update) => {
            // At once, as a textarea's onChange would be: typed text reaches the owner only in a
            // scheduled render otherwise, and a Ctrl+S pressed before it would save without it.
            if (update.docChanged) flushSync(() => changed.current(update.state.doc.toString()));
          }),
        ],
      }),
    });
    let live = true;
    // Without its mode the file still edits, only without colours and smart indentation.
    if (language)
      bestEffort(
        `loading the ${language} editor mode`,
        LANGUAGE_MODES[language]().then((extension) => {
          if (live) view.dispatch({ effects: mode.reconfigure(extension) });
        }),
      );
    return () => {
      live = false;
      view.destroy();
      parent.remove();
    };
  }, []);

  return <div ref={hostRef} className="h-full min-h-0" />;
}
