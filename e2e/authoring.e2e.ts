import { describe, expect } from 'vitest';
import { baseURL, createUser, demoAdmin, login, open, storedToken, test } from './support/fixtures.ts';
import { apiToken, shoot } from './support/solving.ts';

describe('authoring a problem in the browser (issue 26)', () => {
  test('an admin starts from Two Sum, edits the statement, proves it in the sandbox, publishes it, and a learner reads it', {
    timeout: 400_000,
  }, async ({ newPage }) => {
    const admin = await demoAdmin();
    const page = await newPage();
    await login(page, admin);
    await open(page, '/admin/problems');
    await page.getByRole('link', { name: 'New problem' }).click();
    await page.getByRole('heading', { name: 'New problem', level: 1 }).waitFor();
    const slug = `e2e-authored-${Date.now().toString(36)}`;
    await page.getByLabel('Slug').fill(slug);
    const start = page.getByLabel('Start from');
    await start.locator('option', { hasText: 'Two Sum (two-sum)' }).waitFor({ state: 'attached' });
    await start.selectOption({ label: 'Two Sum (two-sum)' });
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL('**/admin/drafts/**');
    await page.getByRole('heading', { name: `Draft: ${slug}`, level: 1 }).waitFor();

    // Four times the bank's time limit (a reference's timing on a busy machine is not what this
    // tests), without the Java O(n^2) plant that limit would let through: edit problem.yaml, and
    // delete the plant's file.
    await page.getByRole('button', { name: 'problem.yaml', exact: true }).click();
    const yaml = page.getByLabel('problem.yaml');
    await yaml.fill(
      (await yaml.inputValue())
        .replace('timeLimitMs: 100', 'timeLimitMs: 400')
        .replace(/ {2}- file: wrong\/quadratic\.java\n(?: {4}.*\n)+/, ''),
    );
    await page.getByRole('button', { name: 'wrong/quadratic.java', exact: true }).click();
    await page.getByRole('button', { name: 'Delete file' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete file' }).click();
    await page
      .getByRole('button', { name: 'wrong/quadratic.java', exact: true })
      .waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'statement.md', exact: true }).click();
    const statement = page.getByLabel('statement.md');
    const text = await statement.inputValue();
    expect(text.length).toBeGreaterThan(100);
    await statement.fill(`${text}\nThis version was written in the browser.\n`);
    await page.getByText('Unsaved changes.').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Unsaved changes.').waitFor({ state: 'hidden' });
    const prove = page.getByRole('button', { name: 'Prove', exact: true });
    await expect.poll(() => prove.isEnabled()).toBe(true);
    await prove.click();
    // The checks appear one by one while it runs, then the verdict of the whole proof.
    const proof = page.getByRole('region', { name: 'Proof' });
    await proof
      .getByText('tests built from the examples, edge.json and gen.py')
      .waitFor({ timeout: 120_000 });
    await proof
      .getByText('Proven: every check passed. Publish puts this version in force.')
      .waitFor({ timeout: 300_000 });
    await proof.getByText('reference cpp', { exact: true }).waitFor();
    await proof.getByText('wrong/same-element.js gets wrong_answer').waitFor();
    expect(await proof.getByText('Failed:').count()).toBe(0);
    await shoot(page, 'admin-draft-proven-1280');

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
    await page.waitForURL('**/admin/problems');
    await page.getByText(`Published ${slug}: version`, { exact: false }).waitFor();

    const learner = await createUser();
    const res = await fetch(`${baseURL}/api/problems/${slug}`, {
      headers: { Authorization: `Bearer ${await apiToken(learner)}` },
    });
    expect(res.status).toBe(200);
    const { problem } = (await res.json()) as { problem: { _id: string; description: string } };
    expect(problem.description).toContain('This version was written in the browser.');

    // The shared database keeps the bank as the other journeys expect it: the copy leaves practice.
    const hidden = await fetch(`${baseURL}/api/admin/problems/${problem._id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${await storedToken(page)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ published: false }),
    });
    expect(hidden.status).toBe(200);
  });
});
