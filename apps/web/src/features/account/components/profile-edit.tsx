import { EmailChangeRequest, type OwnProfile, UpdateProfileRequest, type User } from '@codecoach/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiFormErrors, type FieldErrors, zodFieldErrors } from '../../../lib/form-errors.ts';
import { useChangeEmail, useUpdateProfile } from '../api/profile.ts';
import { Section } from './section.tsx';

/** Edit the name (saved at once) and the e-mail (changed once confirmed from the new address). */
export function ProfileEdit({ profile, onUser }: { profile: OwnProfile; onUser: (user: User) => void }) {
  const saveName = useUpdateProfile();
  const changeEmail = useChangeEmail();
  const [name, setName] = useState(profile.name);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [nameDone, setNameDone] = useState(false);
  const [emailDone, setEmailDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  function onName(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNameDone(false);
    const parsed = UpdateProfileRequest.safeParse({ name });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    saveName.mutate(parsed.data, {
      onSuccess: (answer) => {
        const p = answer.data.profile;
        setName(p.name);
        setNameDone(true);
        onUser({ _id: p._id, name: p.name, email: p.email, role: p.role, createdAt: p.memberSince });
      },
      onError: (error) => setErrors(apiFormErrors(error, ['name']).fields),
    });
  }

  function onEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setEmailDone(null);
    setFormError(null);
    const parsed = EmailChangeRequest.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    changeEmail.mutate(parsed.data, {
      onSuccess: (answer) => {
        setEmail('');
        setPassword('');
        setEmailDone(answer.message);
      },
      onError: (error) => {
        const { fields, form } = apiFormErrors(error, ['email', 'password']);
        setErrors(fields);
        setFormError(form);
      },
    });
  }

  return (
    <Section title="Edit profile">
      <div className="grid gap-8 md:grid-cols-2">
        <form noValidate onSubmit={onName} aria-label="Name" className="flex flex-col gap-3">
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setNameDone(false);
            }}
            error={errors.name}
          />
          <div className="flex items-center gap-3">
            <Button type="submit" disabled={saveName.isPending}>
              {saveName.isPending ? 'Saving...' : 'Save name'}
            </Button>
            <p role="status" className="text-sm font-medium text-success">
              {nameDone ? 'Name saved' : ''}
            </p>
          </div>
        </form>
        <form noValidate onSubmit={onEmail} aria-label="Change e-mail" className="flex flex-col gap-3">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <TextField
            label="New e-mail"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
            hint="We send a link to the new address; the change takes effect when you open it."
          />
          <PasswordField
            label="Current password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <div>
            <Button type="submit" variant="secondary" disabled={changeEmail.isPending}>
              {changeEmail.isPending ? 'Sending...' : 'Change e-mail'}
            </Button>
          </div>
          {emailDone ? <Alert tone="success">{emailDone}</Alert> : null}
        </form>
      </div>
    </Section>
  );
}
