import type { Parser } from '@lezer/common';
import { classHighlighter, highlightTree } from '@lezer/highlight';
import { type ReactNode, useEffect, useState } from 'react';
import { bestEffort } from '../../lib/best-effort.ts';
import { CODE_PARSERS } from './code-parsers.ts';
import './code-colors.css';

/** The source cut into plain and classed pieces, as React elements: no HTML strings anywhere. */
function highlight(code: string, parser: Parser): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  highlightTree(parser.parse(code), classHighlighter, (from, to, classes) => {
    if (from > at) out.push(code.slice(at, from));
    out.push(
      <span key={from} className={classes}>
        {code.slice(from, to)}
      </span>,
    );
    at = to;
  });
  if (at < code.length) out.push(code.slice(at));
  return out;
}

interface CodeBlockProps {
  code: string;
  language: string;
  /** Names the region for screen readers, e.g. "Submitted code". */
  label: string;
  className?: string;
}

/**
 * Read-only, highlighted code. Plain text first; the colours arrive with the language's parser,
 * so no editor is loaded for code that is only read.
 */
export function CodeBlock({ code, language, label, className = '' }: CodeBlockProps) {
  const [pieces, setPieces] = useState<{ code: string; nodes: ReactNode[] } | null>(null);

  useEffect(() => {
    const load = CODE_PARSERS[language];
    if (!load) return;
    let live = true;
    // Without its parser the code is still shown, only without colours.
    bestEffort(
      `loading the ${language} highlighter`,
      load().then((parser) => live && setPieces({ code, nodes: highlight(code, parser) })),
    );
    return () => {
      live = false;
    };
  }, [code, language]);

  return (
    <section aria-label={label} className="min-w-0">
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className={`overflow-auto rounded-lg border border-border bg-surface-2 p-4 font-mono text-sm leading-relaxed text-fg ${className}`}
      >
        <code>{pieces && pieces.code === code ? pieces.nodes : code}</code>
      </pre>
    </section>
  );
}
