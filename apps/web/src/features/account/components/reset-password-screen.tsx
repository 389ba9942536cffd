import { ResetPasswordRequest } from '@codecoach/contracts';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { apiFormErrors, type FieldErrors, zodFieldErrors } from '../../../lib/form-errors.ts';
import { useResetPassword } from '../api/password-reset.ts';
import { AuthCardFrame } from './auth-card-frame.tsx';

/** /reset-password?token=...: the link of the reset e-mail. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = ResetPasswordRequest.safeParse({ token, password });
    if (!parsed.success) {
      const found = zodFieldErrors(parsed.error);
      setErrors(found);
      if (found.token) setFormError(found.token);
      return;
    }
    setErrors({});
    reset.mutate(parsed.data, {
      onSuccess: (answer) => setDone(answer.message),
      onError: (error) => {
        const { fields, form } = apiFormErrors(error, ['password', 'token']);
        setErrors(fields);
        setFormError(fields.token ?? form);
      },
    });
  }

  return (
    <AuthCardFrame title="Choose a new password">
      {done ? (
        <>
          <Alert tone="success">{done}</Alert>
          <p className="mt-4">
            <Link to="/auth" className="font-medium text-primary underline underline-offset-2">
              Sign in
            </Link>
          </p>
        </>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label="Choose a new password"
          className="flex flex-col gap-4"
        >
          {formError ? (
            <Alert tone="error">
              {formError}{' '}
              <Link to="/forgot-password" className="font-medium underline">
                Request a new link
              </Link>
            </Alert>
          ) : null}
          <PasswordField
            label="New password"
            name="password"
            autoComplete="new-password"
            hint="At least 8 characters. You will be signed out everywhere."
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <Button type="submit" disabled={reset.isPending}>
            {reset.isPending ? 'Saving...' : 'Set new password'}
          </Button>
        </form>
      )}
    </AuthCardFrame>
  );
}
