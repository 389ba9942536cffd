import {
  type GeneratePlanRequest,
  STUDY_PLAN_DEFAULT_HOURS,
  STUDY_PLAN_DEFAULT_WEEKS,
} from '@codecoach/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

/**
 * Target date and hours per week, both optional: the defaults are said, not hidden. It opens on a
 * press of Generate (which it replaces), so focus moves to its first field.
 */
export function PlanForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (r: GeneratePlanRequest) => void;
  onCancel: () => void;
}) {
  const [targetDate, setTargetDate] = useState('');
  const [hours, setHours] = useState('');
  const [error, setError] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const h = hours.trim() === '' ? undefined : Number(hours);
    if (h !== undefined && (!Number.isInteger(h) || h < 1 || h > 60)) {
      setError('Hours per week must be between 1 and 60');
      return;
    }
    onSubmit({ ...(targetDate ? { targetDate } : {}), ...(h !== undefined ? { hoursPerWeek: h } : {}) });
  };
  return (
    <form
      ref={form}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-6"
      noValidate
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Target date (optional)"
          type="date"
          value={targetDate}
          onChange={(e) => setTargetDate(e.target.value)}
          hint={`Leave empty for ${STUDY_PLAN_DEFAULT_WEEKS} weeks from today.`}
        />
        <TextField
          label="Hours per week (optional)"
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          value={hours}
          onChange={(e) => {
            setHours(e.target.value);
            setError(undefined);
          }}
          error={error}
          hint={`Leave empty for ${STUDY_PLAN_DEFAULT_HOURS} hours.`}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Generate My Study Plan</Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
