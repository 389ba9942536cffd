import { describe, expect } from 'vitest';
import { baseURL, createUser, login, open, test } from './support/fixtures.ts';
import { apiGet, apiToken, shoot, submitAndWait, TWO_SUM } from './support/solving.ts';

interface PlanAnswer {
  data: {
    plan: { title: string; generatedAt: string } | null;
    progress: { solved: number; total: number } | null;
    savedAt: string | null;
  };
}

async function call<T>(token: string, method: string, url: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseURL}/api${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const PROGRESS = /Progress: (\d+)\/(\d+) problems solved since the plan was made/;

describe('study plan', { timeout: 180_000 }, () => {
  test('Generate New Plan on a saved plan keeps the saved plan and its progress in sight until a new one is saved', async ({
    newPage,
  }) => {
    const credentials = await createUser();
    const token = await apiToken(credentials);
    // A saved plan, then a solve of one of its problems: the plan has progress to lose.
    const generated = await call<{ data: { plan: unknown } }>(token, 'POST', '/learn/study-plan', {});
    await call(token, 'PUT', '/learn/study-plan', { plan: generated.data.plan });
    expect(
      await submitAndWait(token, { problemId: 'two-sum', language: 'javascript', code: TWO_SUM.javascript }),
    ).toBe('accepted');
    const before = await apiGet<PlanAnswer>(token, '/learn/study-plan');
    expect(before.data.progress?.solved).toBe(1);

    const page = await newPage();
    await login(page, credentials);
    await open(page, '/learn');
    await page.getByRole('tab', { name: 'Study Plan' }).click();
    const tab = page.getByRole('region', { name: 'Study Plan' });
    await tab.getByText(PROGRESS).waitFor();
    expect(await tab.getByText(PROGRESS).textContent()).toMatch(/Progress: 1\//);

    // Generate New Plan: the saved plan stays, with its progress, while the form asks.
    await tab.getByRole('button', { name: 'Generate New Plan' }).click();
    await tab
      .getByLabel('Hours per week (optional)')
      .or(tab.getByText(/No study plan yet/))
      .waitFor();
    expect(await tab.getByText(/No study plan yet/).count()).toBe(0);
    expect(await tab.getByText(PROGRESS).count()).toBe(1);
    await tab.getByLabel('Hours per week (optional)').waitFor();
    await tab.getByText(/^Showing your saved plan \(saved .+\)/).waitFor();
    await shoot(page, 'study-plan-asking-1280');

    // Cancel: back to the saved plan as it was.
    await tab.getByRole('button', { name: 'Cancel' }).click();
    await tab.getByRole('button', { name: 'Generate New Plan' }).waitFor();
    await tab.getByText(PROGRESS).waitFor();

    // A new plan, not saved: the tab says which plan it shows, and the way back to the saved one.
    await tab.getByRole('button', { name: 'Generate New Plan' }).click();
    await tab.getByLabel('Hours per week (optional)').fill('4');
    await tab.getByRole('button', { name: 'Generate My Study Plan' }).click();
    await tab.getByText(/^New plan, not saved yet: Save Plan keeps it/).waitFor();
    expect(await tab.getByText(/No study plan yet/).count()).toBe(0);
    expect(await tab.getByText(PROGRESS).count()).toBe(0);
    expect(await tab.getByText(/ · 4 h per week · until /).count()).toBe(1);
    await shoot(page, 'study-plan-new-unsaved-1280');
    // The server still has the saved plan, untouched.
    const during = await apiGet<PlanAnswer>(token, '/learn/study-plan');
    expect(during.data.savedAt).toBe(before.data.savedAt);
    await tab.getByRole('button', { name: 'Keep Saved Plan' }).click();
    await tab.getByText(/^Showing your saved plan \(saved .+\)/).waitFor();
    expect(await tab.getByText(PROGRESS).textContent()).toMatch(/Progress: 1\//);

    // Save Plan replaces it: now the new plan is the saved one, tracked from now.
    await tab.getByRole('button', { name: 'Generate New Plan' }).click();
    await tab.getByLabel('Hours per week (optional)').fill('4');
    await tab.getByRole('button', { name: 'Generate My Study Plan' }).click();
    await tab.getByRole('button', { name: 'Save Plan' }).click();
    await tab.getByText('Study plan saved!').waitFor();
    await tab.getByText(/^Showing your saved plan \(saved .+\)/).waitFor();
    await tab.getByText(PROGRESS).waitFor();
    expect(await tab.getByText(/ · 4 h per week · until /).count()).toBe(1);
    const after = await apiGet<PlanAnswer>(token, '/learn/study-plan');
    expect(after.data.savedAt).not.toBe(before.data.savedAt);

    // A reload shows the same saved plan.
    await page.reload();
    await page.getByRole('tab', { name: 'Study Plan' }).click();
    await tab.getByText(/^Showing your saved plan \(saved .+\)/).waitFor();
    expect(await tab.getByText(/ · 4 h per week · until /).count()).toBe(1);
  });
});
