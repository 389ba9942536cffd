import { type SelectHTMLAttributes, useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable (e.g. a language the judge cannot run now). */
  disabled?: boolean;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** Keep the label for screen readers only, where the context already shows what the select is. */
  hideLabel?: boolean;
  /** Label beside the select instead of above it, for toolbars. */
  inline?: boolean;
}

/** A labelled native select: keyboard, screen readers and phones all know how to use it. */
export function SelectField({
  label,
  options,
  hideLabel = false,
  inline = false,
  className = '',
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`flex ${inline ? 'items-center gap-2' : 'flex-col gap-1.5'} ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium whitespace-nowrap'}>
        {label}
      </label>
      <select
        id={id}
        className="h-10 min-w-0 rounded-lg border border-border bg-surface px-3 text-sm text-fg"
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
