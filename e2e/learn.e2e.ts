import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { type Credentials, createUser, login, open, pathOf, test } from './support/fixtures.ts';
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

interface SavedPlan {
  data: { plan: { weeks: { practiceProblems: { _id: string; slug: string; title: string }[] }[] } | null };
}

const pathCard = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^${title}\\b`) });

let learner: Credentials | undefined;

describe('Learn', () => {
  // A real solve on a machine shared with other suites: give the whole journey room.
  test('a new learner opens a path, reads and completes a tutorial, starts learning, saves a study plan, solves and sees progress and a review', {
    timeout: 240_000,
  }, async ({ newPage }) => {
    const credentials = await createUser();
    learner = credentials;
    const page = await newPage();
    await login(page, credentials);

    // The dashboard's Learn panels, empty but honest.
    await page
      .getByRole('region', { name: 'Weekly Goal' })
      .getByText(/0\/5 problems this week/)
      .waitFor();
    await page
      .getByRole('region', { name: 'Due for review' })
      .getByText(/Solve a problem and it is scheduled/)
      .waitFor();

    // A path and its dialog.
    await open(page, '/learn');
    await page.getByRole('tab', { name: 'Learning Paths', selected: true }).waitFor();
    await pathCard(page, 'Arrays').click();
    const pathDialog = page.getByRole('dialog');
    await pathDialog.getByRole('heading', { name: 'Array Scans and Running Totals' }).waitFor();
    expect(await visibleText(pathDialog)).toMatch(/0\/4 problems/);
    await pathDialog.getByRole('button', { name: 'Arrays and Prefix Sums' }).first().click();

    // The tutorial: markdown, the example in four languages, Mark as Complete.
    const reader = page.getByRole('dialog', { name: 'Arrays and Prefix Sums' });
    await reader.getByRole('heading', { name: 'Running totals and prefix sums' }).waitFor();
    await reader.getByRole('tab', { name: 'Python' }).click();
    await reader.getByText('def runningSum').waitFor();
    await reader.getByRole('tab', { name: 'C++' }).click();
    await reader.getByText('vector<int> runningSum').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await reader.getByRole('button', { name: 'Mark as Complete' }).click();
    await reader.getByText('Tutorial marked as completed!').waitFor();
    await reader.getByRole('button', { name: 'Completed' }).waitFor();
    await page.keyboard.press('Escape');

    // Start Learning goes to the practice list filtered by the path's category.
    await pathCard(page, 'Arrays').click();
    await page.getByRole('dialog').getByText('(read)').first().waitFor();
    await page.getByRole('link', { name: 'Start Learning' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/practice' && url.searchParams.get('category') === 'array',
    );
    // The filtered list (newest first: which array problem leads depends on what journeys added).
    await page
      .getByRole('status')
      .filter({ hasText: /^Showing \d/ })
      .waitFor({ timeout: 90_000 });
    expect(await page.getByLabel('Category').inputValue()).toBe('array');

    // Study plan: generate with 3 hours a week, see 3 weeks, toggle the rest, save.
    await open(page, '/learn');
    await page.getByRole('tab', { name: 'Study Plan' }).click();
    await page.getByRole('button', { name: 'Generate My Study Plan' }).click();
    await page.getByLabel('Hours per week (optional)').fill('3');
    await page.getByRole('button', { name: 'Generate My Study Plan' }).click();
    await page.getByRole('heading', { name: /^Week 1:/ }).waitFor();
    expect(await page.getByRole('heading', { name: /^Week \d+:/ }).count()).toBe(3);
    await page.getByText('Written by: Built-in planner (offline)').waitFor();
    await page.getByRole('button', { name: /^Show all \d+ weeks$/ }).click();
    expect(await page.getByRole('heading', { name: /^Week \d+:/ }).count()).toBeGreaterThan(3);
    await page.getByRole('button', { name: 'Save Plan' }).click();
    await page.getByText('Study plan saved!').waitFor();
    await page.getByText(/Progress: 0\/\d+ problems solved since the plan was made/).waitFor();

    // Its problems are the bank's.
    const token = await apiToken(credentials);
    const saved = await apiGet<SavedPlan>(token, '/learn/study-plan');
    const first = saved.data.plan?.weeks[0]?.practiceProblems[0];
    expect(first).toBeDefined();
    const problem = await apiGet<{ problem: { title: string } }>(token, `/problems/${first?._id}`);
    expect(problem.problem.title).toBe(first?.title);
    const weekOne = saved.data.plan?.weeks[0]?.practiceProblems.map((p) => p.slug) ?? [];
    expect(weekOne).toContain('two-sum');

    // Solve Two Sum; the path, the plan and the review schedule follow.
    expect(
      await submitAndWait(token, { problemId: 'two-sum', language: 'javascript', code: TWO_SUM.javascript }),
    ).toBe('accepted');
    await open(page, '/learn');
    expect(await visibleText(pathCard(page, 'Arrays'))).toMatch(/1\/9 problems\s*11%/);
    const review = page.getByRole('region', { name: 'Due for review' });
    await review.getByText(/1 problem scheduled/).waitFor();
    await review.getByText(/Next review: /).waitFor();
    await page.getByRole('tab', { name: 'Study Plan' }).click();
    await page.getByText(/Progress: 1\/\d+ problems solved since the plan was made/).waitFor();

    // The side rail, beside the content at 1280 px.
    const rail = page.getByRole('complementary', { name: 'Your progress' });
    await rail.getByText('Today is done: your streak is safe.').waitFor();
    await rail.getByRole('link', { name: 'Analytics' }).waitFor();
    await rail.getByText('First Steps').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await open(page, '/problem/two-sum');
    await page.getByRole('button', { name: 'Submit Solution' }).waitFor();
    expect(await page.getByRole('complementary', { name: 'Your progress' }).count()).toBe(0);
    expect(pathOf(page)).toBe('/problem/two-sum');
  });

  for (const width of [1280, 375]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`screens at ${width}-${colorScheme}`, async ({ newPage }) => {
        const page = await newPage({ width, height: width === 375 ? 740 : 800, colorScheme });
        await login(page, learner ?? (await createUser()));
        await open(page, '/learn');
        await pathCard(page, 'Arrays').waitFor();
        await noHorizontalOverflow(page);
        await shoot(page, `learn-paths-${width}-${colorScheme}`);
        await page.getByRole('tab', { name: 'Tutorials' }).click();
        await page.getByRole('button', { name: /^Stacks and Monotonic Stacks/ }).click();
        await page
          .getByRole('dialog')
          .getByRole('heading', { name: 'Monotonic stacks', exact: true })
          .waitFor();
        await shoot(page, `learn-tutorial-${width}-${colorScheme}`);
        await page.keyboard.press('Escape');
        await page.getByRole('tab', { name: 'Study Plan' }).click();
        await page
          .getByRole('button', { name: /Generate (My Study Plan|New Plan)/ })
          .first()
          .waitFor();
        await noHorizontalOverflow(page);
        await shoot(page, `learn-plan-${width}-${colorScheme}`);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
