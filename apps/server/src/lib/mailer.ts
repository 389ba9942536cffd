import nodemailer from 'nodemailer';
import type { Config } from '../config/env.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra header lines (e.g. `List-Unsubscribe`, RFC 8058's `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
}

/** Outgoing e-mail over SMTP (nodemailer); `enabled` is false when SMTP_URL is not set. */
export interface Mailer {
  readonly enabled: boolean;
  send(mail: Mail): Promise<void>;
  /** Connects and greets the SMTP server once: start-up says whether mail can leave. */
  verify(): Promise<void>;
  close(): void;
}

export function createMailer(mail: Config['mail']): Mailer {
  if (!mail) {
    const off = () => Promise.reject(new Error('SMTP_URL is not set: this server sends no e-mail'));
    return { enabled: false, send: off, verify: off, close: () => {} };
  }
  const transport = nodemailer.createTransport(mail.smtpUrl);
  return {
    enabled: true,
    async send(m) {
      await transport.sendMail({
        from: mail.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        ...(m.headers ? { headers: m.headers } : {}),
      });
    },
    async verify() {
      await transport.verify();
    },
    close: () => transport.close(),
  };
}
