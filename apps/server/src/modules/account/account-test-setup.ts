/**
 * What the account tests share (not a test file itself): the real app on its own database,
 * mailing a real SMTP server on a free local port, and the calls the tests make.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { build, type TestApp } from '../../../test/helper.ts';
import { startSmtp } from '../../../test/smtp.ts';

type Opts = Parameters<TestApp['injectAs']>[1];

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface AccountTestApp {
  t: TestApp;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
  /** A call as the learner with `token`, with a JSON body when one is given. */
  as(token: string, method: Opts['method'], url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** Signs in from a browser (Chrome on Linux unless `ua` says another): the status and the token. */
  login(email: string, password: string, ua?: string): Promise<{ status: number; token: string }>;
}

/** Starts the SMTP server and the app; called from `beforeAll`. Both close after the file's tests. */
export async function startAccountApp(): Promise<AccountTestApp> {
  const smtp = await startSmtp();
  afterAll(async () => smtp.close());
  const t = await build({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://codecoach.test',
    AUTH_RATE_LIMIT_PER_IP: '1000',
  });
  return {
    t,
    smtp,
    as: (token, method, url, payload) => t.injectAs(token, { method, url, ...(payload ? { payload } : {}) }),
    login: async (email, password, ua = CHROME) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
        headers: { 'user-agent': ua },
      });
      return { status: res.statusCode, token: res.json().token as string };
    },
  };
}
