import type { WeeklyGoal } from '@codecoach/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Meter } from '../../../components/ui/meter.tsx';
import { GoalDialog } from './goal-dialog.tsx';

/** The weekly goal with its real progress and a way to change it. */
export function GoalCard({ goal }: { goal: WeeklyGoal }) {
  const [open, setOpen] = useState(false);
  const unit = goal.kind === 'problems' ? 'problems' : 'minutes';
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">
        <span className="font-semibold tabular-nums">
          {goal.done}/{goal.target}
        </span>{' '}
        {unit} this week
        {goal.set ? '' : ' (suggested)'}
      </p>
      <Meter value={goal.percent} max={100} label="Weekly goal progress" fillClass="fill-success" />
      <Button variant="ghost" size="sm" className="self-start" onClick={() => setOpen(true)}>
        {goal.set ? 'Change goal' : 'Set goal'}
      </Button>
      {open ? <GoalDialog open onClose={() => setOpen(false)} goal={goal} /> : null}
    </div>
  );
}
