import { useRef, useState } from 'react';
import { LogoMark } from '../../../components/ui/logo.tsx';
import { QuickTestLogin } from './quick-test-login.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

export type AuthMode = 'signin' | 'signup';

interface AuthCardProps {
  initialMode: AuthMode;
  /** From the server's health answer: shows the Quick Test Login box. */
  demoMode: boolean;
}

const COPY: Record<AuthMode, { title: string; subtitle: string; switchText: string; switchAction: string }> =
  {
    signin: {
      title: 'Welcome Back',
      subtitle: 'Sign in to continue your practice.',
      switchText: "Don't have an account?",
      switchAction: 'Sign Up',
    },
    signup: {
      title: 'Create Your Account',
      subtitle: 'Start practising coding interviews today.',
      switchText: 'Already have an account?',
      switchAction: 'Sign In',
    },
  };

/** One card that flips between sign-in and sign-up (spec §2). */
export function AuthCard({ initialMode, demoMode }: AuthCardProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [prefill, setPrefill] = useState({ email: '', password: '', version: 0 });
  const flipped = useRef(false);
  const copy = COPY[mode];

  // After a flip the button that caused it is gone; keyboard focus moves to the new heading.
  const focusAfterFlip = (heading: HTMLHeadingElement | null) => {
    if (heading && flipped.current) heading.focus();
  };

  function flip(next: AuthMode) {
    flipped.current = true;
    setMode(next);
  }

  return (
    <div
      key={mode}
      className="motion-safe:animate-card-flip w-full max-w-md rounded-2xl border border-border bg-surface p-6 shadow-lg sm:p-8"
    >
      <div className="mb-6 flex flex-col items-center gap-2 text-center">
        <LogoMark className="size-10" />
        <h1 ref={focusAfterFlip} tabIndex={-1} className="text-2xl font-bold">
          {copy.title}
        </h1>
        <p className="text-sm text-muted">{copy.subtitle}</p>
      </div>
      {mode === 'signin' ? (
        <div className="flex flex-col gap-4">
          {demoMode ? (
            <QuickTestLogin
              onFill={(email, password) => setPrefill((p) => ({ email, password, version: p.version + 1 }))}
            />
          ) : null}
          <SignInForm key={prefill.version} initialEmail={prefill.email} initialPassword={prefill.password} />
        </div>
      ) : (
        <SignUpForm />
      )}
      <p className="mt-6 text-center text-sm text-muted">
        {copy.switchText}{' '}
        <button
          type="button"
          onClick={() => flip(mode === 'signin' ? 'signup' : 'signin')}
          className="font-semibold text-primary hover:underline"
        >
          {copy.switchAction}
        </button>
      </p>
    </div>
  );
}
