import Markdown, { type Components, defaultUrlTransform } from 'react-markdown';

/** Only these schemes may be links: no javascript:, data: or anything else that runs or embeds. */
const SAFE_URL = /^(https?:|mailto:|#|\/(?!\/))/i;

function safeUrl(url: string): string {
  const cleaned = defaultUrlTransform(url);
  return SAFE_URL.test(cleaned) ? cleaned : '';
}

/** Problem statements are headed by the screen; their own headings sit below the title's level. */
const components: Components = {
  h1: ({ children }) => <h3 className="mt-5 mb-2 text-lg font-semibold">{children}</h3>,
  h2: ({ children }) => <h3 className="mt-5 mb-2 text-lg font-semibold">{children}</h3>,
  h3: ({ children }) => <h4 className="mt-4 mb-2 text-base font-semibold">{children}</h4>,
  h4: ({ children }) => <h5 className="mt-4 mb-2 text-sm font-semibold">{children}</h5>,
  p: ({ children }) => <p className="my-3 leading-relaxed">{children}</p>,
  ul: ({ children }) => <ul className="my-3 list-disc space-y-1 pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="my-3 list-decimal space-y-1 pl-6">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="my-3 border-l-4 border-border pl-4 text-muted">{children}</blockquote>
  ),
  a: ({ href, children }) =>
    href ? (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary underline underline-offset-2"
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  pre: ({ children }) => (
    <pre
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard.
      tabIndex={0}
      className="my-3 overflow-x-auto rounded-lg border border-border bg-surface-2 p-3 text-sm"
    >
      {children}
    </pre>
  ),
  code: ({ children, className }) => (
    <code className={`rounded bg-surface-2 px-1 py-0.5 font-mono text-[0.9em] ${className ?? ''}`}>
      {children}
    </code>
  ),
  img: ({ alt }) => <span className="text-muted">[{alt ?? 'image'}]</span>,
  hr: () => <hr className="my-4 border-border" />,
};

/**
 * Markdown as React elements: raw HTML is dropped (skipHtml, no rehype-raw), URLs are limited
 * to safe schemes, images are not loaded (the CSP allows none from elsewhere anyway).
 */
export function MarkdownText({ children }: { children: string }) {
  return (
    <div className="text-sm text-fg sm:text-[0.95rem]">
      <Markdown skipHtml urlTransform={safeUrl} components={components}>
        {children}
      </Markdown>
    </div>
  );
}
