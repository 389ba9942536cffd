import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { noMailText, useNewsletterMail } from '../api/mail-status.ts';
import { useSubscribe } from '../api/subscribe.ts';

/**
 * The footer's newsletter form: the address is stored on the server, then the spec's thanks shown.
 * Where the server sends no e-mail, the form says so instead of collecting an address.
 */
export function NewsletterForm() {
  const id = useId();
  const subscription = useSubscribe();
  const box = useRef<HTMLFormElement>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || inView) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setInView(true);
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, [inView]);
  const mail = useNewsletterMail(inView);
  const [noMail, setNoMail] = useState<string | null>(null);
  useEffect(() => {
    if (mail.data !== false) return;
    let live = true;
    void noMailText().then((text) => live && setNoMail(text));
    return () => {
      live = false;
    };
  }, [mail.data]);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setThanked(false);
    // The footer is on every page, the landing page too: the schema (and zod) load on the first submit.
    const parsed = await import('../api/schemas.ts').then(
      ({ NewsletterRequest }) => NewsletterRequest.safeParse({ email }),
      () => null,
    );
    if (!parsed) {
      setError('Could not subscribe.');
      return;
    }
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address');
      return;
    }
    setError(null);
    subscription.mutate(parsed.data, {
      onSuccess: () => {
        setEmail('');
        setThanked(true);
      },
      onError: (err) => {
        setError(
          err instanceof ApiError ? (err.fieldErrors[0]?.message ?? err.message) : 'Could not subscribe.',
        );
      },
    });
  }

  if (noMail)
    return (
      <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
        <h2 id={`${id}-title`} className="font-semibold">
          Newsletter
        </h2>
        <p className="text-sm text-muted">{noMail}</p>
      </section>
    );

  return (
    <form
      ref={box}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        Newsletter
      </h2>
      <p className="text-sm text-muted">New problems and contests, at most once a week.</p>
      <label htmlFor={`${id}-email`} className="sr-only">
        Email address
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`h-10 min-w-0 flex-1 rounded-lg border bg-surface px-3 text-sm ${error ? 'border-danger' : 'border-border'}`}
        />
        <Button type="submit" disabled={subscription.isPending}>
          {subscription.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <p role="status" className="text-sm font-medium text-success">
        {thanked ? 'Thank you for subscribing!' : ''}
      </p>
    </form>
  );
}
