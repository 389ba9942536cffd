import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { answerSent, createUser, login, open, type PageOptions, pathOf, test } from './support/fixtures.ts';
import {
  apiGet,
  apiToken,
  axeViolations,
  noHorizontalOverflow,
  shoot,
  visibleText,
} from './support/solving.ts';

interface ListAnswer {
  problems: Array<{ _id: string; title: string; difficulty: string; category: string }>;
  pagination: { pages: number; current: number; total: number };
}

const problemList = (page: Page) => page.getByRole('region', { name: 'Problems' }).getByRole('list').first();
const cardTitles = (page: Page) => problemList(page).getByRole('heading', { level: 2 }).allInnerTexts();
/** Waits for /practice with exactly this query string (filters live in the URL). */
const atQuery = (page: Page, search: string) =>
  page.waitForURL((url) => url.pathname === '/practice' && url.search === search);
const shownCount = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing/ });
/** The next problem list the page is sent whose query has these parameters (`answerSent`). */
const listSent = (page: Page, params: Record<string, string | null>) =>
  answerSent<ListAnswer>(page, '/api/problems', params);

async function signedIn(newPage: (o?: PageOptions) => Promise<Page>, options: PageOptions = {}) {
  const credentials = await createUser();
  const page = await newPage(options);
  await login(page, credentials);
  return { page, token: await apiToken(credentials) };
}

describe('practice list', () => {
  test('filters, search and pagination follow the server and live in the URL', async ({ newPage }) => {
    const { page } = await signedIn(newPage);
    const firstSent = listSent(page, { page: '1', sort: 'createdAt', difficulty: null });
    await open(page, '/practice');
    const all = await firstSent;
    expect(all.pagination.pages).toBeGreaterThan(1);
    await expect
      .poll(() => visibleText(shownCount(page)))
      .toBe(`Showing 1–12 of ${all.pagination.total} problems`);
    expect(await cardTitles(page)).toEqual(all.problems.map((p) => p.title));

    // Pagination: Previous is disabled on page 1, Next moves on, the last page disables Next.
    const pages = page.getByRole('navigation', { name: 'Problem pages' });
    await expect.poll(() => pages.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await pages.getByRole('button', { name: /^Page \d+$/ }).count()).toBe(
      Math.min(5, all.pagination.pages),
    );
    const secondSent = listSent(page, { page: '2', sort: 'createdAt' });
    await pages.getByRole('button', { name: 'Next' }).click();
    await atQuery(page, '?page=2');
    const second = await secondSent;
    await expect.poll(() => cardTitles(page)).toEqual(second.problems.map((p) => p.title));
    expect(await pages.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    for (let n = 3; n <= all.pagination.pages; n++) {
      await pages.getByRole('button', { name: 'Next' }).click();
      await atQuery(page, `?page=${n}`);
    }
    await expect.poll(() => pages.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    expect(await pages.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(false);

    // A filter goes back to page 1 and is sent to the server.
    const easySent = listSent(page, { page: '1', difficulty: 'easy', category: null });
    await page.getByLabel('Difficulty').selectOption('easy');
    await atQuery(page, '?difficulty=easy');
    const easy = await easySent;
    await expect.poll(() => cardTitles(page)).toEqual(easy.problems.map((p) => p.title));
    expect(await problemList(page).getByText('Easy', { exact: true }).count()).toBe(easy.problems.length);

    const sortedSent = listSent(page, { difficulty: 'easy', category: 'array', sort: 'title', search: null });
    await page.getByLabel('Category').selectOption('array');
    await page.getByLabel('Sort by').selectOption('alphabetical');
    await atQuery(page, '?difficulty=easy&category=array&sort=alphabetical');
    const sorted = await sortedSent;
    expect(sorted.problems.length).toBeGreaterThan(0);
    await expect.poll(() => cardTitles(page)).toEqual(sorted.problems.map((p) => p.title));

    // Search, then a reload keeps every filter.
    await page.getByRole('searchbox', { name: 'Search' }).fill('two sum');
    await atQuery(page, '?difficulty=easy&category=array&sort=alphabetical&search=two+sum');
    await expect.poll(() => cardTitles(page)).toEqual(['Two Sum']);
    await page.reload();
    await page.getByRole('heading', { name: 'Two Sum' }).waitFor();
    expect(await page.getByLabel('Difficulty').inputValue()).toBe('easy');
    expect(await page.getByLabel('Category').inputValue()).toBe('array');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('alphabetical');
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('two sum');

    // Nothing found, then Clear Filters resets difficulty, category, search and page.
    await page.getByRole('searchbox', { name: 'Search' }).fill('no such problem anywhere');
    await page.getByText('No problems found').waitFor();
    const clearedSent = listSent(page, { sort: 'title', difficulty: null, category: null, search: null });
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await atQuery(page, '?sort=alphabetical');
    const cleared = await clearedSent;
    // The URL changes first and the controls follow it on the next render: wait for them (read at
    // once, the Difficulty select still said 'easy' in a CI run).
    await expect.poll(() => page.getByLabel('Difficulty').inputValue()).toBe('all');
    await expect.poll(() => page.getByLabel('Category').inputValue()).toBe('all');
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('');
    await expect
      .poll(() => visibleText(shownCount(page)))
      .toBe(`Showing 1–12 of ${cleared.pagination.total} problems`);

    // A card opens its problem.
    const first = (await cardTitles(page))[0] ?? '';
    await problemList(page).getByRole('link', { name: first, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: first }).waitFor();
    expect(pathOf(page)).toMatch(/^\/solve\/[0-9a-f-]{36}$/);
  });

  test('?category= preselects the category; Random Problem follows the filters', async ({ newPage }) => {
    const { page, token } = await signedIn(newPage);
    await open(page, '/practice?category=tree');
    expect(await page.getByLabel('Category').inputValue()).toBe('tree');
    const trees = await apiGet<ListAnswer>(
      token,
      '/problems?page=1&limit=12&sort=createdAt&order=desc&category=tree',
    );
    expect(trees.problems.length).toBeGreaterThan(0);
    await expect.poll(() => cardTitles(page)).toEqual(trees.problems.map((p) => p.title));

    await page.getByLabel('Category').selectOption('all');
    await page.getByLabel('Difficulty').selectOption('hard');
    await page.getByRole('button', { name: 'Random Problem' }).click();
    await page.waitForURL(/\/solve\/[0-9a-f-]{36}$/);
    const problem = page.getByRole('region', { name: 'Problem' });
    await problem.getByRole('tablist', { name: 'Problem details' }).waitFor();
    expect(await problem.getByText('Hard', { exact: true }).isVisible()).toBe(true);
    const drawn = await apiGet<{ problem: { difficulty: string } }>(
      token,
      `/problems/${pathOf(page).split('/')[2]}`,
    );
    expect(drawn.problem.difficulty).toBe('hard');
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`no serious axe violations, keyboard reachable (${colorScheme})`, async ({ newPage }) => {
      const { page } = await signedIn(newPage, { bypassCSP: true, colorScheme });
      await open(page, '/practice');
      await shownCount(page).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      // Tab reaches the filters and then the first card's link.
      await page.getByRole('searchbox', { name: 'Search' }).focus();
      for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.tagName);
      expect(focused).toBe('A');
    });
  }

  for (const width of [1280, 375]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`screenshot at ${width} ${colorScheme}`, async ({ newPage }) => {
        const { page } = await signedIn(newPage, { width, height: width === 375 ? 740 : 800, colorScheme });
        await open(page, '/practice');
        await shownCount(page).waitFor();
        await noHorizontalOverflow(page);
        await shoot(page, `practice-${width}-${colorScheme}`);
      });
    }
  }
});
