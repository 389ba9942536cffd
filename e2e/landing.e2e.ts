import { describe, expect } from 'vitest';
import { answerSent, open, test } from './support/fixtures.ts';

describe('landing page', () => {
  test('hero, three feature cards and calls to action that lead to /auth', async ({ newPage }) => {
    const page = await newPage();
    await open(page, '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const title of ['AI-Powered Problems', 'Smart Analytics', 'Real-time Feedback']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    for (const name of ['Start Coding Now', 'Watch Demo', 'Start Your Journey']) {
      const href = await page.getByRole('link', { name }).getAttribute('href');
      expect(href?.startsWith('/auth')).toBe(true);
    }
    await page.getByRole('link', { name: 'Start Your Journey' }).click();
    await page.waitForURL('**/auth**');
  });

  test("the four counters show the server's real figures", async ({ newPage }) => {
    const page = await newPage();
    // The figures the page was sent: other journeys solve problems meanwhile, so a second
    // request could see other numbers.
    const answer = answerSent<{
      data: {
        problemsSolved: number;
        activeLearners: number;
        acceptanceRate: number;
        languagesAvailable: number;
      };
    }>(page, '/api/stats/public');
    await open(page, '/');
    const { data } = await answer;
    const counters = page.getByRole('region', { name: 'CodeCoach in numbers' });
    await page.waitForFunction(() => document.querySelector('[aria-busy="false"] dl') !== null);
    const read = async (label: string) =>
      counters
        .locator('div', { has: page.getByText(label, { exact: true }) })
        .locator('dd')
        .textContent();
    const format = new Intl.NumberFormat('en-US');
    expect(await read('Problems Solved')).toBe(format.format(data.problemsSolved));
    expect(await read('Active Learners')).toBe(format.format(data.activeLearners));
    expect(await read('Acceptance Rate')).toBe(`${data.acceptanceRate.toFixed(1)}%`);
    expect(await read('Languages Available')).toBe(format.format(data.languagesAvailable));
  });

  test('the scroll-to-top button appears once scrolled and returns to the top', async ({ newPage }) => {
    const page = await newPage({ height: 600 });
    await open(page, '/');
    expect(await page.getByRole('button', { name: 'Scroll to top' }).count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Scroll to top' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await page.getByRole('button', { name: 'Scroll to top' }).waitFor({ state: 'detached' });
  });
});

describe('newsletter', () => {
  test('a valid address is stored and thanked; the same address again is fine too', async ({ newPage }) => {
    const page = await newPage();
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    const field = footer.getByLabel('Email address');
    const email = `reader-${Date.now()}@example.com`;
    for (let round = 0; round < 2; round++) {
      await field.fill(email);
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/newsletter'));
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      expect((await answer).status()).toBe(200);
      await footer.getByText('Thank you for subscribing!').waitFor();
      expect(await field.inputValue()).toBe('');
    }
  });

  test('an empty or malformed address is refused without a call', async ({ newPage }) => {
    const page = await newPage();
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/newsletter')) calls++;
    });
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByText('E-mail is required').waitFor();
    await footer.getByLabel('Email address').fill('not-an-address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByText('Enter a valid e-mail address').waitFor();
    expect(calls).toBe(0);
    expect(await footer.getByText('Thank you for subscribing!').count()).toBe(0);
  });

  test('where the site sends no e-mail, the footer says so instead of asking for an address', async ({
    newPage,
  }) => {
    const page = await newPage();
    // This journey's server sends mail; a server without SMTP_URL answers this (the server's own
    // refusal of a subscription there is in apps/server's app.test.ts).
    await page.route('**/api/auth/mail', (route) =>
      route.fulfill({ json: { success: true, message: 'OK', data: { enabled: false } } }),
    );
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    await footer
      .getByText('This site does not send e-mail, so it has no newsletter to subscribe to.')
      .waitFor();
    expect(await footer.getByLabel('Email address').count()).toBe(0);
    expect(await footer.getByRole('button', { name: 'Subscribe' }).count()).toBe(0);
  });
});
