import type { Problem } from '@codecoach/contracts';
import { useState } from 'react';
import { MarkdownText } from '../../../components/ui/markdown.tsx';
import { type TabItem, Tabs } from '../../../components/ui/tabs.tsx';

type TabKey = 'description' | 'examples' | 'constraints' | 'hints';

/** Spec §2: Description, Examples, Constraints, and Hints only when there are hints. */
export function ProblemTabs({ problem }: { problem: Problem }) {
  const [active, setActive] = useState<TabKey>('description');
  const tabs: TabItem<TabKey>[] = [
    { key: 'description', label: 'Description' },
    { key: 'examples', label: 'Examples' },
    { key: 'constraints', label: 'Constraints' },
    ...(problem.hints.length > 0 ? [{ key: 'hints' as const, label: 'Hints' }] : []),
  ];

  return (
    <Tabs tabs={tabs} active={active} onChange={setActive} label="Problem details">
      {active === 'description' ? <MarkdownText>{problem.description}</MarkdownText> : null}
      {active === 'examples' ? <Examples problem={problem} /> : null}
      {active === 'constraints' ? <Constraints problem={problem} /> : null}
      {active === 'hints' ? <HintList hints={problem.hints} /> : null}
    </Tabs>
  );
}

function Examples({ problem }: { problem: Problem }) {
  if (problem.examples.length === 0)
    return <p className="text-sm text-muted">No examples available for this problem.</p>;
  return (
    <ol className="flex flex-col gap-4">
      {problem.examples.map((example, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: examples have no id and never reorder.
        <li key={index} className="rounded-lg border border-border bg-surface-2/60 p-4">
          <h3 className="mb-2 text-sm font-semibold">Example {index + 1}</h3>
          <dl className="grid gap-1.5 text-sm">
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-medium">Input:</dt>
              <dd className="font-mono break-all">{example.input}</dd>
            </div>
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-medium">Output:</dt>
              <dd className="font-mono break-all">{example.output}</dd>
            </div>
            {example.explanation ? (
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-medium">Explanation:</dt>
                <dd className="text-muted">{example.explanation}</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ol>
  );
}

function Constraints({ problem }: { problem: Problem }) {
  if (problem.constraints.length === 0)
    return <p className="text-sm text-muted">No constraints specified for this problem.</p>;
  return (
    <ul className="flex list-disc flex-col gap-1.5 pl-6 text-sm">
      {problem.constraints.map((constraint) => (
        <li key={constraint} className="font-mono">
          {constraint}
        </li>
      ))}
    </ul>
  );
}

/** Each hint with its order (spec §2). */
export function HintList({ hints }: { hints: Problem['hints'] }) {
  return (
    <ol className="flex flex-col gap-3">
      {[...hints]
        .sort((a, b) => a.order - b.order)
        .map((hint) => (
          <li key={hint.order} className="rounded-lg border border-warning/30 bg-warning-soft/50 p-3 text-sm">
            <span className="font-semibold">Hint {hint.order}:</span> {hint.content}
          </li>
        ))}
    </ol>
  );
}
