import { type DiffPart, diffValues, formatValue } from '../lib/diff.ts';

function Parts({ parts, tone }: { parts: DiffPart[]; tone: 'expected' | 'actual' }) {
  const mark =
    tone === 'expected'
      ? 'rounded-sm bg-success-soft text-success ring-1 ring-success/40'
      : 'rounded-sm bg-danger-soft text-danger ring-1 ring-danger/40';
  return (
    <>
      {parts.map((part, index) =>
        part.changed ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and rebuilt together.
          <mark key={index} className={`${mark} px-0.5`}>
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and rebuilt together.
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

const ROW = 'grid gap-1 sm:grid-cols-[7rem_minmax(0,1fr)]';
const VALUE =
  'overflow-x-auto rounded-md bg-surface-2 px-2 py-1 font-mono text-xs whitespace-pre-wrap break-all';

interface ComparisonProps {
  input: string;
  expected: unknown;
  actual: unknown;
  /** Highlight differences; off for a passed test, whose checker may accept another order. */
  highlight: boolean;
  /** The program produced no value (it crashed or timed out first). */
  noOutput?: boolean;
}

/** Input, expected and actual output, with where they differ marked. */
export function Comparison({ input, expected, actual, highlight, noOutput = false }: ComparisonProps) {
  const diff = highlight && !noOutput ? diffValues(expected, actual) : null;
  return (
    <dl className="flex flex-col gap-1.5 text-sm">
      <div className={ROW}>
        <dt className="font-medium text-muted">Input</dt>
        <dd className={VALUE}>{input}</dd>
      </div>
      <div className={ROW}>
        <dt className="font-medium text-muted">Expected</dt>
        <dd className={VALUE}>
          {diff ? <Parts parts={diff.expected} tone="expected" /> : formatValue(expected)}
        </dd>
      </div>
      <div className={ROW}>
        <dt className="font-medium text-muted">Your output</dt>
        <dd className={VALUE}>
          {noOutput ? (
            <span className="text-muted italic">no output</span>
          ) : diff ? (
            <Parts parts={diff.actual} tone="actual" />
          ) : (
            formatValue(actual)
          )}
        </dd>
      </div>
    </dl>
  );
}
