import { EDITOR_LANGUAGES, LANGUAGE_LABELS, type Problem, TIME_MULTIPLIER } from '@codecoach/contracts';
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
  return (
    <div className="flex flex-col gap-4">
      {problem.constraints.length === 0 ? (
        <p className="text-sm text-muted">No constraints specified for this problem.</p>
      ) : (
        <ul className="flex list-disc flex-col gap-1.5 pl-6 text-sm">
          {problem.constraints.map((constraint) => (
            <li key={constraint} className="font-mono">
              {constraint}
            </li>
          ))}
        </ul>
      )}
      <Limits problem={problem} />
    </div>
  );
}

/**
 * The judge's limits, as it applies them (docs/decisions/020): time per test for each editor
 * language (the problem's limit times the language's multiplier), and memory counting everything
 * the program uses, its runtime included, as LeetCode shows it.
 */
function Limits({ problem }: { problem: Problem }) {
  const perLanguage = EDITOR_LANGUAGES.map(
    (l) => `${LANGUAGE_LABELS[l]} ${formatMs(problem.timeLimitMs * TIME_MULTIPLIER[l])}`,
  ).join(', ');
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      <dt className="font-medium">Time limit</dt>
      <dd className="text-muted">per test: {perLanguage}</dd>
      <dt className="font-medium">Memory limit</dt>
      <dd className="text-muted">
        {problem.memoryLimitMb} MB, counting everything your program uses, the language's runtime included
      </dd>
    </dl>
  );
}

const formatMs = (ms: number) => (ms >= 1000 && ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);

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
