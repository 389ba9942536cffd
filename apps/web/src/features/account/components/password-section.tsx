import { ChangePasswordRequest } from '@codecoach/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { apiFormErrors, type FieldErrors, zodFieldErrors } from '../../../lib/form-errors.ts';
import { useChangePassword } from '../api/security.ts';
import { Section } from './section.tsx';

const FIELDS = ['currentPassword', 'newPassword'] as const;

export function PasswordSection() {
  const change = useChangePassword();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    setDone(null);
    const parsed = ChangePasswordRequest.safeParse({ currentPassword, newPassword });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: (answer) => {
        setCurrent('');
        setNew('');
        setDone(answer.message);
      },
      onError: (error) => {
        const { fields, form } = apiFormErrors(error, FIELDS);
        setErrors(fields);
        setFormError(form);
      },
    });
  }

  return (
    <Section title="Change password" description="Every other device you are signed in on is signed out.">
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label="Change password"
        className="flex max-w-md flex-col gap-4"
      >
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <PasswordField
          label="Current password"
          name="current-password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrent(e.target.value)}
          error={errors.currentPassword}
        />
        <PasswordField
          label="New password"
          name="new-password"
          autoComplete="new-password"
          hint="At least 8 characters; a few unrelated words make a strong one."
          value={newPassword}
          onChange={(e) => setNew(e.target.value)}
          error={errors.newPassword}
        />
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </div>
        {done ? <Alert tone="success">{done}</Alert> : null}
      </form>
    </Section>
  );
}
