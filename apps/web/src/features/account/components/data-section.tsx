import { DeleteAccountRequest } from '@codecoach/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { apiFormErrors, type FieldErrors, zodFieldErrors } from '../../../lib/form-errors.ts';
import { exportAccount, useDeleteAccount } from '../api/security.ts';
import { Section } from './section.tsx';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Export my data, and delete my account. */
export function DataSection({ onDeleted }: { onDeleted: () => void }) {
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const remove = useDeleteAccount();

  async function onExport() {
    setExporting(true);
    setExportError(null);
    try {
      const data = await exportAccount();
      download(`codecoach-export-${data.exportedAt.slice(0, 10)}.json`, JSON.stringify(data, null, 2));
    } catch (e) {
      setExportError(e instanceof Error ? e.message : 'Could not export your data.');
    } finally {
      setExporting(false);
    }
  }

  function onDelete(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = DeleteAccountRequest.safeParse({ password });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    remove.mutate(parsed.data, {
      onSuccess: onDeleted,
      onError: (error) => {
        const { fields, form } = apiFormErrors(error, ['password']);
        setErrors(fields);
        setFormError(form);
      },
    });
  }

  return (
    <>
      <Section
        title="Your data"
        description="A JSON file of your profile, settings, every submission with its code, and your progress."
      >
        <Button variant="secondary" onClick={() => void onExport()} disabled={exporting}>
          {exporting ? 'Preparing...' : 'Export my data'}
        </Button>
        {exportError ? (
          <Alert tone="error" className="mt-3">
            {exportError}
          </Alert>
        ) : null}
      </Section>
      <Section
        tone="danger"
        title="Delete account"
        description="Your name, e-mail, settings, sessions and code are removed for good. Your judged submissions stay in the problems' statistics and your leaderboard row stays as 'Deleted learner', without your name."
      >
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </Section>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Delete your account?"
        description="This cannot be undone. Enter your password to confirm."
      >
        <form noValidate onSubmit={onDelete} aria-label="Delete account" className="flex flex-col gap-4">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete for good'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
