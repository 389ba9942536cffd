import { describe, expect } from 'vitest';
import { createUser, demoAdmin, login, open, pathOf, storedToken, test } from './support/fixtures.ts';

/** Every signed-in route of spec §2, with sample ids where the path has parameters. */
const PROTECTED = [
  '/dashboard',
  '/practice',
  '/problem/abc123',
  '/solve/abc123',
  '/contest/c1/problem/A',
  '/contests',
  '/contest/c1',
  '/leaderboard',
  '/learn',
  '/submissions',
  '/analytics',
  '/profile',
  '/settings',
  '/admin',
  '/admin/users',
  '/admin/audit',
  '/admin/problems',
  '/admin/system',
];

describe('route guards', () => {
  test('every protected route sends a signed-out visitor to /auth', async ({ newPage }) => {
    const page = await newPage();
    for (const path of PROTECTED) {
      await open(page, path);
      await page.waitForURL('**/auth');
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    }
  });

  test('/auth sends a signed-in learner to /dashboard', async ({ newPage }) => {
    const user = await createUser();
    const page = await newPage();
    await login(page, user);
    await open(page, '/auth');
    await page.waitForURL('**/dashboard');
    expect(pathOf(page)).toBe('/dashboard');
  });

  test('after signing in, the learner goes on to the page they asked for', async ({ newPage }) => {
    const user = await createUser();
    const page = await newPage();
    await open(page, '/leaderboard');
    await page.waitForURL('**/auth');
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/leaderboard');
  });

  test('an unknown path goes to /404, whose Go Home button leads to /', async ({ newPage }) => {
    const page = await newPage();
    await open(page, '/no/such/page');
    await page.waitForURL('**/404');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  for (const start of ['/', '/dashboard']) {
    test(`a bogus stored token is cleared and ends on /auth (from ${start})`, async ({ newPage }) => {
      const page = await newPage({ expectHttpErrors: [401] });
      await open(page, '/404');
      await page.evaluate(() => {
        localStorage.setItem('authToken', 'not-a-real-token');
        localStorage.setItem(
          'user',
          JSON.stringify({ _id: 'x', name: 'Ghost', email: 'g@example.com', role: 'admin' }),
        );
      });
      await open(page, start);
      await page.waitForURL('**/auth');
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
      expect(await storedToken(page)).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    });
  }

  test('a signed-in non-admin sees Access Denied on /admin', async ({ newPage }) => {
    const user = await createUser();
    const page = await newPage();
    await login(page, user);
    for (const path of ['/admin/users', '/admin/audit', '/admin']) {
      await open(page, path);
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await page.getByText('You need admin privileges to access this page').waitFor();
    }
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await page.waitForURL('**/dashboard');
  });

  test("Settings keeps the spec's 'Settings Panel' title over real settings", async ({ newPage }) => {
    const user = await createUser();
    const page = await newPage();
    await login(page, user);
    await open(page, '/settings');
    await page.getByRole('heading', { name: 'Settings Panel', level: 1 }).waitFor();
    for (const section of [
      'Appearance',
      'Editor defaults',
      'Time zone',
      'E-mail preferences',
      'Change password',
      'Active sessions',
      'Your data',
      'Delete account',
    ])
      await page.getByRole('heading', { name: section, level: 2 }).waitFor();
    expect(await page.getByText('Advanced settings panel coming soon').count()).toBe(0);
  });
});

describe('header', () => {
  test('signed out: no nav, Sign In and Get Started lead to /auth, the logo to /', async ({ newPage }) => {
    const page = await newPage();
    await open(page, '/');
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('navigation').count()).toBe(0);
    expect(await banner.getByRole('link', { name: 'CodeCoach home' }).getAttribute('href')).toBe('/');
    await banner.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL('**/auth?mode=signup');
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();
    await banner.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.search === '');
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });

  test('signed in: the nav links work and the logo leads to /dashboard', async ({ newPage }) => {
    const user = await createUser();
    const page = await newPage();
    await login(page, user);
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'CodeCoach home' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    const nav = banner.getByRole('navigation', { name: 'Main' });
    for (const [name, path, heading] of [
      ['Practice', '/practice', 'Practice Problems'],
      ['Leaderboard', '/leaderboard', 'Leaderboard'],
      ['Learn', '/learn', 'Learn'],
      ['Dashboard', '/dashboard', /^Welcome back, /],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`**${path}`);
      await page
        .getByRole(
          'heading',
          typeof heading === 'string' ? { name: heading, exact: true } : { name: heading },
        )
        .waitFor();
      expect(await nav.getByRole('link', { name, exact: true }).getAttribute('aria-current')).toBe('page');
    }
    await nav.getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('at 375 px the nav folds into a menu button', async ({ newPage }) => {
    const admin = await demoAdmin();
    const page = await newPage({ width: 375, height: 740 });
    await login(page, admin);
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await page.getByRole('button', { name: 'Close navigation menu' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    // Following a link closes the menu again.
    expect(
      await page.getByRole('button', { name: 'Open navigation menu' }).getAttribute('aria-expanded'),
    ).toBe('false');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the theme follows the OS and the toggle switches it', async ({ newPage }) => {
    const page = await newPage({ colorScheme: 'dark' });
    await open(page, '/');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dark = await background();
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    const light = await background();
    expect(light).not.toBe(dark);
    await page.reload();
    await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    expect(await background()).toBe(light);
  });
});
