import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { baseURL, createUser, demoAdmin, login, open, test } from './support/fixtures.ts';
import { apiGet, apiToken } from './support/solving.ts';

/**
 * Create Contest and Edit Contest refuse a start that is not in the future before sending it, by
 * the server's clock (the contests list and a contest's detail answer `serverNow`), with the
 * server's own words on the Start time field; and a refusal from the server still shows there.
 */

const START_IN_FUTURE = 'Start time must be in the future';
const MINUTE = 60_000;

/** A datetime-local value `ms` from the page's own clock (what a learner's browser thinks is now). */
function startIn(page: Page, ms: number): Promise<string> {
  return page.evaluate((offset) => {
    const d = new Date(Date.now() + offset);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
  }, ms);
}

/** Counts the write calls a page sends (POST /api/contests, PUT /api/contests/:id). */
function countWrites(page: Page): { sent: () => number } {
  let sent = 0;
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (
      (r.method() === 'POST' && path === '/api/contests') ||
      (r.method() === 'PUT' && path.startsWith('/api/contests/'))
    )
      sent++;
  });
  return { sent: () => sent };
}

async function fillNewContest(dialog: Locator, name: string): Promise<void> {
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Search the problem bank').fill('Two Sum');
  await dialog.getByRole('checkbox', { name: /^Two Sum \(/ }).check();
}

/** The message tied to the Start time field (aria-describedby), or null without one. */
function startError(dialog: Locator): Promise<string | null> {
  return dialog.getByLabel('Start time', { exact: true }).evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'));
    return input.getAttribute('aria-invalid') === 'true' ? (error?.textContent ?? null) : null;
  });
}

async function makeUpcoming(name: string): Promise<string> {
  const admin = await apiToken(await demoAdmin());
  const { problem } = await apiGet<{ problem: { _id: string } }>(admin, '/problems/two-sum');
  const res = await fetch(`${baseURL}/api/contests`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name,
      type: 'special',
      format: 'points',
      startTime: new Date(Date.now() + 2 * 3600_000).toISOString(),
      duration: 60,
      problems: [{ problemId: problem._id, points: 500 }],
      visibility: 'public',
      rated: false,
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { contestId: string } }).data.contestId;
}

describe('contest start time', { timeout: 120_000 }, () => {
  test('Create Contest refuses a start in the past before sending, and creates one in the future', async ({
    newPage,
  }) => {
    const page = await newPage();
    const writes = countWrites(page);
    await login(page, await createUser());
    await open(page, '/contests');
    await page.getByRole('heading', { level: 1, name: 'Contests' }).waitFor();
    await page.getByRole('button', { name: 'Create Contest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Contest' });
    await fillNewContest(dialog, `Past start ${Date.now()}`);
    await dialog.getByLabel('Start time', { exact: true }).fill(await startIn(page, -2 * MINUTE));
    await dialog.getByRole('button', { name: 'Create Contest' }).click();
    await dialog.getByText(START_IN_FUTURE).waitFor();
    expect(await startError(dialog)).toBe(START_IN_FUTURE);
    expect(writes.sent()).toBe(0);

    // A change of the start clears the message; a start in the future is created.
    await dialog.getByLabel('Start time', { exact: true }).fill(await startIn(page, 30 * MINUTE));
    expect(await startError(dialog)).toBeNull();
    await dialog.getByRole('button', { name: 'Create Contest' }).click();
    await dialog.getByText('Contest created.').waitFor();
    expect(writes.sent()).toBe(1);
  });

  test("a browser clock 10 minutes slow: the dialog judges by the server's clock", async ({ newPage }) => {
    const page = await newPage();
    await page.clock.install({ time: Date.now() - 10 * MINUTE });
    const writes = countWrites(page);
    await login(page, await createUser());
    await open(page, '/contests');
    await page.getByRole('heading', { level: 1, name: 'Contests' }).waitFor();
    await page.getByRole('button', { name: 'Create Contest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Contest' });
    await fillNewContest(dialog, `Slow clock ${Date.now()}`);
    // Five minutes ahead by the browser's clock is five minutes ago by the server's.
    await dialog.getByLabel('Start time', { exact: true }).fill(await startIn(page, 5 * MINUTE));
    await dialog.getByRole('button', { name: 'Create Contest' }).click();
    await dialog.getByText(START_IN_FUTURE).waitFor();
    expect(await startError(dialog)).toBe(START_IN_FUTURE);
    expect(writes.sent()).toBe(0);
    // Twenty minutes ahead by the browser's clock is ten minutes ahead by the server's.
    await dialog.getByLabel('Start time', { exact: true }).fill(await startIn(page, 20 * MINUTE));
    await dialog.getByRole('button', { name: 'Create Contest' }).click();
    await dialog.getByText('Contest created.').waitFor();
    expect(writes.sent()).toBe(1);
  });

  test('Edit Contest refuses a past start before sending, and shows the server refusing one', async ({
    newPage,
  }) => {
    const name = `Edit start ${Date.now()}`;
    await makeUpcoming(name);
    // The server's refusal is provoked on purpose: Chromium logs the 400 as a console error.
    const page = await newPage({ expectHttpErrors: [400] });
    await page.clock.install();
    const writes = countWrites(page);
    await login(page, await demoAdmin());
    await open(page, '/admin/contests');
    const list = page.getByRole('list', { name: 'Upcoming contests' });
    await list.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Contest' });
    await dialog.getByLabel('Start time', { exact: true }).fill(await startIn(page, -3 * MINUTE));
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText(START_IN_FUTURE).waitFor();
    expect(await startError(dialog)).toBe(START_IN_FUTURE);
    expect(writes.sent()).toBe(0);

    // The browser's clock jumps 10 minutes back after the dialog learnt the server's time: the
    // dialog now takes a start 3 minutes ago for the future, and the server's answer stands.
    await page.clock.setSystemTime(Date.now() - 10 * MINUTE);
    await dialog.getByLabel('Start time', { exact: true }).fill(await startIn(page, 7 * MINUTE));
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/contests/'),
    );
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    expect((await answer).status()).toBe(400);
    await dialog.getByText(START_IN_FUTURE).waitFor();
    expect(await startError(dialog)).toBe(START_IN_FUTURE);
    expect(writes.sent()).toBe(1);
  });
});
