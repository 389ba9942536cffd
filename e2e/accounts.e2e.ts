import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { axeViolations } from './support/axe.ts';
import {
  baseURL,
  type Credentials,
  createUser,
  demoAdmin,
  login,
  open,
  pathOf,
  test,
} from './support/fixtures.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';

const mailDir = inject('mailDir');
const ARTIFACTS = path.resolve(import.meta.dirname, 'artifacts');

async function apiToken(user: Pick<Credentials, 'email' | 'password'>): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  return ((await res.json()) as { token: string }).token;
}

/** Any page after a revoked session: the next call answers 401 and the app goes to /auth. */
async function expectSignedOut(page: Page): Promise<void> {
  await open(page, '/profile');
  await page.waitForURL('**/auth');
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

describe('profile', () => {
  test('edit the name, and change the e-mail through the link mailed to the new address', async ({
    newPage,
  }) => {
    const user = await createUser();
    const page = await newPage();
    await login(page, user);
    await open(page, '/profile');
    await page.getByRole('heading', { name: user.name, level: 1 }).waitFor();
    await page.getByText(user.email).first().waitFor();
    await page.getByRole('heading', { name: 'Submission calendar' }).waitFor();

    const form = page.getByRole('form', { name: 'Name' });
    await form.getByLabel('Name').fill(' ');
    await form.getByRole('button', { name: 'Save name' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByLabel('Name').fill('Renamed Learner');
    await form.getByRole('button', { name: 'Save name' }).click();
    await form.getByText('Name saved').waitFor();
    await page.getByRole('button', { name: 'Account menu for Renamed Learner' }).waitFor();

    const newEmail = `moved-${Date.now()}@example.com`;
    const emailForm = page.getByRole('form', { name: 'Change e-mail' });
    await emailForm.getByLabel('New e-mail').fill(newEmail);
    await emailForm.getByLabel('Current password', { exact: true }).fill(user.password);
    await emailForm.getByRole('button', { name: 'Change e-mail' }).click();
    await emailForm.getByText(`We sent a confirmation link to ${newEmail}`).waitFor();
    const mail = await waitForMail(mailDir, newEmail);
    await page.goto(linkIn(mail, `${baseURL}/confirm-email?token=`));
    await page.getByText(`Your e-mail address is now ${newEmail}.`).waitFor();
    await open(page, '/profile');
    await page.getByText(newEmail).first().waitFor();
    await shoot(page, 'profile-1280-light');
  });

  test('another learner sees a public profile without the e-mail', async ({ newPage }) => {
    const owner = await createUser();
    const viewer = await createUser();
    const id = (
      (await (
        await fetch(`${baseURL}/api/auth/me`, {
          headers: { Authorization: `Bearer ${await apiToken(owner)}` },
        })
      ).json()) as {
        user: { _id: string };
      }
    ).user._id;
    const page = await newPage();
    await login(page, viewer);
    await open(page, `/profile/${id}`);
    await page.getByRole('heading', { name: owner.name, level: 1 }).waitFor();
    expect(await page.getByText(owner.email).count()).toBe(0);
  });
});

describe('security', () => {
  test('changing the password signs out the other sessions', { timeout: 180_000 }, async ({ newPage }) => {
    const user = await createUser();
    const other = await newPage({ expectHttpErrors: [401] });
    await login(other, user);
    const page = await newPage({ expectHttpErrors: [400] });
    await login(page, user);
    await open(page, '/settings');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password', { exact: true }).fill('wrong password here');
    await form.getByLabel('New password', { exact: true }).fill('A-new-and-long-passphrase');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Current password is incorrect').waitFor();
    await form.getByLabel('Current password', { exact: true }).fill(user.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText(/^Password changed\. \d+ other sessions? (was|were) signed out\.$/).waitFor();
    await expectSignedOut(other);
    // This session goes on; signing in with the new password is covered by the server's tests.
    await open(page, '/profile');
    await page.getByRole('heading', { name: user.name, level: 1 }).waitFor();
  });

  test('a session can be revoked from the list', async ({ newPage }) => {
    const user = await createUser();
    const other = await newPage({ expectHttpErrors: [401] });
    await login(other, user);
    const page = await newPage();
    await login(page, user);
    await open(page, '/settings');
    const list = page.getByRole('list', { name: 'Sessions' });
    await list.getByText('This device').waitFor();
    // The other browser (Chrome); the sign-up made through the API shows as Node.js.
    await list.getByRole('button', { name: /^Sign out Chrome/ }).click();
    await page.waitForFunction(
      () => !document.querySelector('[aria-label="Sessions"] button[aria-label^="Sign out Chrome"]'),
    );
    await expectSignedOut(other);
  });

  test('a forgotten password is reset through the mailed link', async ({ newPage }) => {
    const user = await createUser();
    const page = await newPage({ expectHttpErrors: [400, 401] });
    await open(page, '/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // Its own screen first: until the lazy screen is in, 'Email' is still the sign-in form's field.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/we have sent it a link to reset the password/).waitFor();
    const mail = await waitForMail(mailDir, user.email, (m) => m.subject === 'Reset your CodeCoach password');
    await page.goto(linkIn(mail, `${baseURL}/reset-password?token=`));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Reset-by-mail-passphrase');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been reset. Please sign in with it.').waitFor();
    // The link works once.
    await page.goto(linkIn(mail, `${baseURL}/reset-password?token=`));
    await page.getByLabel('New password', { exact: true }).fill('Another-passphrase-here');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('This link is invalid or has expired. Please request a new one.').waitFor();
    await login(page, { email: user.email, password: 'Reset-by-mail-passphrase' });
  });
});

describe('settings', () => {
  test('editor defaults apply on the solve screen and the theme applies', async ({ newPage }) => {
    const user = await createUser();
    const page = await newPage();
    await login(page, user);
    await open(page, '/settings');
    await page.getByLabel('Theme', { exact: true }).selectOption('dark');
    await page.getByLabel('Language', { exact: true }).selectOption('python');
    await page.getByLabel('Font size', { exact: true }).selectOption('18');
    await page.getByLabel('Tab size', { exact: true }).selectOption('2');
    await page.getByLabel('Vim key bindings').check();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText('Preferences saved').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await shoot(page, 'settings-1280-dark');

    const token = await apiToken(user);
    const list = (await (
      await fetch(`${baseURL}/api/problems?limit=1`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as {
      problems: Array<{ _id: string }>;
    };
    const problemId = list.problems[0]?._id ?? '';
    await open(page, `/solve/${problemId}`);
    expect(await page.getByLabel('Font size', { exact: true }).inputValue()).toBe('18');
    expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('python');
    await page.locator('.cm-vim-panel').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  });
});

describe('export and deletion', () => {
  test('exports the data, then deletes the account for good', async ({ newPage }) => {
    const user = await createUser();
    const token = await apiToken(user);
    const list = (await (
      await fetch(`${baseURL}/api/problems?limit=1`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as {
      problems: Array<{ _id: string }>;
    };
    const code = 'def leaving_for_good(): return 42  # e2e';
    const submitted = await fetch(`${baseURL}/api/submissions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ problemId: list.problems[0]?._id, language: 'python', code }),
    });
    expect(submitted.status).toBe(202);

    const page = await newPage({ expectHttpErrors: [400, 401] });
    await login(page, user);
    await open(page, '/settings');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).click();
    const file = await (await download).path();
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      profile: { email: string };
      submissions: Array<{ code: string }>;
    };
    expect(data.profile.email).toBe(user.email);
    expect(data.submissions.map((s) => s.code)).toContain(code);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password', { exact: true }).fill('not my password');
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await dialog.getByText('Password is incorrect').waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByRole('button', { name: 'Delete for good' }).click();
    await page.waitForURL('**/auth');
    expect(pathOf(page)).toBe('/auth');

    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Invalid email or password').waitFor();
  });
});

const FOOTER_PAGES: Array<[string, string]> = [
  ['/about', 'About CodeCoach'],
  ['/careers', 'Careers'],
  ['/blog', 'Blog'],
  ['/contact', 'Contact'],
  ['/partners', 'Partners'],
  ['/privacy', 'Privacy'],
  ['/terms', 'Terms of use'],
  ['/security', 'Security'],
];

describe('footer pages', () => {
  test('every footer link leads to its page', async ({ newPage }) => {
    const page = await newPage();
    await open(page, '/');
    for (const [href, title] of FOOTER_PAGES) {
      await page.getByRole('contentinfo').locator(`a[href="${href}"]`).click();
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(pathOf(page)).toBe(href);
    }
  });

  test('the contact form stores the message, with messages next to the fields', async ({ newPage }) => {
    const page = await newPage();
    await open(page, '/contact?topic=security');
    expect(await page.getByLabel('Topic', { exact: true }).inputValue()).toBe('security');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Message must be at least 10 characters').waitFor();
    await page.getByLabel('Name', { exact: true }).fill('A visitor');
    await page.getByLabel('Email', { exact: true }).fill('visitor@example.com');
    await page
      .getByLabel('Message', { exact: true })
      .fill('The sign-in page could say more about passwords.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Thank you, your message has been sent. We answer by e-mail.').waitFor();
    // The admin reads it on the admin page, newest first.
    const admin = await newPage({ width: 1280, height: 900 });
    await login(admin, await demoAdmin());
    await open(admin, '/admin');
    const inbox = admin.getByRole('region', { name: 'Contact Messages' });
    const newest = inbox.getByRole('article').first();
    await newest.getByText('The sign-in page could say more about passwords.').waitFor();
    await newest.getByRole('heading', { name: 'Security report' }).waitFor();
    await newest.getByRole('link', { name: 'visitor@example.com' }).waitFor();
    await shoot(admin, 'admin-messages-1280-light');
    const small = await newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await login(small, await demoAdmin());
    await open(small, '/admin');
    await small.getByRole('region', { name: 'Contact Messages' }).getByRole('article').first().waitFor();
    const overflow = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(small, 'admin-messages-375-dark');
  });

  test('security.txt is served', async () => {
    const res = await fetch(`${baseURL}/.well-known/security.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`Contact: ${baseURL}/contact?topic=security`);
    expect(text).toMatch(/^Expires: /m);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds nothing serious on the footer pages (${colorScheme})`, { timeout: 180_000 }, async ({
      newPage,
    }) => {
      const page = await newPage({ bypassCSP: true, colorScheme });
      for (const [href, title] of FOOTER_PAGES) {
        await open(page, href);
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        expect(await axeViolations(page), href).toEqual([]);
      }
    });

    test(`axe finds nothing serious on the account pages (${colorScheme})`, { timeout: 180_000 }, async ({
      newPage,
    }) => {
      const page = await newPage({ bypassCSP: true, colorScheme });
      await open(page, '/forgot-password');
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
      expect(await axeViolations(page), '/forgot-password').toEqual([]);
      await open(page, '/reset-password?token=x');
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      expect(await axeViolations(page), '/reset-password').toEqual([]);
      await login(page, await createUser());
      for (const [href, title] of [
        ['/profile', 'Submission calendar'],
        ['/settings', 'Active sessions'],
      ] as const) {
        await open(page, href);
        await page.getByRole('heading', { name: title }).waitFor();
        expect(await axeViolations(page), href).toEqual([]);
      }
    });
  }

  for (const width of [1280, 375]) {
    test(`screenshots at ${width}px`, async ({ newPage }) => {
      const page = await newPage({ width, height: width === 375 ? 740 : 800 });
      for (const [href] of [['/privacy'], ['/contact'], ['/security']]) {
        await open(page, href ?? '/');
        await page.getByRole('heading', { level: 1 }).waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, href).toBeLessThanOrEqual(0);
        await shoot(page, `${href?.slice(1)}-${width}-light`);
      }
      await login(page, await createUser());
      for (const href of ['/settings', '/profile']) {
        await open(page, href);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForTimeout(300);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, href).toBeLessThanOrEqual(0);
        await shoot(page, `${href.slice(1)}-${width}-light`);
      }
    });
  }
});
