import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL, type Credentials } from './fixtures.ts';

/**
 * Helpers for the practice, solve and submissions journeys: typing into the CodeMirror editor
 * as a learner does, reading it back, the API calls that set up a learner's history, and the
 * axe and screenshot checks these screens share.
 */

export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');

/**
 * Two Sum, written so that typing it key by key gives exactly this text: single lines where
 * the editor auto-closes brackets (typing the closer steps over it), and Python lines without
 * their indentation, which the editor's auto-indent supplies.
 */
export const TWO_SUM = {
  javascript:
    'var twoSum = function(nums, target) { const seen = new Map(); for (let i = 0; i < nums.length; i++) { const j = seen.get(target - nums[i]); if (j !== undefined) return [j, i]; seen.set(nums[i], i); } return []; };',
  python: [
    'class Solution:',
    'def twoSum(self, nums: List[int], target: int) -> List[int]:',
    'seen = {}',
    'for i, n in enumerate(nums):',
    'if target - n in seen: return [seen[target - n], i]',
    'seen[n] = i',
  ].join('\n'),
  java: 'class Solution { public int[] twoSum(int[] nums, int target) { Map<Integer, Integer> seen = new HashMap<>(); for (int i = 0; i < nums.length; i++) { Integer j = seen.get(target - nums[i]); if (j != null) return new int[] { j, i }; seen.put(nums[i], i); } return new int[0]; } }',
  cpp: 'class Solution { public: vector<int> twoSum(vector<int>& nums, int target) { unordered_map<int, int> seen; for (int i = 0; i < (int) nums.size(); i++) { auto it = seen.find(target - nums[i]); if (it != seen.end()) return { it->second, i }; seen[nums[i]] = i; } return {}; } };',
} as const;

/** What the editor shows after typing TWO_SUM.python: the auto-indent filled in the spaces. */
export const TWO_SUM_PYTHON_SHOWN = [
  'class Solution:',
  '    def twoSum(self, nums: List[int], target: int) -> List[int]:',
  '        seen = {}',
  '        for i, n in enumerate(nums):',
  '            if target - n in seen: return [seen[target - n], i]',
  '            seen[n] = i',
].join('\n');

export const LANGUAGE_NAMES = {
  javascript: 'JavaScript',
  python: 'Python',
  java: 'Java',
  cpp: 'C++',
} as const;

/** The text as rendered, line breaks included (textContent would run the rows together). */
export function visibleText(locator: Locator): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is what a reader sees, not a DOM property.
  return locator.innerText();
}

export function editor(page: Page) {
  return page.getByRole('textbox', { name: /^Code editor/ });
}

/** Replaces the editor's text by typing, key by key, one line at a time. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  for (const [index, line] of code.split('\n').entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
}

/** The editor's text, line by line as CodeMirror renders it. */
export async function editorText(page: Page): Promise<string> {
  const lines = await editor(page).locator('.cm-line').allInnerTexts();
  return lines.map((line) => line.replace(/\n$/, '')).join('\n');
}

/** Serious and critical WCAG A/AA problems found by axe-core, as one readable line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

export async function noHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Signs in through the API (for setting up history; journeys sign in through the form). */
export async function apiToken(credentials: Pick<Credentials, 'email' | 'password'>): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

export async function apiGet<T>(token: string | null, url: string): Promise<T> {
  const res = await fetch(`${baseURL}/api${url}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Submits through the API and waits for the judge's verdict; answers the final status. */
export async function submitAndWait(
  token: string,
  body: { problemId: string; language: string; code: string },
): Promise<string> {
  const res = await fetch(`${baseURL}/api/submissions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (res.status !== 202) throw new Error(`submit answered ${res.status}: ${await res.text()}`);
  const id = ((await res.json()) as { data: { submission: { _id: string } } }).data.submission._id;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const answer = await apiGet<{ data: { submission: { status: string } } }>(token, `/submissions/${id}`);
    if (answer.data.submission.status !== 'pending') return answer.data.submission.status;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`submission ${id} got no verdict in 60 s`);
}
