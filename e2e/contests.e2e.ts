import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { baseURL, createUser, demoAdmin, login, open, test } from './support/fixtures.ts';
import {
  apiGet,
  apiToken,
  axeViolations,
  noHorizontalOverflow,
  shoot,
  TWO_SUM,
  typeCode,
  visibleText,
} from './support/solving.ts';

async function api<T>(
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const res = await fetch(`${baseURL}/api${url}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as T };
}

/** How far ahead a contest meant to be live starts: the server refuses a start not in the future. */
const LIVE_SOON_MS = 2000;

/**
 * A public contest made by the demo admin; `startsIn` seconds from now. Zero or negative: live, so
 * it starts in LIVE_SOON_MS (a start in the past is refused) and this waits until it has started.
 */
async function makeContest(
  name: string,
  startsIn: number,
  problemIds: string[],
  duration = 60,
): Promise<string> {
  const live = startsIn <= 0;
  const startsAt = Date.now() + (live ? LIVE_SOON_MS : startsIn * 1000);
  const admin = await apiToken(await demoAdmin());
  const made = await api<{ data: { contestId: string } }>(admin, 'POST', '/contests', {
    name,
    type: 'special',
    format: 'icpc',
    description: 'An end-to-end contest',
    startTime: new Date(startsAt).toISOString(),
    duration,
    problems: problemIds.map((problemId, i) => ({ problemId, points: 500 * (i + 1) })),
    prizes: ['A mention on the board', 'Rating points'],
    rated: true,
    visibility: 'public',
  });
  expect(made.status).toBe(201);
  if (live) await new Promise((r) => setTimeout(r, Math.max(0, startsAt + 500 - Date.now())));
  return made.json.data.contestId;
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const standing = (page: Page) => page.getByRole('region', { name: 'Your Standing' });
const top10 = (page: Page) => page.getByRole('region', { name: /Leaderboard \(top 10\)/ });

describe('contests', { timeout: 180_000 }, () => {
  test('register for an upcoming contest: a disabled Registered, one more participant', async ({
    newPage,
  }) => {
    const token = await apiToken(await demoAdmin());
    const { problem } = await apiGet<{ problem: { _id: string } }>(token, '/problems/two-sum');
    const name = `Upcoming ${Date.now()}`;
    await makeContest(name, 3600, [problem._id]);
    const page = await newPage();
    await login(page, await createUser());
    await open(page, '/contests');
    await page.getByRole('tab', { name: /Upcoming/ }).click();
    const c = card(page, name);
    await expect
      .poll(() => visibleText(c.getByText('Participants').locator('xpath=following-sibling::dd[1]')))
      .toBe('0');
    await c.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Successfully registered for the contest!').waitFor();
    await expect.poll(() => c.getByRole('button', { name: /Registered/ }).isDisabled()).toBe(true);
    await expect
      .poll(() => visibleText(c.getByText('Participants').locator('xpath=following-sibling::dd[1]')))
      .toBe('1');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'contests-1280-light');
    const dark = await newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await login(dark, await createUser());
    await open(dark, '/contests');
    await card(dark, name).waitFor();
    await noHorizontalOverflow(dark);
    await shoot(dark, 'contests-375-dark');
  });

  test('register, join a live contest, solve through /contest/{id}/problem/A, see the standing change live', async ({
    newPage,
  }) => {
    const admin = await apiToken(await demoAdmin());
    const { problem } = await apiGet<{ problem: { _id: string } }>(admin, '/problems/two-sum');
    const name = `Live ${Date.now()}`;
    const contestId = await makeContest(name, -30, [problem._id]);
    const learner = await createUser();

    const page = await newPage();
    await login(page, learner);
    await open(page, '/contests');
    await page.getByRole('tab', { name: /Live/ }).click();
    await card(page, name).getByRole('button', { name: 'Register' }).click();
    await page.getByText('Successfully registered for the contest!').waitFor();
    await card(page, name).getByRole('button', { name: 'Join Contest' }).click();
    await page.waitForURL((url) => url.pathname === `/contest/${contestId}`);

    // The in-contest view: Exit Contest, Time Remaining, the problems, the board, Your Standing.
    await page.getByRole('button', { name: 'Exit Contest' }).waitFor();
    const timer = page.getByRole('timer');
    await expect.poll(() => visibleText(timer)).toMatch(/^00:(59|58):\d\d$/);
    // An ICPC board lists everyone who joined, 0 solved until they submit (decision 015).
    await standing(page)
      .getByText(/^Rank #\d+ · Score 0 · 0 solved$/)
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'contest-live-1280-light');

    // A second tab solves problem A through the contest's solve screen; this one stays open.
    const solver = await page.context().newPage();
    await open(solver, `/contest/${contestId}`);
    await solver.getByRole('button', { name: /^A\. Two Sum/ }).click();
    await solver.getByRole('dialog').getByRole('button', { name: 'Solve Problem' }).click();
    await solver.waitForURL((url) => url.pathname === `/contest/${contestId}/problem/A`);
    await solver.getByText(`${name} · Problem A · 500 points`).waitFor();
    await expect.poll(() => solver.getByRole('button', { name: 'Solution', exact: true }).count()).toBe(0);
    // A wrong answer inside the live contest: the verdict and the test number, never the test.
    await typeCode(solver, 'var twoSum = function() { return [0, 0]; };');
    await solver.getByRole('button', { name: /Submit Solution/ }).click();
    await solver.getByText(/Wrong answer on test \d+/).waitFor({ timeout: 90_000 });
    await solver.getByText('The failing test stays hidden until the contest ends.').waitFor();
    await solver
      .getByText(/^Runtime and memory stay hidden until the contest ends · Passed \d+ of \d+/)
      .waitFor();
    expect(await solver.getByText('First failing test').count()).toBe(0);
    await shoot(solver, 'contest-hidden-test-1280-light');
    await typeCode(solver, TWO_SUM.javascript);
    await solver.getByRole('button', { name: /Submit Solution/ }).click();
    await solver.getByText('All test cases passed! Solution accepted.').waitFor({ timeout: 90_000 });
    // It says where it goes: back to the contest, not to Practice.
    await solver.getByText('Back to the contest in 2 seconds...').waitFor();
    expect(await solver.getByText(/Back to Practice/).count()).toBe(0);
    await solver.waitForURL((url) => url.pathname === `/contest/${contestId}`);

    // The first tab's board changed without a reload (SSE).
    await standing(page)
      .getByText(/Rank #1 · Score 1 · 1 solved/)
      .waitFor({ timeout: 10_000 });
    await top10(page).getByText(`${learner.name} (You)`).waitFor();

    // Another learner's accepted appears on it too, pushed.
    const other = await createUser();
    const otherToken = await apiToken(other);
    expect((await api(otherToken, 'POST', `/contests/${contestId}/register`, {})).status).toBe(201);
    const sub = await api<{ data: { submission: { _id: string } } }>(otherToken, 'POST', '/submissions', {
      problemId: problem._id,
      contestId,
      language: 'javascript',
      code: TWO_SUM.javascript,
    });
    expect(sub.status).toBe(202);
    await top10(page).getByText(other.name).waitFor({ timeout: 90_000 });
    await expect.poll(() => top10(page).getByRole('row').count()).toBe(3);

    // The contest submission is practice history too.
    const mine = await apiGet<{ data: { submissions: Array<{ status: string }> } }>(
      await apiToken(learner),
      '/submissions',
    );
    expect(mine.data.submissions.map((s) => s.status)).toContain('accepted');

    await page.getByRole('button', { name: 'Exit Contest' }).click();
    await page.waitForURL((url) => url.pathname === '/contests');
  });

  test('after the end: the view turns into the final standings, with the rating change', {
    timeout: 420_000,
  }, async ({ newPage }) => {
    // Started by the global setup with both submissions sent (support/short-contest.ts); in a
    // whole run it has ended by now, run alone this waits for its last minutes.
    const { contestId, name, winner } = inject('shortContest');
    const page = await newPage();
    await login(page, winner);
    await open(page, `/contest/${contestId}`);
    // 00:00:00: the page becomes the results, and the rating change lands within a minute.
    await page.getByRole('heading', { name: 'Final Standings' }).waitFor({ timeout: 330_000 });
    await page.getByText(/Your rating: 1500 → \d+ \(\+\d+\), rank #1/).waitFor({ timeout: 60_000 });
    await shoot(page, 'contest-results-1280-light');
    // The profile shows the same rating, and the contest in its history.
    const { rating } = (
      await apiGet<{ data: { profile: { rating: number } } }>(await apiToken(winner), '/account/profile')
    ).data.profile;
    await open(page, '/profile');
    const stat = page.locator('dl > div', { has: page.getByText('Contest rating', { exact: true }) });
    await expect.poll(() => visibleText(stat.locator('dd').first())).toBe(String(rating));
    const history = page.getByRole('region', { name: 'Contest history' });
    await history.getByRole('link', { name }).waitFor();
    await history.getByText(new RegExp(`Rank 1 · 1500 → ${rating} \\(\\+\\d+\\)`)).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'profile-rating-1280-light');
    const small = await newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await login(small, winner);
    await open(small, '/profile');
    await small.getByRole('region', { name: 'Contest history' }).getByRole('link', { name }).waitFor();
    await noHorizontalOverflow(small);
    await shoot(small, 'profile-rating-375-dark');
    await open(page, '/contests');
    await page.getByRole('tab', { name: /Past/ }).click();
    await card(page, name).getByRole('link', { name: 'View Results' }).waitFor();
  });

  test("the admin's Manage Contests: every contest by tab, Edit for an upcoming one", async ({ newPage }) => {
    const adminUser = await demoAdmin();
    const admin = await apiToken(adminUser);
    const { problem } = await apiGet<{ problem: { _id: string } }>(admin, '/problems/two-sum');
    const name = `Editable ${Date.now()}`;
    const contestId = await makeContest(name, 7200, [problem._id]);
    const page = await newPage();
    await login(page, adminUser);
    await open(page, '/admin');
    await page.getByRole('link', { name: 'Manage Contests' }).click();
    await page.waitForURL('**/admin/contests');
    const list = page.getByRole('list', { name: 'Upcoming contests' });
    await list.getByRole('link', { name }).waitFor();
    await list.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Contest' });
    await dialog.getByLabel('Name').fill(`${name} (edited)`);
    await dialog.getByLabel('Duration (minutes)').fill('45');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Contest updated.').waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await list.getByRole('link', { name: `${name} (edited)` }).waitFor();
    // What the dialog does not show stayed as it was.
    const after = await apiGet<{
      data: {
        contest: {
          duration: number;
          description: string;
          prizes: string[];
          rated: boolean;
          problemList: Array<{ points: number }>;
        };
      };
    }>(admin, `/contests/${contestId}`);
    expect(after.data.contest).toMatchObject({
      duration: 45,
      description: 'An end-to-end contest',
      prizes: ['A mention on the board', 'Rating points'],
      rated: true,
      problemList: [{ points: 500 }],
    });
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'admin-contests-1280-light');
    const small = await newPage({ width: 375, height: 800, colorScheme: 'dark' });
    await login(small, adminUser);
    await open(small, '/admin/contests');
    await small.getByRole('link', { name: `${name} (edited)` }).waitFor();
    await noHorizontalOverflow(small);
    await shoot(small, 'admin-contests-375-dark');
    // A live contest has no Edit.
    await small.getByRole('tab', { name: /Live/ }).click();
    await small.getByRole('list', { name: 'Live contests' }).waitFor();
    expect(await small.getByRole('button', { name: /^Edit / }).count()).toBe(0);
  });

  test('an outsider cannot open a live contest problem', async ({ newPage }) => {
    const admin = await apiToken(await demoAdmin());
    const { problem } = await apiGet<{ problem: { _id: string } }>(admin, '/problems/two-sum');
    const contestId = await makeContest(`Closed ${Date.now()}`, -30, [problem._id]);
    const page = await newPage({ expectHttpErrors: [403] });
    await login(page, await createUser());
    await open(page, `/contest/${contestId}/problem/A`);
    await page.getByRole('heading', { name: 'Problem Not Found' }).waitFor();
    await page.getByText('Register for this contest to open its problems').waitFor();
    await page.getByRole('link', { name: 'Back to Contest' }).waitFor();
  });
});
