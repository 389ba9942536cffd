import { CATEGORY_LABELS, type Problem } from '@codecoach/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { DifficultyBadge, Pill } from '../../../components/ui/difficulty-badge.tsx';
import {
  ArrowLeftGlyph,
  BookGlyph,
  CheckCircleGlyph,
  ClockGlyph,
  LightbulbGlyph,
  PercentGlyph,
  UsersGlyph,
} from '../../../components/ui/glyphs.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import type { Tutor } from '../api/tutor.ts';
import { FONT_SIZES } from '../hooks/use-editor-prefs.ts';
import { HintList, ProblemTabs } from './problem-tabs.tsx';
import { SolutionDialog } from './solution-dialog.tsx';
import { TutorAnswer } from './tutor-answer.tsx';

const number = new Intl.NumberFormat('en-US');

interface ProblemPanelProps {
  problem: Problem;
  fontSize: number;
  onFontSize: (size: number) => void;
  /**
   * The AI tutor (hint ladder, Optimize) on the editor's current code; absent inside a contest,
   * where help from the tutor would be unfair to the other participants.
   */
  tutor?: { tutor: Tutor; onHint: () => void; onOptimize: () => void } | undefined;
  /** Where Back goes: /practice, or the contest the problem was opened from. */
  back?: { to: string; label: string };
}

const PRACTICE = { to: '/practice', label: 'Back to Practice' };

/** The left side of the solve screen (spec §2): what the problem asks, and the learner's tools. */
export function ProblemPanel({ problem, fontSize, onFontSize, tutor, back = PRACTICE }: ProblemPanelProps) {
  const tutorBusy = tutor?.tutor.state.kind === 'busy';
  const [hintsOpen, setHintsOpen] = useState(false);
  const [solutionOpen, setSolutionOpen] = useState(false);
  const hintsId = useId();

  return (
    <div className="flex flex-col gap-5">
      <Link
        to={back.to}
        className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-muted hover:text-fg"
      >
        <ArrowLeftGlyph />
        {back.label}
      </Link>

      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <DifficultyBadge difficulty={problem.difficulty} />
          <Pill>{CATEGORY_LABELS[problem.category] ?? problem.category}</Pill>
          {problem.source === 'ai' ? <Pill>AI-generated</Pill> : null}
          {problem.solved ? (
            <span className="inline-flex items-center gap-1 text-xs font-semibold text-success">
              <CheckCircleGlyph />
              Solved
            </span>
          ) : null}
        </div>
        <h1 className="text-2xl font-bold sm:text-3xl">{problem.title}</h1>
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
          <div className="flex items-center gap-1.5">
            <dt>
              <ClockGlyph />
              <span className="sr-only">Estimated time</span>
            </dt>
            <dd>{problem.estimatedTime || 30} min</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <UsersGlyph />
              <span className="sr-only">Solved by</span>
            </dt>
            <dd>{number.format(problem.statistics.solvedBy ?? 0)} solved</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt>
              <PercentGlyph />
              <span className="sr-only">Acceptance rate</span>
            </dt>
            <dd>{(problem.statistics.acceptanceRate ?? 0).toFixed(1)}% acceptance</dd>
          </div>
        </dl>
      </header>

      <ProblemTabs problem={problem} />

      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
        {problem.hints.length > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={hintsOpen}
            aria-controls={hintsId}
            onClick={() => setHintsOpen((open) => !open)}
          >
            <LightbulbGlyph />
            {hintsOpen ? 'Hide Hints' : 'Show Hints'} ({problem.hints.length})
          </Button>
        ) : null}
        {tutor ? (
          <>
            <Button variant="secondary" size="sm" onClick={tutor.onHint} disabled={tutorBusy}>
              <LightbulbGlyph />
              AI Hint
            </Button>
            <Button variant="secondary" size="sm" onClick={tutor.onOptimize} disabled={tutorBusy}>
              Optimize
            </Button>
          </>
        ) : null}
        {problem.hasSolution ? (
          <Button variant="secondary" size="sm" onClick={() => setSolutionOpen(true)}>
            <BookGlyph />
            Solution
          </Button>
        ) : null}
        <SelectField
          label="Font size"
          inline
          value={String(fontSize)}
          onChange={(event) => onFontSize(Number(event.target.value))}
          options={FONT_SIZES.map((size) => ({ value: String(size), label: `${size}px` }))}
        />
        <ButtonLink to={back.to} variant="ghost" size="sm" className="ml-auto">
          Back
        </ButtonLink>
      </div>

      {tutor ? (
        <TutorAnswer state={tutor.tutor.state} onStop={tutor.tutor.stop} onClose={tutor.tutor.clear} />
      ) : null}

      {problem.hints.length > 0 ? (
        <section id={hintsId} hidden={!hintsOpen} aria-label="Hints">
          <HintList hints={problem.hints} />
        </section>
      ) : null}

      <SolutionDialog problem={problem} open={solutionOpen} onClose={() => setSolutionOpen(false)} />
    </div>
  );
}
