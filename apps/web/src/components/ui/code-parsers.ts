import type { StreamParser } from '@codemirror/language';
import type { Parser } from '@lezer/common';

/**
 * Parsers by language, loaded when a block needs one: Lezer grammars where CodeMirror has one
 * (C through the C++ grammar), the legacy stream modes' parsers for C# and Ruby.
 */
export const CODE_PARSERS: Record<string, () => Promise<Parser>> = {
  javascript: () => import('@lezer/javascript').then((m) => m.parser),
  typescript: () => import('@lezer/javascript').then((m) => m.parser.configure({ dialect: 'ts' })),
  python: () => import('@lezer/python').then((m) => m.parser),
  java: () => import('@lezer/java').then((m) => m.parser),
  csharp: () => stream(import('@codemirror/legacy-modes/mode/clike').then((m) => m.csharp)),
  cpp: () => import('@lezer/cpp').then((m) => m.parser),
  c: () => import('@lezer/cpp').then((m) => m.parser),
  go: () => import('@lezer/go').then((m) => m.parser),
  rust: () => import('@lezer/rust').then((m) => m.parser),
  ruby: () => stream(import('@codemirror/legacy-modes/mode/ruby').then((m) => m.ruby)),
};

/** A legacy mode's parser, through CodeMirror's StreamLanguage (loaded with the mode). */
async function stream<T>(mode: Promise<StreamParser<T>>): Promise<Parser> {
  const [{ StreamLanguage }, m] = await Promise.all([import('@codemirror/language'), mode]);
  return StreamLanguage.define(m).parser;
}
