import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createUser, login, open, test } from './support/fixtures.ts';
import {
  apiGet,
  apiToken,
  axeViolations,
  editor,
  noHorizontalOverflow,
  shoot,
  submitAndWait,
  TWO_SUM,
  typeCode,
  visibleText,
} from './support/solving.ts';

const BINARY_SEARCH =
  'var search = function(nums, target) { let lo = 0, hi = nums.length - 1; while (lo <= hi) { const mid = (lo + hi) >> 1; if (nums[mid] === target) return mid; if (nums[mid] < target) lo = mid + 1; else hi = mid - 1; } return -1; };';
const WRONG_SEARCH = 'var search = function(nums, target) { return -2; };';

/** A stat card's text (label, value, caption), found by its label. */
const statCard = (page: Page, label: string) =>
  visibleText(
    page.getByRole('list', { name: 'Your statistics' }).getByRole('listitem').filter({ hasText: label }),
  );

/** An analytics overview card's value and caption. */
const overviewCard = (page: Page, label: string) =>
  visibleText(page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }));

interface Stats {
  data: {
    statistics: { solvedProblems: number; points: number; accuracy: number | null; rank: number | null };
  };
}

describe('progress from real submissions', () => {
  test('a learner solves problems and sees the dashboard, leaderboard and analytics change', async ({
    newPage,
  }) => {
    const credentials = await createUser();
    const page = await newPage();
    await login(page, credentials);

    // Before: nothing yet, said plainly.
    await page.getByRole('heading', { name: `Welcome back, ${credentials.name}!` }).waitFor();
    await page.getByRole('list', { name: 'Your statistics' }).waitFor();
    expect(await statCard(page, 'Problems Solved')).toMatch(/Problems Solved\s+0\s+0 points/);
    expect(await statCard(page, 'Global Rank')).toContain('Unranked');
    await page
      .getByRole('region', { name: 'Recent Activity' })
      .getByRole('link', { name: 'Start Practicing' })
      .waitFor();
    await page.getByText('Next Milestone: First Steps').waitFor();

    // Solve Two Sum on the solve screen, as a learner does.
    await open(page, '/problem/two-sum');
    await editor(page).waitFor();
    await typeCode(page, TWO_SUM.javascript);
    await page.getByRole('button', { name: 'Submit Solution' }).click();
    await page.getByText('All test cases passed! Solution accepted.').waitFor({ timeout: 60_000 });
    await page.waitForURL((url) => url.pathname === '/practice', { timeout: 10_000 });

    // A wrong answer then a solve of Binary Search, through the API.
    const token = await apiToken(credentials);
    expect(
      await submitAndWait(token, { problemId: 'binary-search', language: 'javascript', code: WRONG_SEARCH }),
    ).toBe('wrong_answer');
    expect(
      await submitAndWait(token, { problemId: 'binary-search', language: 'javascript', code: BINARY_SEARCH }),
    ).toBe('accepted');
    const stats = await apiGet<Stats>(token, '/user/stats');
    expect(stats.data.statistics).toMatchObject({ solvedProblems: 2, points: 20, accuracy: 66.6 });
    const rank = stats.data.statistics.rank;
    expect(rank).toBeGreaterThanOrEqual(1);

    // The dashboard now.
    await open(page, '/dashboard');
    await page.getByRole('list', { name: 'Your statistics' }).waitFor();
    expect(await statCard(page, 'Problems Solved')).toMatch(/Problems Solved\s+2\s+20 points/);
    expect(await statCard(page, 'Accuracy Rate')).toContain('66.6%');
    expect(await statCard(page, 'Current Streak')).toContain('1 day');
    expect(await statCard(page, 'Global Rank')).toContain(`#${rank}`);
    const activity = page.getByRole('main').getByRole('region', { name: 'Recent Activity' });
    const items = activity.getByRole('listitem');
    expect(await items.count()).toBe(3);
    expect(await visibleText(items.first())).toMatch(/Binary Search[\s\S]*ACCEPTED[\s\S]*\+10 pts/);
    expect(await visibleText(items.nth(1))).toContain('WRONG ANSWER');
    await activity.getByRole('link', { name: 'View All' }).waitFor();
    await page
      .getByRole('main')
      .getByRole('region', { name: 'Achievements' })
      .getByText('First Steps')
      .waitFor();
    const weekly = page.getByRole('main').getByRole('region', { name: 'Weekly Progress' });
    await weekly.getByText(/This Week: 2 solved · 3 submissions · 20 points/).waitFor();
    const monthResponse = page.waitForResponse((r) => r.url().includes('/api/user/stats?period=month'));
    await weekly.getByLabel('Period').selectOption('month');
    await monthResponse;
    await weekly.getByText(/This Month: 2 solved/).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The leaderboard: the learner's own row and rank.
    await page
      .getByRole('list', { name: 'Your statistics' })
      .getByRole('link', { name: /Global Rank/ })
      .click();
    await page.waitForURL('**/leaderboard');
    await page.getByText(`Your Rank: #${rank}`).waitFor();
    const rankings = page.getByRole('main').getByRole('region', { name: 'Full Rankings' });
    const mine = rankings.getByRole('row', { name: `${credentials.name} (You)` });
    await mine.waitFor();
    expect(await visibleText(mine)).toMatch(new RegExp(`#${rank}[\\s\\S]*20\\s+2\\s+66%`));
    await page.getByRole('button', { name: 'This Week' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'This Week' }).getAttribute('aria-pressed'))
      .toBe('true');
    await rankings.getByRole('row', { name: `${credentials.name} (You)` }).waitFor();
    const week = await apiGet<{ data: { you: { statistics: { rank: number } } } }>(
      token,
      '/user/leaderboard?timeframe=week',
    );
    await page.getByText(`Your Rank: #${week.data.you.statistics.rank}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // Analytics: the same figures, and the range really reloads.
    await open(page, '/analytics');
    await page.getByRole('heading', { name: 'Performance Analytics' }).waitFor();
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    expect(await overviewCard(page, 'Problems Solved')).toMatch(
      /^Problems Solved\s+2\s+\+2 in the last 30 days/,
    );
    expect(await overviewCard(page, 'Accuracy Rate')).toContain('66.6%');
    expect(await overviewCard(page, 'Current Streak')).toContain('Personal best!');
    expect(await overviewCard(page, 'Global Rank')).toContain(`#${rank}`);
    await page.getByRole('heading', { name: 'Weekly Progress' }).waitFor();
    await page.getByRole('heading', { name: 'Time Spent in Hours' }).waitFor();
    await page.locator('.recharts-surface').first().waitFor();
    await shoot(page, 'progress-analytics-light');
    const sevenDays = page.waitForResponse((r) => r.url().includes('/api/analytics?range=7d'));
    await page.getByLabel('Time range').selectOption('7d');
    await sevenDays;
    await page.getByText(/\+2 in the last 7 days/).waitFor();
    await page.getByRole('tab', { name: 'Categories' }).click();
    const array = page
      .getByRole('list', { name: 'Categories' })
      .getByRole('listitem')
      .filter({ hasText: 'Array' });
    expect(await visibleText(array)).toMatch(/Array\s+1\/\d+[\s\S]*Accuracy: 100\.0%/);
    await page.getByRole('tab', { name: 'Insights' }).click();
    await page
      .getByRole('main')
      .getByRole('region', { name: 'Recent Achievements' })
      .getByText('First Steps')
      .waitFor();
    await page.getByRole('tab', { name: 'Performance' }).click();
    await page.getByRole('heading', { name: 'Difficulty Distribution' }).waitFor();
    await page.getByText('Easy: 2').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await noHorizontalOverflow(page);

    // Time on the solve screen was reported while typing (and when the screen closed).
    const analytics = await apiGet<{ data: { performanceData: Array<{ time: number }> } }>(
      token,
      '/analytics?range=7d',
    );
    expect(analytics.data.performanceData.reduce((m, p) => m + p.time, 0)).toBeGreaterThan(0);
  });

  test('a learner without submissions sees honest empty states', async ({ newPage }) => {
    const page = await newPage();
    await login(page, await createUser());
    await page.getByRole('list', { name: 'Your statistics' }).waitFor();
    expect(await statCard(page, 'Accuracy Rate')).toContain('No judged submissions yet');
    await open(page, '/leaderboard');
    await page.getByText('Your Rank: Unranked').waitFor();
    await open(page, '/analytics');
    await page.getByRole('heading', { name: 'Performance Analytics' }).waitFor();
    expect(await overviewCard(page, 'Accuracy Rate')).toContain('No judged submissions in this period');
    await page.getByRole('tab', { name: 'Insights' }).click();
    // The tutor's recommendations come from real results: a new learner still gets some, each with its reason.
    await page.getByRole('heading', { name: 'AI Recommendations' }).waitFor();
    await page
      .getByText(/^Why: /)
      .first()
      .waitFor();
    await page.getByText('No achievements earned in this period.').waitFor();
  });

  test('a failed load shows the error and a Retry, never sample data', async ({ newPage }) => {
    const page = await newPage({ expectHttpErrors: [503] });
    await login(page, await createUser());
    let failing = true;
    await page.route(/\/api\/(user\/stats|user\/leaderboard|analytics)/, async (route) => {
      if (!failing) return route.continue();
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 'UNAVAILABLE', message: 'The database is restarting' }),
      });
    });
    await open(page, '/dashboard');
    await page.getByRole('heading', { name: 'Error Loading Dashboard' }).waitFor({ timeout: 20_000 });
    await page.getByText('The database is restarting').waitFor();
    failing = false;
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('list', { name: 'Your statistics' }).waitFor();

    failing = true;
    await open(page, '/leaderboard');
    await page
      .getByText('Could not load the leaderboard: The database is restarting')
      .waitFor({ timeout: 20_000 });
    // The spec's text for a reply that is not OK, exactly.
    await page.getByText('Failed to fetch leaderboard from server', { exact: true }).waitFor();
    expect(await page.getByRole('main').getByRole('region', { name: 'Full Rankings' }).count()).toBe(0);
    failing = false;
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
    await page.getByText(/Your Rank:/).waitFor();

    failing = true;
    await open(page, '/analytics');
    await page
      .getByText('Failed to load analytics data: The database is restarting')
      .waitFor({ timeout: 20_000 });
    expect(await page.getByRole('tab').count()).toBe(0);
    failing = false;
    await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
  });

  test('the analytics charts read in the dark theme too', async ({ newPage }) => {
    const page = await newPage({ colorScheme: 'dark' });
    await login(page, await createUser());
    await open(page, '/analytics');
    await page.locator('.recharts-surface').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'progress-analytics-dark');
    await open(page, '/dashboard');
    await page.getByRole('list', { name: 'Your statistics' }).waitFor();
    await shoot(page, 'progress-dashboard-dark');
  });
});
