import { useId } from 'react';

interface CustomInputProps {
  enabled: boolean;
  onEnabled: (on: boolean) => void;
  value: string;
  onChange: (text: string) => void;
  error: string | null;
  disabled: boolean;
}

/**
 * Run Code's extra test: the arguments as a JSON array (`[[2,7,11,15], 9]`). The server checks
 * it and works out the expected output with the reference solution.
 */
export function CustomInput({ enabled, onEnabled, value, onChange, error, disabled }: CustomInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <label className="inline-flex w-fit items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => onEnabled(event.target.checked)}
          className="size-4 accent-primary"
        />
        Run with a custom input
      </label>
      {enabled ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium">
            Custom input
          </label>
          <textarea
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            disabled={disabled}
            rows={3}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            className={`rounded-lg border bg-surface px-3 py-2 font-mono text-sm text-fg ${error ? 'border-danger' : 'border-border'}`}
          />
          <p id={hintId} className="text-xs text-muted">
            The arguments as a JSON array, in the order of the function's parameters, e.g. [[2,7,11,15], 9].
          </p>
          {error ? (
            <p id={errorId} className="text-xs font-medium text-danger">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
