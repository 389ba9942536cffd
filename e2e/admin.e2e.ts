import { describe, expect } from 'vitest';
import { baseURL, demoAdmin, login, open, test } from './support/fixtures.ts';

describe('admin dashboard', () => {
  test("shows the server's counters and a System Status read from /api/health", async ({ newPage }) => {
    const admin = await demoAdmin();
    const page = await newPage();
    await login(page, admin);
    await open(page, '/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const stats = (await (
      await fetch(`${baseURL}/api/admin/stats`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { data: { overview: Record<'users' | 'problems' | 'submissions' | 'activeUsers', number> } };
    await page.waitForFunction(() => document.querySelector('section[aria-busy="false"] dl') !== null);
    const value = (label: string) =>
      page
        .locator('dl > div', { has: page.getByText(label, { exact: true }) })
        .locator('dd')
        .textContent();
    const format = new Intl.NumberFormat('en-US');
    expect(await value('Total Users')).toBe(format.format(stats.data.overview.users));
    expect(await value('Total Problems')).toBe(format.format(stats.data.overview.problems));
    expect(await value('Total Submissions')).toBe(format.format(stats.data.overview.submissions));
    expect(await value('Active Users')).toBe(format.format(stats.data.overview.activeUsers));
    expect(stats.data.overview.users).toBeGreaterThan(0);

    const health = (await (await fetch(`${baseURL}/api/health`)).json()) as {
      database: { ok: boolean };
      version: string;
    };
    const status = page.getByRole('region', { name: 'System Status' });
    await status.getByText('Database').waitFor();
    expect(await status.locator('li', { hasText: 'Database' }).textContent()).toContain(
      health.database.ok ? 'Online' : 'Offline',
    );
    await status.getByText(`Version ${health.version}`, { exact: false }).waitFor();
    for (const entry of ['API Server', 'Code Execution', 'Problem Bank', 'AI Services']) {
      await status.getByText(entry, { exact: true }).waitFor();
    }
  });

  test('quick actions: three say honestly that they are coming soon, Manage Contests opens its screen', async ({
    newPage,
  }) => {
    const admin = await demoAdmin();
    const page = await newPage();
    await login(page, admin);
    await open(page, '/admin');
    const messages: string[] = [];
    page.on('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    for (const action of ['Manage Users', 'Manage Problems', 'System Settings']) {
      await page.getByRole('button', { name: action }).click();
    }
    expect(messages).toEqual([
      'Manage Users is coming soon!',
      'Manage Problems is coming soon!',
      'System Settings is coming soon!',
    ]);
    await page.getByRole('link', { name: 'Manage Contests' }).click();
    await page.waitForURL('**/admin/contests');
    await page.getByRole('heading', { name: 'Manage Contests' }).waitFor();
    expect(messages).toHaveLength(3);
  });

  test('the admin menu entry and header link appear for the admin', async ({ newPage }) => {
    const admin = await demoAdmin();
    const page = await newPage();
    await login(page, admin);
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menu').getByText('Admin', { exact: true }).waitFor();
    await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await page.waitForURL('**/admin');
  });
});
