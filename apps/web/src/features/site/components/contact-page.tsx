import { CONTACT_TOPIC_LABELS, CONTACT_TOPICS, ContactRequest } from '@codecoach/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { apiFormErrors, type FieldErrors, zodFieldErrors } from '../../../lib/form-errors.ts';
import { useSendMessage } from '../api/send-message.ts';
import { PageFrame } from './page-frame.tsx';

type Topic = (typeof CONTACT_TOPICS)[number];
const FIELDS = ['name', 'email', 'topic', 'message'] as const;

export function ContactPage({
  name: initialName = '',
  email: initialEmail = '',
}: {
  name?: string;
  email?: string;
}) {
  const [params] = useSearchParams();
  const asked = params.get('topic');
  const send = useSendMessage();
  const id = useId();
  const [name, setName] = useState(initialName);
  const [email, setEmail] = useState(initialEmail);
  const [topic, setTopic] = useState<Topic>(
    CONTACT_TOPICS.includes(asked as Topic) ? (asked as Topic) : 'general',
  );
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = ContactRequest.safeParse({ name, email, topic, message });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: (answer) => {
        setMessage('');
        setThanks(answer.message);
      },
      onError: (error) => {
        const { fields, form } = apiFormErrors(error, FIELDS);
        setErrors(fields);
        setFormError(form);
      },
    });
  }

  return (
    <PageFrame
      title="Contact"
      lead="Questions, account help, security reports: the site's administrators read every message."
    >
      {thanks ? <Alert tone="success">{thanks}</Alert> : null}
      <form noValidate onSubmit={onSubmit} aria-label="Contact" className="flex flex-col gap-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={errors.name}
          />
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={errors.email}
            hint="We answer here."
          />
        </div>
        <SelectField
          label="Topic"
          value={topic}
          onChange={(e) => setTopic(e.target.value as Topic)}
          options={CONTACT_TOPICS.map((t) => ({ value: t, label: CONTACT_TOPIC_LABELS[t] }))}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-message`} className="text-sm font-medium">
            Message
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={6}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? `${id}-message-error` : undefined}
            className={`rounded-lg border bg-surface p-3 text-fg ${errors.message ? 'border-danger' : 'border-border'}`}
          />
          {errors.message ? (
            <p id={`${id}-message-error`} className="text-xs font-medium text-danger">
              {errors.message}
            </p>
          ) : null}
        </div>
        <div>
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send message'}
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
