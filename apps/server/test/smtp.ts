import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  /** Header lines, by lower-case name, as received. */
  headers: Record<string, string>;
}

/** A real SMTP server on a free local port, keeping every mail it receives, parsed. */
export async function startSmtp() {
  const inbox: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((m) => {
          const to = (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) =>
            a.value.map((v) => v.address ?? ''),
          );
          const headers = Object.fromEntries(
            m.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]),
          );
          inbox.push({ to, from: m.from?.text ?? '', subject: m.subject ?? '', text: m.text ?? '', headers });
          for (const w of waiters.splice(0)) w();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** The first mail to `address` matching `pred`, waiting up to `ms` for it. */
    async waitFor(address: string, pred: (m: ReceivedMail) => boolean = () => true, ms = 10_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = inbox.find((m) => m.to.includes(address) && pred(m));
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${address} within ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, Math.min(left, 200));
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The link of a mail's body that starts with `prefix`, and its token. */
export function linkIn(mail: ReceivedMail, prefix: string): { link: string; token: string } {
  const m = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\S+`).exec(mail.text);
  if (!m) throw new Error(`no link ${prefix} in:\n${mail.text}`);
  const token = new URL(m[0]).searchParams.get('token') ?? '';
  return { link: m[0], token };
}
