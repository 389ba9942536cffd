/** The brand mark: a code-brackets tile beside the name. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" className="fill-primary" />
      <path
        d="M12.5 10 7 16l5.5 6M19.5 10 25 16l-5.5 6"
        fill="none"
        className="stroke-primary-fg"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const APP_NAME = 'CodeCoach';
