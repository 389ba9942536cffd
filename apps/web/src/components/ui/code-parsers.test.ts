import { EDITOR_LANGUAGES } from '@codecoach/contracts';
import { classHighlighter, highlightTree } from '@lezer/highlight';
import { describe, expect, it } from 'vitest';
import { CODE_PARSERS } from './code-parsers.ts';

/** A line in each language with a keyword the highlighter must class as one. */
const SAMPLES: Record<(typeof EDITOR_LANGUAGES)[number], [string, string]> = {
  javascript: ['function f(a) { return a; }', 'return'],
  typescript: ['function f(a: number): number { return a; }', 'return'],
  python: ['def f(a):\n    return a\n', 'return'],
  java: ['class S { int f(int a) { return a; } }', 'return'],
  cpp: ['int f(int a) { return a; }', 'return'],
  c: ['int f(int a) { return a; }', 'return'],
  csharp: ['public class S { public int F(int a) { return a; } }', 'return'],
  go: ['func f(a int) int { return a }', 'return'],
  rust: ['fn f(a: i32) -> i32 { return a; }', 'return'],
  ruby: ['def f(a)\n  return a\nend\n', 'return'],
};

describe('read-only code is highlighted in every editor language (issue 29)', () => {
  it.each(EDITOR_LANGUAGES.map((l) => [l]))('%s', async (language) => {
    const [code, keyword] = SAMPLES[language];
    const load = CODE_PARSERS[language];
    expect(load, `no parser for ${language}`).toBeDefined();
    const parser = await (load as NonNullable<typeof load>)();
    const classes = new Map<string, string>();
    highlightTree(parser.parse(code), classHighlighter, (from, to, c) =>
      classes.set(code.slice(from, to), c),
    );
    expect(classes.get(keyword)).toContain('tok-keyword');
  });
});
