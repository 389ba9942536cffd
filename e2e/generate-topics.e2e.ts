import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createUser, login, open, test } from './support/fixtures.ts';
import { shoot } from './support/solving.ts';

/**
 * Issue 17's "done when": with no network and no model, a learner generates a problem for each of
 * the 18 topics in a real browser. Each generation proves its problem in four languages (about
 * 20-60 s here), so the 18 take 10-20 minutes: too long for every `npm test`, where
 * generate.e2e.ts covers the journey on one topic. Run it with
 * `E2E_ALL_TOPICS=1 npx vitest run generate-topics.e2e.ts` (after `npm run build`); the result of
 * the last run is in bench/generate/RESULTS.md.
 */
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Generate AI Problem' });

describe.runIf(process.env.E2E_ALL_TOPICS === '1')('generate AI problem, every topic', () => {
  test('a learner generates a proven problem for each of the 18 topics', { timeout: 60 * 60_000 }, async ({
    newPage,
  }) => {
    const page = await newPage();
    await login(page, await createUser());
    // The topics are the dialog's own options (the 18 categories).
    await open(page, '/practice');
    await page.getByRole('button', { name: 'Generate AI Problem' }).click();
    const topics = await dialog(page)
      .getByLabel('Topic')
      .locator('option')
      .evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? '']));
    expect(topics).toHaveLength(18);
    const times: string[] = [];
    for (const [i, [topic, label]] of topics.entries()) {
      const t0 = Date.now();
      await open(page, '/practice');
      await page.getByRole('button', { name: 'Generate AI Problem' }).click();
      const d = dialog(page);
      await d.getByLabel('Topic').selectOption(topic as string);
      await d.getByRole('button', { name: 'Generate' }).click();
      await page.waitForURL(/\/solve\/[0-9a-f-]{36}$/, { timeout: 5 * 60_000 });
      await page.getByText('AI-generated').first().waitFor();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      times.push(`${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      console.log(`generated ${times.at(-1)}`);
      if (i === 0) await shoot(page, 'generated-problem-1280-light');
    }
    expect(times).toHaveLength(18);
  });
});
