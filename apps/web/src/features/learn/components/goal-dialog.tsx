import type { GoalKind, WeeklyGoal } from '@codecoach/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSetGoal } from '../api/summary.ts';

const KINDS = [
  { value: 'problems', label: 'Problems solved' },
  { value: 'minutes', label: 'Minutes practised' },
] as const;

/** Set the weekly goal: problems or minutes per week, 1 to 10000. */
export function GoalDialog({
  open,
  onClose,
  goal,
}: {
  open: boolean;
  onClose: () => void;
  goal: WeeklyGoal | undefined;
}) {
  const save = useSetGoal();
  const [kind, setKind] = useState<GoalKind>(goal?.kind ?? 'problems');
  const [target, setTarget] = useState(String(goal?.target ?? 5));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ kind, target: Number(target) }, { onSuccess: onClose });
  };
  const fieldError = save.error?.message;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Weekly goal"
      description="Counted from your real solves, Monday to Sunday."
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <SelectField
          label="Goal"
          options={KINDS}
          value={kind}
          onChange={(e) => setKind(e.target.value === 'minutes' ? 'minutes' : 'problems')}
        />
        <TextField
          label={kind === 'problems' ? 'Problems per week' : 'Minutes per week'}
          type="number"
          inputMode="numeric"
          min={1}
          max={10000}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          error={fieldError}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save goal'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
