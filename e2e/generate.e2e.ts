import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createUser, login, open, test } from './support/fixtures.ts';
import { apiGet, apiToken, axeViolations, noHorizontalOverflow, shoot, typeCode } from './support/solving.ts';

/**
 * Generate AI Problem, offline (no model configured): the dialog from the practice list, the
 * proof's steps streamed with a progress bar, then the proven problem opens in /solve/{id} and
 * the learner solves it. The dashboard's two buttons open the same dialog; a refused request
 * shows the spec's failure texts with the reason.
 */
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Generate AI Problem' });

describe('generate AI problem', { timeout: 240_000 }, () => {
  test('a learner generates a proven problem, opens it and solves it', async ({ newPage }) => {
    const credentials = await createUser();
    const page = await newPage();
    await login(page, credentials);
    await open(page, '/practice');
    await page.getByRole('button', { name: 'Generate AI Problem' }).click();
    const d = dialog(page);
    await d.waitFor();
    const difficulty = d.getByLabel('Difficulty');
    const topic = d.getByLabel('Topic');
    expect(await difficulty.inputValue()).toBe('medium');
    expect(await topic.inputValue()).toBe('array');
    const topics = await topic.locator('option').allInnerTexts();
    expect(topics).toHaveLength(18);
    expect(topics).not.toContain('All Categories');
    expect(await d.getByLabel('Engine').inputValue()).toBe('builtin');
    await d.getByText('No model is configured on this server').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'generate-dialog-1280-light');

    await difficulty.selectOption('easy');
    await topic.selectOption('string');
    await d.getByLabel('Custom Requirements (optional)').fill('long inputs');
    await d.getByRole('button', { name: 'Generate' }).click();
    const bar = d.getByRole('progressbar', { name: 'Generation progress' });
    await bar.waitFor();
    await d.getByText('Engine:').waitFor();
    // The proof's steps appear as the server reaches them.
    await d.locator('li[data-state="active"], li[data-state="done"]').first().waitFor({ timeout: 60_000 });
    await shoot(page, 'generate-working-1280-light');
    await page.waitForURL(/\/solve\/[0-9a-f-]{36}$/, { timeout: 200_000 });
    const problemId = page.url().split('/').at(-1) as string;
    await page.getByText('AI-generated').first().waitFor();

    // Solve it with the reference the proof accepted (the learner may read it after solving; the
    // test reads it through the owner's Solution reveal).
    const token = await apiToken(credentials);
    const solution = await apiGet<{ data: { solutions: { javascript: string } } }>(
      token,
      `/problems/${problemId}/solution`,
    );
    // One line, as the other journeys type code: the editor's auto-indent and bracket closing then add nothing.
    const oneLine = solution.data.solutions.javascript
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .join(' ');
    await typeCode(page, oneLine);
    await page.getByRole('button', { name: /Submit/ }).click();
    await page.getByText('All test cases passed! Solution accepted.').waitFor({ timeout: 90_000 });

    // It is in this learner's practice list, marked as generated.
    await open(page, '/practice?category=string');
    await page.getByText('AI-generated').first().waitFor();
  });

  test('the dashboard opens the same dialog; a refused request shows the failure texts', async ({
    newPage,
  }) => {
    const credentials = await createUser();
    const token = await apiToken(credentials);
    const page = await newPage({ width: 375, height: 800, colorScheme: 'dark', expectHttpErrors: [429] });
    await login(page, credentials);
    await page
      .getByRole('region', { name: 'Quick Actions' })
      .getByRole('button', { name: 'Generate AI Problem' })
      .click();
    await dialog(page).waitFor();
    await noHorizontalOverflow(page);
    await shoot(page, 'generate-dialog-375-dark');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await dialog(page).waitFor({ state: 'hidden' });

    // One generation at a time: start one through the API, then ask again in the browser.
    const res = await fetch(`${new URL(page.url()).origin}/api/generate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ topic: 'array', difficulty: 'easy' }),
    });
    expect(res.status).toBe(202);
    await page
      .getByRole('region', { name: 'AI Recommendations' })
      .getByRole('button', { name: 'Generate AI Problem' })
      .click();
    await dialog(page).getByRole('button', { name: 'Generate' }).click();
    const alert = dialog(page).getByRole('alert');
    await alert.getByText('Failed to generate problem').waitFor();
    await alert.getByText('Failed to generate AI problem. Please try again.').waitFor();
    await alert.getByText('A problem is already being generated for you').waitFor();
    await shoot(page, 'generate-failed-375-dark');
    await dialog(page).getByRole('button', { name: 'Try Again' }).click();
    await dialog(page).getByLabel('Topic').waitFor();
  });
});
