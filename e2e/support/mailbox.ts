import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * A real SMTP server for the journeys: the app under test sends its mail here (SMTP_URL), and
 * each mail is written, parsed, as a JSON file into `dir`, where the tests' process reads it.
 */
export async function startMailbox(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  let n = 0;
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
          const mail: ReceivedMail = { to, subject: m.subject ?? '', text: m.text ?? '' };
          fs.writeFileSync(path.join(dir, `${Date.now()}-${++n}.json`), JSON.stringify(mail));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The newest mail to `address` matching `pred`, waiting up to `ms` for it to arrive. */
export async function waitForMail(
  dir: string,
  address: string,
  pred: (m: ReceivedMail) => boolean = () => true,
  ms = 15_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const f of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as ReceivedMail;
      if (mail.to.includes(address.toLowerCase()) && pred(mail)) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${address} within ${ms} ms`);
}

/** The link in a mail that starts with `prefix` (the app's own address). */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link ${prefix} in:\n${mail.text}`);
  return found;
}
