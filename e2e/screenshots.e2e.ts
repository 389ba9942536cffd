import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { demoAdmin, login, open, type PageOptions, test } from './support/fixtures.ts';

const ARTIFACTS = path.resolve(import.meta.dirname, 'artifacts');

/** Full-page PNGs for people to look at (e2e/artifacts/, not committed). */
async function shoot(page: Page, name: string): Promise<void> {
  // Let the flip and fade animations settle so the picture shows the resting state.
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

async function noHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('screenshots', () => {
  for (const width of [1280, 375]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const options: PageOptions = { width, height: width === 375 ? 740 : 800, colorScheme };
      const suffix = `${width}-${colorScheme}`;

      test(`landing, auth and 404 at ${suffix}`, async ({ newPage }) => {
        const page = await newPage(options);
        await open(page, '/');
        await page.waitForFunction(() => document.querySelector('[aria-busy="false"] dl') !== null);
        await noHorizontalOverflow(page);
        await shoot(page, `landing-${suffix}`);
        await open(page, '/auth');
        await page.getByRole('heading', { name: 'Quick Test Login' }).waitFor();
        await noHorizontalOverflow(page);
        await shoot(page, `auth-${suffix}`);
        await open(page, '/nowhere');
        await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
        await noHorizontalOverflow(page);
        await shoot(page, `404-${suffix}`);
      });

      test(`admin at ${suffix}`, async ({ newPage }) => {
        const page = await newPage(options);
        await login(page, await demoAdmin());
        await open(page, '/admin');
        await page.getByRole('region', { name: 'System Status' }).getByText('Database').waitFor();
        await page.waitForFunction(() => document.querySelector('section[aria-busy="false"] dl') !== null);
        await noHorizontalOverflow(page);
        await shoot(page, `admin-${suffix}`);
      });
    }
  }
});
