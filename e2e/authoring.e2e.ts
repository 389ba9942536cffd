import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { baseURL, createUser, demoAdmin, login, open, storedToken, test } from './support/fixtures.ts';
import { apiToken, shoot, submitAndWait, visibleText } from './support/solving.ts';

/**
 * The draft's files as the server holds them. The page cannot tell: its CodeMirror editor renders
 * only the lines in view.
 */
async function savedFiles(page: Page): Promise<Record<string, string>> {
  const id = new URL(page.url()).pathname.split('/').pop();
  const res = await fetch(`${baseURL}/api/admin/drafts/${id}`, {
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { draft: { files: Record<string, string> } } }).data.draft.files;
}

/** A file's editor, named by its path. */
const fileEditor = (page: Page, path: string) => page.getByRole('textbox', { name: path, exact: true });

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
    const before = await savedFiles(page);
    const yamlText = (before['problem.yaml'] ?? '')
      .replace('timeLimitMs: 100', 'timeLimitMs: 400')
      .replace(/ {2}- file: wrong\/quadratic\.java\n(?: {4}.*\n)+/, '');
    expect(yamlText).not.toBe(before['problem.yaml']);
    await page.getByRole('button', { name: 'problem.yaml', exact: true }).click();
    // The whole file replaced, as a paste would (typing it key by key would auto-indent and close brackets).
    await fileEditor(page, 'problem.yaml').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(yamlText);
    await page.getByRole('button', { name: 'wrong/quadratic.java', exact: true }).click();
    await page.getByRole('button', { name: 'Delete file' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete file' }).click();
    await page
      .getByRole('button', { name: 'wrong/quadratic.java', exact: true })
      .waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'statement.md', exact: true }).click();
    const text = before['statement.md'] ?? '';
    expect(text.length).toBeGreaterThan(100);
    // Typed at the end of the file; then Ctrl+S, with the focus still in the editor, saves.
    await fileEditor(page, 'statement.md').click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\nThis version was written in the browser.\n');
    await page.getByText('Unsaved changes.').waitFor();
    await page.keyboard.press('ControlOrMeta+s');
    await page.getByText('Unsaved changes.').waitFor({ state: 'hidden' });
    const after = await savedFiles(page);
    expect(after['problem.yaml']).toBe(yamlText);
    expect(after['statement.md']).toBe(`${text}\nThis version was written in the browser.\n`);
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

    // A learner's solution, right on every test of this version but wrong on one the admin adds next.
    const lucky = [
      'class Solution:',
      '    def twoSum(self, nums, target):',
      '        if target == 12345:',
      '            return [1, 2]',
      '        seen = {}',
      '        for i, n in enumerate(nums):',
      '            if target - n in seen:',
      '                return [seen[target - n], i]',
      '            seen[n] = i',
      '        return []',
      '',
    ].join('\n');
    const token = await apiToken(learner);
    expect(await submitAndWait(token, { problemId: problem._id, language: 'python', code: lucky })).toBe(
      'accepted',
    );

    // The admin adds that test in a new version, then rejudges: the learner's verdict follows.
    await open(page, `/admin/problems/${problem._id}/edit`);
    await page.getByRole('button', { name: 'Edit in a draft' }).click();
    await page.waitForURL('**/admin/drafts/**');
    const edge = (await savedFiles(page))['tests/edge.json'] ?? '';
    const newTest = '  { "name": "target 12345", "input": [[12000, 1, 345], 12345], "expected": [0, 2] },\n';
    expect(edge.startsWith('[\n')).toBe(true);
    const putEdge = async (test: string) => {
      await page.getByRole('button', { name: 'tests/edge.json', exact: true }).click();
      await fileEditor(page, 'tests/edge.json').click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.insertText(`[\n${test}${edge.slice(2)}`);
      await page.keyboard.press('ControlOrMeta+s');
      await page.getByText('Unsaved changes.').waitFor({ state: 'hidden' });
      expect((await savedFiles(page))['tests/edge.json']).toContain(test.trim());
      await expect.poll(() => prove.isEnabled()).toBe(true);
      await prove.click();
    };
    // First with a wrong expected answer: the proof fails, says where, and Publish stays off.
    await putEdge(newTest.replace('"expected": [0, 2]', '"expected": [0, 1]'));
    await proof
      .getByText('The proof failed. Fix the files, save, and prove again.')
      .waitFor({ timeout: 300_000 });
    expect(await proof.getByText('Failed:').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).isDisabled()).toBe(true);
    await shoot(page, 'admin-draft-failed-1280');
    await putEdge(newTest);
    await proof
      .getByText('Proven: every check passed. Publish puts this version in force.')
      .waitFor({ timeout: 300_000 });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
    await page.waitForURL('**/admin/problems');
    await open(page, `/admin/problems/${problem._id}/edit`);
    const rejudge = page.getByRole('region', { name: 'Rejudge' });
    await rejudge
      .getByText('1 past submission was judged on an earlier version.', { exact: false })
      .waitFor();
    await rejudge.getByRole('button', { name: 'Rejudge 1 submission' }).click();
    await rejudge.getByText(/Rejudged 1 submission on .*: 1 verdict changed\./).waitFor({ timeout: 120_000 });
    // The versions' counts follow: the submission is now judged on the version in force.
    const current = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Current', exact: true }) });
    await expect.poll(async () => visibleText(current)).toMatch(/\b1\s+Current/);
    await shoot(page, 'admin-rejudged-1280');
    const learnerPage = await newPage();
    await login(learnerPage, learner);
    await open(learnerPage, '/submissions');
    const row = learnerPage.getByRole('region', { name: 'Submissions' }).getByRole('listitem').first();
    await expect.poll(async () => visibleText(row)).toContain('WRONG ANSWER');

    // The shared database keeps the bank as the other journeys expect it: the copy leaves practice.
    const hidden = await fetch(`${baseURL}/api/admin/problems/${problem._id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${await storedToken(page)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ published: false }),
    });
    expect(hidden.status).toBe(200);
  });
});
