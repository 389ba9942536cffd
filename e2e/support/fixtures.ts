import { randomBytes } from 'node:crypto';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { test as base, inject } from 'vitest';

export const baseURL = inject('baseURL');

/** Debian's Chromium, headless; Playwright gives each launch a fresh temporary user-data dir. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PageOptions
  extends Pick<BrowserContextOptions, 'colorScheme' | 'reducedMotion' | 'bypassCSP'> {
  width?: number;
  height?: number;
  /**
   * HTTP statuses this test provokes on purpose (e.g. 401 for a wrong password). Chromium logs
   * every failed request as a console error; only these are let through, nothing else.
   */
  expectHttpErrors?: number[];
}

interface Fixtures {
  browser: Browser;
  /** A page in a fresh context; any console error or uncaught page error fails the test. */
  newPage: (options?: PageOptions) => Promise<Page>;
}

export const test = base.extend<Fixtures>({
  browser: [
    // biome-ignore lint/correctness/noEmptyPattern: vitest fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const browser = await chromium.launch({
        executablePath: '/usr/bin/chromium',
        headless: true,
        args: CHROMIUM_ARGS,
      });
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  newPage: async ({ browser }, use) => {
    const problems: string[] = [];
    const contexts: Array<Awaited<ReturnType<Browser['newContext']>>> = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
        colorScheme: options.colorScheme ?? 'light',
        reducedMotion: options.reducedMotion ?? 'reduce',
        bypassCSP: options.bypassCSP ?? false,
      });
      contexts.push(context);
      const page = await context.newPage();
      const allowed = (options.expectHttpErrors ?? []).map(
        (status) => `the server responded with a status of ${status}`,
      );
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowed.some((fragment) => text.includes(fragment))) return;
        problems.push(`console error on ${page.url()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught error on ${page.url()}: ${error.message}`));
      return page;
    });
    for (const context of contexts) await context.close();
    if (problems.length > 0) throw new Error(`The page reported errors:\n${problems.join('\n')}`);
  },
});

/**
 * The JSON the page is next sent from `pathname` with these query parameters (`null`: absent).
 * Journeys run side by side and change the server's figures, so a screen is compared with the
 * answer it was sent, not with a second request made apart. Call it before the action that fetches.
 */
export function answerSent<T>(
  page: Page,
  pathname: string,
  params: Record<string, string | null> = {},
): Promise<T> {
  return page
    .waitForResponse((r) => {
      const url = new URL(r.url());
      return (
        url.pathname === pathname && Object.entries(params).every(([k, v]) => url.searchParams.get(k) === v)
      );
    })
    .then((r) => r.json() as Promise<T>);
}

/** Opens a path and waits for the start-up splash to finish, as a learner would. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('status', { name: 'Loading CodeCoach' }).waitFor({ state: 'detached' });
}

export interface Credentials {
  name: string;
  email: string;
  password: string;
}

/** A learner account made through the real API (sign-up itself is a journey of its own). */
export async function createUser(): Promise<Credentials> {
  const id = randomBytes(4).toString('hex');
  const credentials = {
    name: `Learner ${id}`,
    email: `learner-${id}@example.com`,
    password: `Trellis-${id}-Kite`,
  };
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  return credentials;
}

/** The demo admin of DEMO_MODE, as the Quick Test Login box gets it. */
export async function demoAdmin(): Promise<Credentials> {
  const res = await fetch(`${baseURL}/api/auth/demo`);
  if (!res.ok) throw new Error(`/api/auth/demo answered ${res.status}`);
  const body = (await res.json()) as { data: { email: string; password: string } };
  return { name: 'Demo admin', ...body.data };
}

/** Signs in through the sign-in form and waits for the dashboard. */
export async function login(page: Page, credentials: Pick<Credentials, 'email' | 'password'>): Promise<void> {
  await open(page, '/auth');
  await page.getByLabel('Email', { exact: true }).fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL('**/dashboard');
  // The URL changes before the dashboard has rendered; until it has, the app may still re-render
  // around what the test does next (the header closes its mobile menu on a location change).
  await page.getByRole('heading', { name: /^Welcome back, / }).waitFor();
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('authToken'));
}
