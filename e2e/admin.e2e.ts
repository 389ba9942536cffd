import { describe, expect } from 'vitest';
import {
  answerSent,
  baseURL,
  createUser,
  demoAdmin,
  login,
  open,
  storedToken,
  test,
} from './support/fixtures.ts';
import { apiToken, editor, shoot, TWO_SUM, typeCode } from './support/solving.ts';

describe('admin dashboard', () => {
  test("shows the server's counters and a System Status read from /api/health", async ({ newPage }) => {
    const admin = await demoAdmin();
    const page = await newPage();
    await login(page, admin);
    // The counters the page was sent (other journeys add users and submissions meanwhile, so a
    // second request could see other numbers).
    const answer = answerSent<{
      data: { overview: Record<'users' | 'problems' | 'submissions' | 'activeUsers', number> };
    }>(page, '/api/admin/stats');
    await open(page, '/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    const stats = await answer;
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

  test('quick actions open Manage Users, Manage Problems, Manage Contests, System Settings and the audit log', async ({
    newPage,
  }) => {
    const admin = await demoAdmin();
    const page = await newPage();
    await login(page, admin);
    for (const [link, path] of [
      ['Manage Users', '/admin/users'],
      ['Manage Problems', '/admin/problems'],
      ['Manage Contests', '/admin/contests'],
      ['System Settings', '/admin/system'],
      ['Audit Log', '/admin/audit'],
    ] as const) {
      await open(page, '/admin');
      await page.getByRole('link', { name: link }).click();
      await page.waitForURL(`**${path}`);
      await page.getByRole('heading', { name: link, level: 1 }).waitFor();
    }
  });

  test('Manage Problems unpublishes a problem (gone from practice) and publishes it again', async ({
    newPage,
  }) => {
    const admin = await demoAdmin();
    const page = await newPage();
    await login(page, admin);
    await open(page, '/admin/problems');
    await page.getByRole('heading', { name: 'Manage Problems', level: 1 }).waitFor();
    // Every part of Manage Problems is built: no notice says otherwise (rejudging, the last, is too).
    expect(await page.getByText('Not built yet', { exact: false }).count()).toBe(0);
    await page.getByLabel('Title or slug').fill('valid-parentheses');
    await page.getByRole('form', { name: 'Search problems' }).getByRole('button', { name: 'Search' }).click();
    await page.getByText('1 problem, newest first.').waitFor();
    await shoot(page, 'admin-problems-1280');
    const token = await storedToken(page);
    try {
      await page.getByRole('button', { name: 'Unpublish Valid Parentheses' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Unpublish' }).click();
      await page.getByRole('button', { name: 'Publish Valid Parentheses again' }).waitFor();
      const learner = await createUser();
      const res = await fetch(`${baseURL}/api/problems/valid-parentheses`, {
        headers: { Authorization: `Bearer ${await apiToken(learner)}` },
      });
      expect(res.status).toBe(404);
      await page.getByRole('button', { name: 'Publish Valid Parentheses again' }).click();
      await page.getByRole('button', { name: 'Unpublish Valid Parentheses' }).waitFor();
    } finally {
      // Whatever happened above, the journeys after this one need the problem.
      await fetch(`${baseURL}/api/admin/problems?q=valid-parentheses`, {
        headers: { Authorization: `Bearer ${token}` },
      })
        .then((r) => r.json() as Promise<{ data: { problems: Array<{ _id: string }> } }>)
        .then(({ data }) =>
          Promise.all(
            data.problems.map((p) =>
              fetch(`${baseURL}/api/admin/problems/${p._id}`, {
                method: 'PATCH',
                headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
                body: JSON.stringify({ published: true }),
              }),
            ),
          ),
        );
    }
  });

  test('an admin disables a learner (their open session stops), re-enables them, hands over a reset link that they use, and the audit log shows each step', async ({
    newPage,
  }) => {
    const learner = await createUser();
    const learnerPage = await newPage({ expectHttpErrors: [401, 403] });
    await login(learnerPage, learner);

    const admin = await demoAdmin();
    const page = await newPage();
    await login(page, admin);
    await open(page, '/admin/users');
    await page.getByLabel('Name or e-mail').fill(learner.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('1 account, newest first.').waitFor();
    await page.getByRole('link', { name: learner.name }).click();
    await page.getByRole('heading', { name: learner.name, level: 1 }).waitFor();
    await shoot(page, 'admin-user-1280');

    // Disable: asked first, then the learner's open session stops working at once.
    await page.getByRole('button', { name: 'Disable account' }).click();
    await page.getByRole('dialog', { name: `Disable ${learner.name}?` }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable account' }).click();
    await page.getByRole('button', { name: 'Re-enable account' }).waitFor();
    await learnerPage.getByRole('link', { name: 'Submissions' }).first().click();
    await learnerPage.waitForURL('**/auth**');
    await learnerPage.getByLabel('Email', { exact: true }).fill(learner.email);
    await learnerPage.getByLabel('Password', { exact: true }).fill(learner.password);
    await learnerPage.getByRole('button', { name: 'Sign In', exact: true }).click();
    await learnerPage.getByText("This account has been disabled. Please contact the site's admin.").waitFor();

    // Re-enable, then a reset link handed over out of band.
    await page.getByRole('button', { name: 'Re-enable account' }).click();
    await page.getByRole('button', { name: 'Disable account' }).waitFor();
    await page.getByRole('button', { name: 'Make password-reset link' }).click();
    const link = (await page.getByTestId('reset-link').textContent()) ?? '';
    expect(link).toContain('/reset-password?token=');
    await learnerPage.goto(link);
    await learnerPage.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await learnerPage.getByLabel('New password', { exact: true }).fill('Handed-over-passphrase');
    await learnerPage.getByRole('button', { name: 'Set new password' }).click();
    await learnerPage.getByText('Your password has been reset. Please sign in with it.').waitFor();
    await login(learnerPage, { email: learner.email, password: 'Handed-over-passphrase' });

    // The audit log, filtered to this account, lists each step, newest first.
    await page.getByRole('link', { name: 'What admins did to this account' }).click();
    await page.getByRole('heading', { name: 'Audit Log', level: 1 }).waitFor();
    await page.getByText('3 actions, newest first.').waitFor();
    const actions = await page.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(actions).toEqual(['Made a password-reset link', 'Re-enabled an account', 'Disabled an account']);
    expect(await page.locator('tbody').textContent()).not.toContain(new URL(link).searchParams.get('token'));
    await shoot(page, 'admin-audit-1280');
  });

  test("an admin pauses judging: a learner's submission waits and says why, and is judged once judging resumes", async ({
    newPage,
  }) => {
    const admin = await demoAdmin();
    const page = await newPage();
    await login(page, admin);
    await open(page, '/admin/system');
    await page.getByRole('heading', { name: 'System Settings', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Pause judging' }).click();
    await page
      .getByRole('dialog', { name: 'Pause judging?' })
      .getByRole('button', { name: 'Pause judging' })
      .click();
    const adminToken = await storedToken(page);
    try {
      await page.getByText(/Judging is paused by /).waitFor();
      await shoot(page, 'admin-system-1280');

      const learner = await createUser();
      const learnerPage = await newPage();
      await login(learnerPage, learner);
      await open(learnerPage, '/problem/two-sum');
      await learnerPage.getByRole('heading', { level: 1, name: 'Two Sum' }).waitFor();
      await editor(learnerPage).waitFor();
      await typeCode(learnerPage, TWO_SUM.javascript);
      await learnerPage.getByRole('button', { name: 'Submit Solution' }).click();
      const output = learnerPage.getByRole('region', { name: 'Output' });
      await output
        .getByText(
          "Judging is paused by the site's admin: your submission is queued and will be judged when judging resumes.",
        )
        .waitFor({ timeout: 20_000 });
      // Nothing is judged while paused.
      await learnerPage.waitForTimeout(3000);
      expect(await output.getByText('All test cases passed! Solution accepted.').count()).toBe(0);

      await page.getByRole('button', { name: 'Resume judging' }).click();
      await page.getByText('Running: every worker takes submissions as they come.').waitFor();
      await output.getByText('All test cases passed! Solution accepted.').waitFor({ timeout: 60_000 });
    } finally {
      // Whatever happened above, the journeys after this one need a judge.
      await fetch(`${baseURL}/api/admin/system`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ judgingPaused: false }),
      });
    }
    await open(page, '/admin/audit');
    await page.getByLabel('Action').selectOption('system.judging');
    await page.getByText('2 actions, newest first.').waitFor();
  }, 120_000);

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
