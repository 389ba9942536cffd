import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createUser, login, open, test } from './support/fixtures.ts';
import { editor, editorText, shoot, typeCode, visibleText } from './support/solving.ts';

/**
 * Issue 29: a learner picks C, then C#, in the editor (LeetCode's starter for each, highlighted),
 * solves Two Sum and a tree problem in each, and gets Accepted; the landing's "Languages
 * Available" counts the languages the editor offers.
 */
const NAMES = { c: 'C', csharp: 'C#' } as const;
type Lang = keyof typeof NAMES;

/** One line each, so that typing them key by key gives exactly this text (brackets auto-close). */
const SOLUTIONS: Record<Lang, { twoSum: string; maxDepth: string }> = {
  c: {
    twoSum:
      'int* twoSum(int* nums, int numsSize, int target, int* returnSize) { int cap = 1 << 18; int *keys = malloc(cap * sizeof(int)), *idx = malloc(cap * sizeof(int)); for (int i = 0; i < cap; i++) idx[i] = -1; int *r = malloc(2 * sizeof(int)); *returnSize = 2; for (int i = 0; i < numsSize; i++) { int want = target - nums[i]; unsigned h = ((unsigned)want * 2654435761u) & (cap - 1); while (idx[h] != -1 && keys[h] != want) h = (h + 1) & (cap - 1); if (idx[h] != -1) { r[0] = idx[h]; r[1] = i; return r; } h = ((unsigned)nums[i] * 2654435761u) & (cap - 1); while (idx[h] != -1 && keys[h] != nums[i]) h = (h + 1) & (cap - 1); if (idx[h] == -1) { keys[h] = nums[i]; idx[h] = i; } } return r; }',
    maxDepth:
      'int maxDepth(struct TreeNode* root) { if (root == NULL) return 0; int l = maxDepth(root->left), r = maxDepth(root->right); return 1 + (l > r ? l : r); }',
  },
  csharp: {
    twoSum:
      'public class Solution { public int[] TwoSum(int[] nums, int target) { var seen = new Dictionary<int, int>(); for (int i = 0; i < nums.Length; i++) { if (seen.TryGetValue(target - nums[i], out int j)) return new int[] { j, i }; seen[nums[i]] = i; } return new int[0]; } }',
    maxDepth:
      'public class Solution { public int MaxDepth(TreeNode root) { return root == null ? 0 : 1 + Math.Max(MaxDepth(root.left), MaxDepth(root.right)); } }',
  },
};

/** The first line of LeetCode's starter for each (the C one after its comment block). */
const STARTER: Record<Lang, { twoSum: string; maxDepth: string }> = {
  c: {
    twoSum: 'int* twoSum(int* nums, int numsSize, int target, int* returnSize) {',
    maxDepth: 'int maxDepth(struct TreeNode* root) {',
  },
  csharp: {
    twoSum: '    public int[] TwoSum(int[] nums, int target) {',
    maxDepth: '    public int MaxDepth(TreeNode root) {',
  },
};

const PROBLEMS = [
  { slug: 'two-sum', title: 'Two Sum', key: 'twoSum' },
  { slug: 'maximum-depth-of-binary-tree', title: 'Maximum Depth of Binary Tree', key: 'maxDepth' },
] as const;

const output = (page: Page) => page.getByRole('region', { name: 'Output' });

/** Slow machines and a busy judge: each journey compiles and judges four programs. */
const JUDGED = 240_000;

async function solve(page: Page, language: Lang, problem: (typeof PROBLEMS)[number]): Promise<void> {
  await open(page, `/problem/${problem.slug}`);
  await page.getByRole('heading', { level: 1, name: problem.title }).waitFor();
  await editor(page).waitFor();
  await page.getByLabel('Language').selectOption(language);
  await editor(page)
    .and(page.getByLabel(`Code editor, ${NAMES[language]}`))
    .waitFor();
  // LeetCode's starter, in this language's form.
  await expect.poll(() => editorText(page)).toContain(STARTER[language][problem.key]);
  if (problem.key === 'maxDepth')
    expect(await editorText(page)).toContain(
      language === 'c' ? 'struct TreeNode *left;' : 'public TreeNode left;',
    );
  // Highlighted by its own mode (loaded when chosen): keywords (C#'s `public class`) or type
  // names (C's `int`) carry the highlighter's classes.
  await expect
    .poll(() => editor(page).locator('.tok-keyword, .tok-typeName').count(), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await shoot(page, `solve-${language}-${problem.slug}-starter`);

  await typeCode(page, SOLUTIONS[language][problem.key]);
  expect(await editorText(page)).toBe(SOLUTIONS[language][problem.key]);
  await page.getByRole('button', { name: /Submit/ }).click();
  await output(page).getByText('All test cases passed! Solution accepted.').waitFor({ timeout: 90_000 });
  expect(await visibleText(output(page).getByRole('status'))).toMatch(/Runtime: \d+ ms · Memory: [\d.]+ MB/);
  await shoot(page, `solve-${language}-${problem.slug}`);
  // Accepted: back to the practice list after the verdict is read.
  await page.waitForURL((url) => url.pathname === '/practice', { timeout: 10_000 });
}

describe('C and C# in the editor', { timeout: JUDGED }, () => {
  for (const language of ['c', 'csharp'] as const) {
    test(`a learner picks ${NAMES[language]}, solves Two Sum and a tree problem, and gets Accepted`, async ({
      newPage,
    }) => {
      const page = await newPage();
      await login(page, await createUser());
      for (const problem of PROBLEMS) await solve(page, language, problem);
      // Both are marked solved in the list.
      for (const problem of PROBLEMS) {
        await page.getByRole('searchbox', { name: 'Search' }).fill(problem.title);
        await page
          .getByRole('article')
          .filter({ hasText: problem.title })
          .getByText('Solved', { exact: true })
          .waitFor();
      }
    });
  }

  test('the landing counts the languages the editor offers', async ({ newPage }) => {
    const page = await newPage();
    await login(page, await createUser());
    await open(page, '/problem/two-sum');
    await editor(page).waitFor();
    const offered = await page.getByLabel('Language').locator('option').allInnerTexts();
    expect(offered).toEqual(['JavaScript', 'Python', 'Java', 'C++', 'C', 'C#']);
    await open(page, '/');
    await page.waitForFunction(() => document.querySelector('[aria-busy="false"] dl') !== null);
    const counter = page
      .getByRole('region', { name: 'CodeCoach in numbers' })
      .locator('div', { has: page.getByText('Languages Available', { exact: true }) })
      .locator('dd');
    expect(await counter.textContent()).toBe(String(offered.length));
  });
});
