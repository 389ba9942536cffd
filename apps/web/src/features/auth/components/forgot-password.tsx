import { useId, useState } from 'react';

/**
 * The spec's 'Forgot your password?' button did nothing. CodeCoach sends no e-mail, so the
 * honest answer is who can help: an administrator resets the password.
 */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="text-sm font-medium text-primary hover:underline"
      >
        Forgot your password?
      </button>
      <div id={panelId} hidden={!open} className="mt-2 rounded-lg bg-surface-2 p-3 text-sm text-muted">
        <p>
          CodeCoach does not send password-reset e-mails. Ask an administrator of this CodeCoach site to reset
          your password; they will give you a new one to sign in with.
        </p>
      </div>
    </div>
  );
}
