import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createUser, demoAdmin, login, open, test } from './support/fixtures.ts';
import {
  ARTIFACTS,
  apiToken,
  editor,
  noHorizontalOverflow,
  shoot,
  submitAndWait,
  TWO_SUM,
  visibleText,
} from './support/solving.ts';

/**
 * The layout's always-present buttons (the AI tutor's chat button, Scroll to top) must never sit
 * over another control, at any scroll position of any screen a signed-in learner visits.
 */

/** What counts as a control: anything a learner can click, type into or tab to. */
const INTERACTIVE = [
  'button',
  'a[href]',
  'input',
  'select',
  'textarea',
  'summary',
  '[role=button]',
  '[role=link]',
  '[role=tab]',
  '[role=checkbox]',
  '[contenteditable=true]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The buttons that stay on screen whatever is scrolled, by their accessible names. */
const ALWAYS_THERE = ['Ask the AI tutor', 'Close tutor chat', 'Scroll to top'];

interface Covered {
  button: string;
  control: string;
  scrollY: number;
}

/**
 * Scrolls the page from top to bottom in steps no taller than the buttons and, at each step, looks
 * under each always-there button (hidden for the look, so `elementFromPoint` answers what a learner
 * would see and click there): no control may be the thing beneath any point of it.
 */
function coveredControls(page: Page): Promise<Covered[]> {
  return page.evaluate(
    async ({ selector, names }) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const nameOf = (el: Element) =>
        (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
      const describe = (el: Element) =>
        `<${el.tagName.toLowerCase()}> "${nameOf(el).slice(0, 40)}"${el.id ? ` #${el.id}` : ''}`;
      const found: Covered[] = [];
      const seen = new Set<string>();
      const maxScroll = () => document.documentElement.scrollHeight - window.innerHeight;
      const positions: number[] = [];
      for (let y = 0; y < maxScroll(); y += 32) positions.push(y);
      positions.push(maxScroll());
      for (const y of positions) {
        window.scrollTo(0, y);
        await frame();
        const floating = Array.from(document.querySelectorAll('button')).filter((b) => {
          const r = b.getBoundingClientRect();
          return names.includes(nameOf(b)) && r.width > 0 && r.height > 0;
        });
        const saved = floating.map((b) => b.style.visibility);
        for (const b of floating) b.style.visibility = 'hidden';
        try {
          for (const b of floating) {
            const box = b.getBoundingClientRect();
            const candidates = Array.from(document.querySelectorAll(selector)).filter((el) => {
              if (floating.some((f) => f === el || f.contains(el) || el.contains(f))) return false;
              const r = el.getBoundingClientRect();
              return (
                r.width > 0 &&
                r.height > 0 &&
                r.left < box.right &&
                r.right > box.left &&
                r.top < box.bottom &&
                r.bottom > box.top
              );
            });
            for (const el of candidates) {
              const r = el.getBoundingClientRect();
              const left = Math.max(r.left, box.left);
              const right = Math.min(r.right, box.right);
              const top = Math.max(r.top, box.top);
              const bottom = Math.min(r.bottom, box.bottom);
              let beneath = false;
              for (let x = left + 0.5; x < right && !beneath; x += 3) {
                for (let yy = top + 0.5; yy < bottom && !beneath; yy += 3) {
                  const hit = document.elementFromPoint(x, yy);
                  if (hit && (hit === el || el.contains(hit))) beneath = true;
                }
              }
              const key = `${nameOf(b)}|${describe(el)}`;
              if (beneath && !seen.has(key)) {
                seen.add(key);
                found.push({ button: nameOf(b), control: describe(el), scrollY: Math.round(window.scrollY) });
              }
            }
          }
        } finally {
          floating.forEach((b, i) => {
            b.style.visibility = saved[i] ?? '';
          });
        }
      }
      window.scrollTo(0, 0);
      return found;
    },
    { selector: INTERACTIVE, names: ALWAYS_THERE },
  );
}

const SCREENS: Array<{ path: string; ready: (page: Page) => Promise<unknown> }> = [
  { path: '/dashboard', ready: (p) => p.getByRole('heading', { name: /^Welcome back, / }).waitFor() },
  // The list's first card, whichever it is: journeys before this one may add newer problems.
  {
    path: '/practice',
    ready: (p) =>
      p
        .getByRole('status')
        .filter({ hasText: /^Showing \d/ })
        .waitFor(),
  },
  { path: '/learn', ready: (p) => p.getByRole('tab', { name: 'Learning Paths', selected: true }).waitFor() },
  { path: '/contests', ready: (p) => p.getByRole('heading', { level: 1, name: 'Contests' }).waitFor() },
  { path: '/leaderboard', ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
  { path: '/analytics', ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
  { path: '/submissions', ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
  { path: '/profile', ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
  { path: '/settings', ready: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() },
];

/** The header's bar fits its row at every width (Scroll to top showing), and the page does too. */
async function checkHeader(page: Page, who: string): Promise<void> {
  for (const width of [1440, 1280, 1024, 768, 640, 390, 360]) {
    await page.setViewportSize({ width, height: 900 });
    // The page may still be growing (its data arriving on a busy machine): scroll again until the
    // button that scrolling shows is there.
    const scrollToTop = page.getByRole('button', { name: 'Scroll to top' });
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return scrollToTop.isVisible();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    const bar = await page.evaluate(() => {
      const row = document.querySelector('header > div');
      return row ? { scroll: row.scrollWidth, client: row.clientWidth } : null;
    });
    expect(bar, `header bar at ${width}`).not.toBeNull();
    expect(bar?.scroll, `header bar at ${width}`).toBeLessThanOrEqual(bar?.client ?? 0);
    const wide = await page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`)
        .slice(0, 5),
    );
    expect(wide, `wider than the page at ${width}`).toEqual([]);
    await page.screenshot({
      path: path.join(ARTIFACTS, `floating-header-${who}-${width}.png`),
      clip: { x: 0, y: 0, width, height: 64 },
    });
  }
}

describe('floating buttons', { timeout: 240_000 }, () => {
  test('the header holds them beside the nav at every width, without overflowing', async ({ newPage }) => {
    // A learner, and an admin (one more nav link).
    for (const [who, credentials] of [
      ['learner', await createUser()],
      ['admin', await demoAdmin()],
    ] as const) {
      const page = await newPage({ width: 1440, height: 900 });
      await login(page, credentials);
      await page.getByRole('button', { name: 'Ask the AI tutor' }).waitFor();
      await checkHeader(page, who);
    }
  });

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    test(`at ${width}x${height} they cover no control on any screen, at any scroll`, async ({ newPage }) => {
      const credentials = await createUser();
      // A solved problem: the submissions, analytics and profile screens have something to show.
      expect(
        await submitAndWait(await apiToken(credentials), {
          problemId: 'two-sum',
          language: 'javascript',
          code: TWO_SUM.javascript,
        }),
      ).toBe('accepted');
      const page = await newPage({ width, height });
      await login(page, credentials);
      const problems: string[] = [];
      for (const screen of SCREENS) {
        await open(page, screen.path);
        await screen.ready(page);
        await page.getByRole('button', { name: 'Ask the AI tutor' }).waitFor();
        for (const c of await coveredControls(page))
          problems.push(`${screen.path}: "${c.button}" covers ${c.control} at scrollY ${c.scrollY}`);
        await noHorizontalOverflow(page);
      }

      // The solve screen with the Output panel showing a run (its Clear button enabled).
      await open(page, '/problem/two-sum');
      await page.getByRole('heading', { level: 1, name: 'Two Sum' }).waitFor();
      await editor(page).waitFor();
      await page.getByRole('button', { name: 'Run Code' }).click();
      const output = page.getByRole('region', { name: 'Output' });
      await expect
        .poll(() => visibleText(output.getByRole('status')), { timeout: 90_000 })
        .toMatch(/Passed: \d+|Error:/);
      expect(await output.getByRole('button', { name: 'Clear' }).isEnabled()).toBe(true);
      await page.getByRole('button', { name: 'Ask the AI tutor' }).waitFor();
      for (const c of await coveredControls(page))
        problems.push(`/problem/two-sum: "${c.button}" covers ${c.control} at scrollY ${c.scrollY}`);
      await shoot(page, `floating-solve-${width}`);
      // What a learner sees on arriving, not the full page: where the tutor's button sits.
      await page.screenshot({ path: path.join(ARTIFACTS, `floating-solve-${width}-viewport.png`) });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(ARTIFACTS, `floating-solve-${width}-bottom.png`) });

      // Both still work from where they are: Scroll to top, and the chat panel, whole on screen.
      await page.getByRole('button', { name: 'Scroll to top' }).click();
      await page.waitForFunction(() => window.scrollY === 0);
      await page.getByRole('button', { name: 'Ask the AI tutor' }).click();
      const chat = page.getByRole('region', { name: 'AI tutor chat' });
      await chat.getByLabel('Message').waitFor();
      const box = await chat.boundingBox();
      expect(box).not.toBeNull();
      if (box) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.y + box.height).toBeLessThanOrEqual(height);
      }
      await noHorizontalOverflow(page);
      await page.screenshot({ path: path.join(ARTIFACTS, `floating-chat-${width}.png`) });
      await page.getByRole('button', { name: 'Close tutor chat' }).click();
      await chat.waitFor({ state: 'hidden' });

      expect(problems).toEqual([]);
    });
  }
});
