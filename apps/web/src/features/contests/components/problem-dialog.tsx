import type { ContestProblem } from '@codecoach/contracts';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DifficultyBadge } from '../../../components/ui/difficulty-badge.tsx';

/** A contest problem (spec §2): its facts and Solve Problem, to /contest/{id}/problem/{letter}. */
export function ProblemDialog({
  contestId,
  problem,
  onClose,
}: {
  contestId: string;
  problem: ContestProblem | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={problem !== null}
      onClose={onClose}
      title={problem ? `${problem.id}. ${problem.title}` : ''}
      footer={
        problem ? (
          <Button onClick={() => navigate(`/contest/${contestId}/problem/${problem.id}`)}>
            Solve Problem
          </Button>
        ) : null
      }
    >
      {problem ? (
        <dl className="grid grid-cols-2 gap-y-2 text-sm">
          <dt className="text-muted">Difficulty</dt>
          <dd>
            <DifficultyBadge difficulty={problem.difficulty} />
          </dd>
          <dt className="text-muted">Points</dt>
          <dd>{problem.points}</dd>
          <dt className="text-muted">Solved by</dt>
          <dd>
            {problem.solved} of {problem.attempts} who tried
          </dd>
          <dt className="text-muted">You</dt>
          <dd>
            {problem.yourStatus === 'solved'
              ? 'Solved'
              : problem.yourStatus === 'attempted'
                ? 'Attempted'
                : 'Not tried yet'}
          </dd>
        </dl>
      ) : null}
    </Dialog>
  );
}
