import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { type Credentials, createUser, login, open, type PageOptions, test } from './support/fixtures.ts';
import {
  apiGet,
  apiToken,
  axeViolations,
  noHorizontalOverflow,
  shoot,
  submitAndWait,
  TWO_SUM,
  visibleText,
} from './support/solving.ts';

const WRONG_JS = 'var twoSum = function(nums, target) { return [0, 0]; };';
const BROKEN_CPP =
  'class Solution { public: vector<int> twoSum(vector<int>& nums, int target) { return nums } };';

const list = (page: Page) => page.getByRole('region', { name: 'Submissions' });
const rows = (page: Page) => list(page).getByRole('listitem');
const card = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Summary' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd');

/** A learner with three judged submissions of Two Sum: accepted (JS), wrong answer (JS), compilation error (C++). */
async function learnerWithHistory(): Promise<{ credentials: Credentials; problemId: string }> {
  const credentials = await createUser();
  const token = await apiToken(credentials);
  const { problem } = await apiGet<{ problem: { _id: string } }>(token, '/problems/two-sum');
  expect(
    await submitAndWait(token, { problemId: problem._id, language: 'javascript', code: TWO_SUM.javascript }),
  ).toBe('accepted');
  expect(await submitAndWait(token, { problemId: problem._id, language: 'javascript', code: WRONG_JS })).toBe(
    'wrong_answer',
  );
  expect(await submitAndWait(token, { problemId: problem._id, language: 'cpp', code: BROKEN_CPP })).toBe(
    'compilation_error',
  );
  return { credentials, problemId: problem._id };
}

async function openSubmissions(page: Page) {
  const request = page.waitForRequest(
    (r) => r.url().includes('/api/submissions?') && r.url().includes('limit=20'),
  );
  await open(page, '/submissions');
  const url = new URL((await request).url());
  // Spec §7: 20 per page, newest first.
  expect(Object.fromEntries(url.searchParams)).toEqual({
    page: '1',
    limit: '20',
    sort: 'submittedAt',
    order: 'desc',
  });
}

/** Each learner's history is three real verdicts: allow for a busy judge. */
describe('my submissions', { timeout: 120_000 }, () => {
  test('a new learner sees the empty state with Start Practicing', async ({ newPage }) => {
    const page = await newPage();
    await login(page, await createUser());
    await openSubmissions(page);
    await page.getByText('No submissions found').waitFor();
    await expect.poll(() => visibleText(card(page, 'Success Rate'))).toBe('0.0%');
    await page.getByRole('link', { name: 'Start Practicing' }).click();
    await page.waitForURL((url) => url.pathname === '/practice');
  });

  test('lists the judged submissions with their statuses, filters them and opens the details', async ({
    newPage,
  }) => {
    const { credentials, problemId } = await learnerWithHistory();
    const page = await newPage();
    await login(page, credentials);
    await openSubmissions(page);

    await expect.poll(() => rows(page).count()).toBe(3);
    const statuses = await rows(page).allInnerTexts();
    expect(statuses[0]).toContain('COMPILATION ERROR');
    expect(statuses[1]).toContain('WRONG ANSWER');
    expect(statuses[2]).toContain('ACCEPTED');
    expect(await visibleText(card(page, 'Total Submissions'))).toBe('3');
    expect(await visibleText(card(page, 'Accepted'))).toBe('1');
    expect(await visibleText(card(page, 'Success Rate'))).toBe('33.3%');

    // Status and language go to the server; the title search stays in the browser.
    await page.getByLabel('Status').selectOption('accepted');
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await visibleText(rows(page).first())).toContain('ACCEPTED');
    await page.getByLabel('Status').selectOption('all');
    await page.getByLabel('Language').selectOption('cpp');
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await visibleText(rows(page).first())).toContain('C++');
    await page.getByLabel('Language').selectOption('all');
    await expect.poll(() => rows(page).count()).toBe(3);

    let searched = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/submissions?') && r.url().toLowerCase().includes('two')) searched = true;
    });
    await page.getByRole('searchbox', { name: 'Search by problem title' }).fill('TWO sum');
    await expect.poll(() => rows(page).count()).toBe(3);
    await page.getByRole('searchbox', { name: 'Search by problem title' }).fill('three sum');
    await page.getByText('No submissions found').waitFor();
    expect(searched).toBe(false);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(() => rows(page).count()).toBe(3);

    // The wrong answer's details: verdict, failing test, the code highlighted, and Try Again.
    await rows(page).nth(1).getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Two Sum' });
    await dialog.waitFor();
    const details = await visibleText(dialog);
    expect(details).toContain('WRONG ANSWER');
    expect(details).toContain('First failing test');
    await dialog.getByRole('region', { name: 'Submitted code' }).getByText('twoSum').first().waitFor();
    await expect.poll(() => dialog.locator('.tok-keyword').count()).toBeGreaterThan(0);
    await dialog.getByRole('link', { name: 'Try Again' }).click();
    await page.waitForURL((url) => url.pathname === `/problem/${problemId}`);
    await page.getByRole('heading', { level: 1, name: 'Two Sum' }).waitFor();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`no serious axe violations, list and dialog (${colorScheme})`, async ({ newPage }) => {
      const { credentials } = await learnerWithHistory();
      const page = await newPage({ bypassCSP: true, colorScheme });
      await login(page, credentials);
      await openSubmissions(page);
      await expect.poll(() => rows(page).count()).toBe(3);
      expect(await axeViolations(page)).toEqual([]);
      await rows(page).first().getByRole('button').click();
      await page.getByRole('dialog').getByText('Compiler output').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const width of [1280, 375]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`screenshots at ${width} ${colorScheme}`, async ({ newPage }) => {
        const { credentials } = await learnerWithHistory();
        const options: PageOptions = { width, height: width === 375 ? 740 : 800, colorScheme };
        const page = await newPage(options);
        await login(page, credentials);
        await openSubmissions(page);
        await expect.poll(() => rows(page).count()).toBe(3);
        await noHorizontalOverflow(page);
        await shoot(page, `submissions-${width}-${colorScheme}`);
        await rows(page).nth(1).getByRole('button').click();
        await page.getByRole('dialog').getByText('First failing test').waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({
          path: `${import.meta.dirname}/artifacts/submission-dialog-${width}-${colorScheme}.png`,
        });
      });
    }
  }
});
