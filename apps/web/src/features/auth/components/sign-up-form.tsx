import { PASSWORD_MAX, PASSWORD_MIN, RegisterRequest } from '@codecoach/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiFormErrors, type FieldErrors, zodFieldErrors } from '../../../lib/form-errors.ts';
import { useRegister } from '../api/register.ts';
import { useAuth } from '../hooks/use-auth.ts';

const FIELDS = ['name', 'email', 'password'] as const;

export function SignUpForm() {
  const { signIn } = useAuth();
  const registration = useRegister();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = RegisterRequest.safeParse({ name, email, password });
    const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    // Only the browser knows the confirmation; the server never sees it.
    if (confirm !== password) errors.confirm = 'Passwords do not match';
    setFieldErrors(errors);
    if (!parsed.success || errors.confirm) return;
    registration.mutate(parsed.data, {
      onSuccess: ({ token, user }) => signIn(token, user),
      onError: (error) => {
        const { fields, form } = apiFormErrors(error, FIELDS);
        setFieldErrors(fields);
        setFormError(form);
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign up">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        label="Full Name"
        name="name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={fieldErrors.name}
      />
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
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldErrors.password}
        hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters; common passwords are refused.`}
      />
      <PasswordField
        label="Confirm Password"
        name="confirm"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={fieldErrors.confirm}
      />
      <Button type="submit" size="lg" disabled={registration.isPending}>
        {registration.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
