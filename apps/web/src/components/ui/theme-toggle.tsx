import { useTheme } from '../../lib/theme.ts';
import { MoonIcon, SunIcon } from './icons.tsx';

/** `onToggled` gets the theme now shown (the header saves it to a signed-in learner's settings). */
export function ThemeToggle({ onToggled }: { onToggled?: (theme: 'light' | 'dark') => void } = {}) {
  const { theme, toggle } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => {
        toggle();
        onToggled?.(next);
      }}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      className="flex size-9 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
    >
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
