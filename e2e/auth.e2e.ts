import { describe, expect } from 'vitest';
import {
  baseURL,
  createUser,
  demoAdmin,
  login,
  open,
  pathOf,
  storedToken,
  test,
} from './support/fixtures.ts';

describe('signing up, in and out', () => {
  test('a new learner signs up and lands on the dashboard', async ({ newPage }) => {
    const page = await newPage();
    await open(page, '/auth');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('heading', { name: 'Create Your Account' }).waitFor();

    const email = `new-${Date.now()}@example.com`;
    await page.getByLabel('Full Name').fill('Ada Lovelace');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Analytical-Engine-1843');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Analytical-Engine-1843');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL('**/dashboard');
    expect(await storedToken(page)).toBeTruthy();
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(user).toMatchObject({ name: 'Ada Lovelace', email, role: 'user' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Practice' }).waitFor();
  });

  test('sign-up checks its fields before calling the server', async ({ newPage }) => {
    const page = await newPage();
    await open(page, '/auth?mode=signup');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password', { exact: true }).fill('different');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.getByText('Name is required').waitFor();
    await page.getByText('E-mail is required').waitFor();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByText('Passwords do not match').waitFor();
    expect(await page.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(pathOf(page)).toBe('/auth');
  });

  test("sign-up shows the server's refusals: a taken e-mail and a common password", async ({ newPage }) => {
    const existing = await createUser();
    const page = await newPage({ expectHttpErrors: [400, 409] });
    await open(page, '/auth?mode=signup');
    await page.getByLabel('Full Name').fill('Someone Else');
    await page.getByLabel('Email', { exact: true }).fill(existing.email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill('Another-Fine-Pass-9');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Another-Fine-Pass-9');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const conflict = page.getByRole('alert');
    await conflict.waitFor();
    expect(await conflict.textContent()).toMatch(/already/i);

    await page.getByLabel('Email', { exact: true }).fill(`fresh-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByLabel('Confirm Password', { exact: true }).fill('password123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The server names the field; the message lands under the password input.
    await page.locator('input[name="password"][aria-invalid="true"]').waitFor();
    expect(pathOf(page)).toBe('/auth');
    expect(await storedToken(page)).toBeNull();
  });

  test('a learner signs in with the right password', async ({ newPage }) => {
    const user = await createUser();
    const page = await newPage();
    await login(page, user);
    // The dashboard greets the learner by name (spec §2 Dashboard).
    await page.getByRole('heading', { name: /^Welcome back, / }).waitFor();
    expect(await storedToken(page)).toBeTruthy();
  });

  test('a wrong password is refused with one generic message', async ({ newPage }) => {
    const user = await createUser();
    const page = await newPage({ expectHttpErrors: [401] });
    await open(page, '/auth');
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Invalid email or password');
    expect(pathOf(page)).toBe('/auth');
    expect(await storedToken(page)).toBeNull();
    // The form keeps what was typed, so the learner can fix just the password.
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(user.email);
  });

  test('Quick Test Login fills the demo admin account, which then signs in', async ({ newPage }) => {
    const admin = await demoAdmin();
    const page = await newPage();
    await open(page, '/auth');
    await page.getByRole('heading', { name: 'Quick Test Login' }).waitFor();
    await page.getByRole('button', { name: 'Fill' }).click();
    await page.waitForFunction(
      (email) => (document.querySelector('input[name="email"]') as HTMLInputElement | null)?.value === email,
      admin.email,
    );
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(admin.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).waitFor();
  });

  test("'Forgot your password?' leads to the reset request", async ({ newPage }) => {
    const page = await newPage();
    await open(page, '/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
  });

  test('the user menu shows who is signed in, and Logout revokes the session and goes to /auth', async ({
    newPage,
  }) => {
    const user = await createUser();
    const page = await newPage();
    await login(page, user);
    const token = await storedToken(page);

    await page.getByRole('button', { name: `Account menu for ${user.name}` }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await menu.getByText(user.email).waitFor();
    await menu.getByText('User', { exact: true }).waitFor();
    await menu.getByRole('menuitem', { name: 'Profile' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Settings' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
    await menu.getByRole('menuitem', { name: 'Logout' }).click();

    await page.waitForURL('**/auth');
    expect(await storedToken(page)).toBeNull();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    // The token was revoked on the server, not only forgotten here.
    const me = await fetch(`${baseURL}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
  });

  test('the user menu opens from the keyboard', async ({ newPage }) => {
    const admin = await demoAdmin();
    const page = await newPage();
    await login(page, admin);
    await page.getByRole('button', { name: /^Account menu for / }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').getByText('Admin', { exact: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('menuitem', { name: 'Admin Panel' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
  });
});
