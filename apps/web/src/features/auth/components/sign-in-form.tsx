import { LoginRequest } from '@codecoach/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiFormErrors, type FieldErrors, zodFieldErrors } from '../../../lib/form-errors.ts';
import { useLogin } from '../api/login.ts';
import { useAuth } from '../hooks/use-auth.ts';
import { ForgotPassword } from './forgot-password.tsx';

const FIELDS = ['email', 'password'] as const;

interface SignInFormProps {
  initialEmail?: string;
  initialPassword?: string;
}

export function SignInForm({ initialEmail = '', initialPassword = '' }: SignInFormProps) {
  const { signIn } = useAuth();
  const login = useLogin();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState(initialPassword);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = LoginRequest.safeParse({ email, password });
    if (!parsed.success) {
      setFieldErrors(zodFieldErrors(parsed.error));
      return;
    }
    setFieldErrors({});
    login.mutate(parsed.data, {
      // The signed-out-only guard then leaves /auth for the dashboard.
      onSuccess: ({ token, user }) => signIn(token, user),
      onError: (error) => {
        const { fields, form } = apiFormErrors(error, FIELDS);
        setFieldErrors(fields);
        setFormError(form);
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldErrors.email}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldErrors.password}
      />
      <div className="flex justify-end">
        <ForgotPassword />
      </div>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
