import { ForgotPasswordRequest } from '@codecoach/contracts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiFormErrors, type FieldErrors, zodFieldErrors } from '../../../lib/form-errors.ts';
import { useForgotPassword, useMailStatus } from '../api/password-reset.ts';
import { AuthCardFrame } from './auth-card-frame.tsx';

/** /forgot-password: a reset link by e-mail, or, on a server that sends none, who can help. */
export function ForgotPasswordScreen() {
  const mail = useMailStatus();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = ForgotPasswordRequest.safeParse({ email });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    forgot.mutate(parsed.data, {
      onSuccess: (answer) => setSent(answer.message),
      onError: (error) => {
        const { fields, form } = apiFormErrors(error, ['email']);
        setErrors(fields);
        setFormError(form);
      },
    });
  }

  const back = (
    <p className="mt-4 text-sm">
      <Link to="/auth" className="font-medium text-primary underline underline-offset-2">
        Back to sign in
      </Link>
    </p>
  );
  if (mail.isPending) return <Spinner label="Loading..." className="py-24" />;
  if (mail.data && !mail.data.data.enabled)
    return (
      <AuthCardFrame title="Forgot your password?">
        <p className="text-muted">
          This CodeCoach server cannot send e-mail, so it cannot mail you a reset link. Please contact the
          site's admin: they can make you a single-use link (it works for 24 hours) to choose a new password.
        </p>
        {back}
      </AuthCardFrame>
    );
  return (
    <AuthCardFrame title="Forgot your password?">
      {sent ? (
        <Alert tone="success">{sent}</Alert>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label="Reset password request"
          className="flex flex-col gap-4"
        >
          <p className="text-sm text-muted">
            Enter your account's e-mail: we send it a link to choose a new password.
          </p>
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
          />
          <Button type="submit" disabled={forgot.isPending}>
            {forgot.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      {back}
    </AuthCardFrame>
  );
}
