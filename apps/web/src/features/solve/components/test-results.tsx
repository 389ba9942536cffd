import type { RunResponse } from '@codecoach/contracts';
import { CheckCircleGlyph, XCircleGlyph } from '../../../components/ui/glyphs.tsx';
import { statusLabel } from '../../../components/ui/status-badge.tsx';
import { Comparison } from './value-diff.tsx';

type Result = RunResponse['data']['results'][number];

function ms(value: number): string {
  return `${value < 10 ? value.toFixed(2) : Math.round(value)} ms`;
}

/** One row per test of a run: input, expected and actual output, runtime and what it printed. */
export function TestResults({ results }: { results: Result[] }) {
  let visible = 0;
  return (
    <section aria-labelledby="test-results-title" className="flex flex-col gap-3">
      <h2 id="test-results-title" className="text-sm font-semibold">
        Test Results
      </h2>
      <ol className="flex flex-col gap-3">
        {results.map((result, index) => {
          const name = result.custom ? 'Custom input' : `Test ${++visible}`;
          const noOutput = !result.passed && result.verdict !== 'wrong_answer';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: results keep the order of the run.
            <li key={index} className="rounded-lg border border-border bg-surface p-3">
              <div className="mb-2 flex flex-wrap items-center gap-2">
                <h3 className="text-sm font-semibold">{name}</h3>
                {result.passed ? (
                  <span className="inline-flex items-center gap-1 text-xs font-semibold text-success">
                    <CheckCircleGlyph />
                    Passed
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1 text-xs font-semibold text-danger">
                    <XCircleGlyph />
                    Failed · {statusLabel(result.verdict)}
                  </span>
                )}
                <span className="ml-auto text-xs text-muted tabular-nums">{ms(result.runtime)}</span>
              </div>
              <Comparison
                input={result.input}
                expected={result.expectedOutput}
                actual={result.actualOutput}
                highlight={!result.passed}
                noOutput={noOutput}
              />
              {result.error ? (
                <pre className="mt-2 overflow-x-auto rounded-md bg-danger-soft px-2 py-1 font-mono text-xs whitespace-pre-wrap text-danger">
                  {result.error}
                </pre>
              ) : null}
              {result.stdout ? (
                <div className="mt-2">
                  <h4 className="text-xs font-medium text-muted">Stdout</h4>
                  <pre
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable block must be reachable by keyboard.
                    tabIndex={0}
                    className="mt-1 max-h-40 overflow-auto rounded-md bg-surface-2 px-2 py-1 font-mono text-xs whitespace-pre-wrap"
                  >
                    {result.stdout}
                  </pre>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
