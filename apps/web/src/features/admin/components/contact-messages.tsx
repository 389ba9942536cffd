import { CONTACT_TOPIC_LABELS } from '@codecoach/contracts';
import { type ReactNode, useId, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useContactMessages } from '../api/get-contact-messages.ts';

const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What visitors sent through /contact, newest first: who, their address to answer, the topic, when, the text. */
export function ContactMessages() {
  const [page, setPage] = useState(1);
  const query = useContactMessages(page);
  const id = useId();
  let body: ReactNode;
  if (query.isPending) body = <Spinner label="Loading messages..." className="py-6" />;
  else if (query.isError)
    body = (
      <LoadError
        what="the contact messages"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.data.data.messages.length === 0)
    body = (
      <p className="text-sm text-muted">
        No messages yet. What visitors send through the Contact page appears here.
      </p>
    );
  else {
    const { messages, pagination } = query.data.data;
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          {pagination.total} message{pagination.total === 1 ? '' : 's'}, newest first.
        </p>
        <ul className="flex flex-col gap-3">
          {messages.map((m) => (
            <li key={m._id}>
              <article
                className="rounded-lg border border-border bg-surface-2 p-4"
                aria-label={`Message from ${m.name}`}
              >
                <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h3 className="font-semibold">{CONTACT_TOPIC_LABELS[m.topic]}</h3>
                  <time dateTime={m.createdAt} className="text-xs text-muted">
                    {TIME.format(new Date(m.createdAt))}
                  </time>
                </header>
                <p className="mt-1 text-sm">
                  {m.name}
                  {m.userId ? <span className="text-muted"> (signed in)</span> : null} ·{' '}
                  <a
                    href={`mailto:${m.email}`}
                    className="break-all font-medium text-primary underline underline-offset-2"
                  >
                    {m.email}
                  </a>
                </p>
                <p className="mt-3 whitespace-pre-wrap break-words text-sm">{m.message}</p>
              </article>
            </li>
          ))}
        </ul>
        <Pagination
          current={pagination.current}
          pages={pagination.pages}
          onChange={setPage}
          label="Message pages"
        />
      </div>
    );
  }
  return (
    <section
      aria-labelledby={id}
      aria-busy={query.isFetching}
      className="rounded-xl border border-border bg-surface p-5"
    >
      <h2 id={id} className="mb-4 text-lg font-semibold">
        Contact Messages
      </h2>
      {body}
    </section>
  );
}
