import { Compartment, EditorState, Prec } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import '../../../components/ui/code-colors.css';
import { bestEffort } from '../../../lib/best-effort.ts';
import type { EditorLanguage } from '../lib/languages.ts';
import { SHORTCUTS } from '../lib/shortcuts.ts';
import { baseExtensions, fontSizeTheme, indentation, LANGUAGE_MODES, loadVim } from './setup.ts';

export interface CodeEditorProps {
  /** The code to start with; shown again whenever `revision` changes. */
  value: string;
  /**
   * Bumped by the owner when the code is replaced from outside (reset, language switch). The
   * learner's own typing only flows out through onChange: re-applying `value` on every render
   * would drop keys typed while React catches up.
   */
  revision: number;
  language: EditorLanguage;
  fontSize: number;
  /** Spaces per indent level (Settings' tab size). */
  tabSize?: number;
  vim: boolean;
  onChange: (code: string) => void;
  onRun: () => void;
  onSubmit: () => void;
  /** The accessible name of the editing area. */
  label: string;
}

/**
 * CodeMirror 6 inside a shadow root. CodeMirror injects its styles at run time; in a document
 * that means a <style> element, which the app's CSP (style-src 'self') refuses, but in a shadow
 * root it uses a constructed stylesheet, which CSP allows. The colours come from the app's
 * CSS variables, which inherit into the shadow root.
 */
/**
 * The editing area's name, and an explicit tab stop: it is focusable anyway (contenteditable),
 * but axe only counts tabindex when it checks that the scrolling editor is keyboard-reachable.
 */
function labelAttributes(label: string) {
  return EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' });
}

export default function CodeEditor(props: CodeEditorProps) {
  const { value, revision, language, fontSize, vim, label, tabSize = 4 } = props;
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  // Callbacks change identity on every render; the editor reads the latest through a ref.
  const callbacks = useRef(props);
  callbacks.current = props;
  const compartments = useRef({
    language: new Compartment(),
    font: new Compartment(),
    indent: new Compartment(),
    vim: new Compartment(),
    label: new Compartment(),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; later props arrive through the effects below.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const parent = document.createElement('div');
    parent.className = 'cc-editor-root';
    parent.style.height = '100%';
    shadow.append(parent);
    const c = compartments.current;
    const view = new EditorView({
      parent,
      root: shadow,
      state: EditorState.create({
        doc: value,
        extensions: [
          // Vim first, so its keys win over the defaults when it is on.
          c.vim.of([]),
          Prec.highest(
            keymap.of([
              {
                key: SHORTCUTS.run.key,
                run: () => {
                  callbacks.current.onRun();
                  return true;
                },
              },
              {
                key: SHORTCUTS.submit.key,
                run: () => {
                  callbacks.current.onSubmit();
                  return true;
                },
              },
            ]),
          ),
          baseExtensions(),
          c.label.of(labelAttributes(label)),
          c.language.of([]),
          c.font.of(fontSizeTheme(fontSize)),
          c.indent.of(indentation(tabSize)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    viewRef.current = view;
    return () => {
      view.destroy();
      parent.remove();
      viewRef.current = null;
    };
  }, []);

  // A new revision replaces the text (as one undoable change, so a reset can be taken back).
  const shownRevision = useRef(revision);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new revision replaces the text, not each echo of typing.
  useEffect(() => {
    const view = viewRef.current;
    if (!view || shownRevision.current === revision) return;
    shownRevision.current = revision;
    const current = view.state.doc.toString();
    if (current !== value) view.dispatch({ changes: { from: 0, to: current.length, insert: value } });
  }, [revision]);

  useEffect(() => {
    let live = true;
    // Without its mode the editor still edits, only without colours and smart indentation.
    bestEffort(
      `loading the ${language} editor mode`,
      LANGUAGE_MODES[language]().then((mode) => {
        if (live) viewRef.current?.dispatch({ effects: compartments.current.language.reconfigure(mode) });
      }),
    );
    return () => {
      live = false;
    };
  }, [language]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.current.font.reconfigure(fontSizeTheme(fontSize)) });
  }, [fontSize]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.current.indent.reconfigure(indentation(tabSize)) });
  }, [tabSize]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.current.label.reconfigure(labelAttributes(label)) });
  }, [label]);

  useEffect(() => {
    const vimCompartment = compartments.current.vim;
    if (!vim) {
      viewRef.current?.dispatch({ effects: vimCompartment.reconfigure([]) });
      return;
    }
    let live = true;
    bestEffort(
      'loading the vim key bindings',
      loadVim().then((extension) => {
        if (live) viewRef.current?.dispatch({ effects: vimCompartment.reconfigure(extension) });
      }),
    );
    return () => {
      live = false;
    };
  }, [vim]);

  return <div ref={hostRef} className="h-full min-h-0" />;
}
