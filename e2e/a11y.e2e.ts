import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { demoAdmin, login, open, test } from './support/fixtures.ts';

/** Serious and critical WCAG A/AA problems found by axe-core, as one readable line each. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Eight axe-core passes a page, each a few seconds of the one browser's CPU while another journey
 * runs beside it: on a slow CI host the dark pass outlasted the default 60 s.
 */
describe('accessibility (axe-core, WCAG 2.1 AA)', { timeout: 240_000 }, () => {
  // axe injects its own script, which the strict CSP would rightly block; only these pages bypass it.
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`landing, auth, 404 and admin have no serious violations (${colorScheme})`, async ({ newPage }) => {
      const page = await newPage({ bypassCSP: true, colorScheme });
      for (const path of ['/', '/auth', '/404']) {
        await open(page, path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await axeViolations(page), path).toEqual([]);
      }
      await login(page, await demoAdmin());
      await open(page, '/admin');
      await page.getByRole('region', { name: 'System Status' }).getByText('Database').waitFor();
      expect(await axeViolations(page), '/admin').toEqual([]);
      // Each admin screen once its data is in (what it says when its list or settings arrived).
      for (const [path, heading, ready] of [
        ['/admin/users', 'Manage Users', /accounts?, newest first\./],
        ['/admin/audit', 'Audit Log', /actions?, newest first\.|No admin action recorded here\./],
        ['/admin/problems', 'Manage Problems', /problems?, newest first\./],
        ['/admin/system', 'System Settings', /Configuration in force/],
      ] as const) {
        await open(page, path);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await page.getByText(ready).first().waitFor();
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }
});
