import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useConfirmEmail } from '../api/password-reset.ts';
import { AuthCardFrame } from './auth-card-frame.tsx';

/** /confirm-email?token=...: opened from the new address; confirms it once. */
export function ConfirmEmailScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [mutate, token]);

  return (
    <AuthCardFrame title="Confirm your e-mail">
      {confirm.isPending || confirm.isIdle ? <Spinner label="Confirming..." /> : null}
      {confirm.isSuccess ? <Alert tone="success">{confirm.data.message}</Alert> : null}
      {confirm.isError ? (
        <Alert tone="error">
          {confirm.error instanceof ApiError
            ? (confirm.error.fieldErrors[0]?.message ?? confirm.error.message)
            : 'This link could not be confirmed.'}
        </Alert>
      ) : null}
      <p className="mt-4">
        <Link to="/profile" className="font-medium text-primary underline underline-offset-2">
          Go to my profile
        </Link>
      </p>
    </AuthCardFrame>
  );
}
