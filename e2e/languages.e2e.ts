import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { createUser, login, open, test } from './support/fixtures.ts';
import { editor, editorText, shoot, typeCode, visibleText } from './support/solving.ts';

/**
 * Issue 29: a learner picks each of the ten languages in the editor (LeetCode's starter for each,
 * highlighted), solves Two Sum and a tree problem in it, and gets Accepted; the menu offers the
 * ten, and the landing's "Languages Available" counts them.
 */
const NAMES = {
  javascript: 'JavaScript',
  python: 'Python',
  java: 'Java',
  cpp: 'C++',
  c: 'C',
  csharp: 'C#',
  typescript: 'TypeScript',
  go: 'Go',
  rust: 'Rust',
  ruby: 'Ruby',
} as const;
type Lang = keyof typeof NAMES;

/** One line each, so that typing them key by key gives exactly this text (brackets auto-close). */
const SOLUTIONS: Record<Lang, { twoSum: string; maxDepth: string }> = {
  javascript: {
    twoSum:
      'var twoSum = function(nums, target) { const seen = new Map(); for (let i = 0; i < nums.length; i++) { if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i]; seen.set(nums[i], i); } return []; };',
    maxDepth:
      'var maxDepth = function(root) { return root === null ? 0 : 1 + Math.max(maxDepth(root.left), maxDepth(root.right)); };',
  },
  // One line each, a class body of one assignment: typed key by key, a new line would be indented.
  python: {
    twoSum:
      'class Solution: twoSum = lambda self, nums, target: next([seen[target - x], i] for seen in [{}] for i, x in enumerate(nums) if target - x in seen or seen.__setitem__(x, i))',
    maxDepth:
      'class Solution: maxDepth = lambda self, root: 0 if root is None else 1 + max(self.maxDepth(root.left), self.maxDepth(root.right))',
  },
  java: {
    twoSum:
      'class Solution { public int[] twoSum(int[] nums, int target) { Map<Integer, Integer> seen = new HashMap<>(); for (int i = 0; i < nums.length; i++) { Integer j = seen.get(target - nums[i]); if (j != null) return new int[] { j, i }; seen.put(nums[i], i); } return new int[0]; } }',
    maxDepth:
      'class Solution { public int maxDepth(TreeNode root) { return root == null ? 0 : 1 + Math.max(maxDepth(root.left), maxDepth(root.right)); } }',
  },
  cpp: {
    twoSum:
      'class Solution { public: vector<int> twoSum(vector<int>& nums, int target) { unordered_map<int, int> seen; for (int i = 0; i < (int)nums.size(); i++) { auto it = seen.find(target - nums[i]); if (it != seen.end()) return { it->second, i }; seen[nums[i]] = i; } return {}; } };',
    maxDepth:
      'class Solution { public: int maxDepth(TreeNode* root) { return root == nullptr ? 0 : 1 + max(maxDepth(root->left), maxDepth(root->right)); } };',
  },
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
  typescript: {
    twoSum:
      'function twoSum(nums: number[], target: number): number[] { const seen = new Map<number, number>(); for (let i = 0; i < nums.length; i++) { const j = seen.get(target - nums[i]); if (j !== undefined) return [j, i]; seen.set(nums[i], i); } return []; }',
    maxDepth:
      'function maxDepth(root: TreeNode | null): number { return root === null ? 0 : 1 + Math.max(maxDepth(root.left), maxDepth(root.right)); }',
  },
  go: {
    twoSum:
      'func twoSum(nums []int, target int) []int { seen := map[int]int{}; for i, x := range nums { if j, ok := seen[target-x]; ok { return []int{j, i} }; seen[x] = i }; return nil }',
    maxDepth:
      'func maxDepth(root *TreeNode) int { if root == nil { return 0 }; l, r := maxDepth(root.Left), maxDepth(root.Right); if l > r { return l + 1 }; return r + 1 }',
  },
  rust: {
    twoSum:
      'impl Solution { pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> { let mut seen = std::collections::HashMap::new(); for (i, &x) in nums.iter().enumerate() { if let Some(&j) = seen.get(&(target - x)) { return vec![j as i32, i as i32]; } seen.insert(x, i); } vec![] } }',
    maxDepth:
      'impl Solution { pub fn max_depth(root: Option<Rc<RefCell<TreeNode>>>) -> i32 { match root { None => 0, Some(n) => { let n = n.borrow(); 1 + Self::max_depth(n.left.clone()).max(Self::max_depth(n.right.clone())) } } } }',
  },
  ruby: {
    twoSum:
      'def two_sum(nums, target); seen = {}; nums.each_with_index { |x, i| return [seen[target - x], i] if seen.key?(target - x); seen[x] = i }; []; end',
    maxDepth:
      'def max_depth(root); return 0 if root.nil?; 1 + [max_depth(root.left), max_depth(root.right)].max; end',
  },
};

/** The first line of LeetCode's starter for each (the C one after its comment block). */
const STARTER: Record<Lang, { twoSum: string; maxDepth: string }> = {
  javascript: {
    twoSum: 'var twoSum = function(nums, target) {',
    maxDepth: 'var maxDepth = function(root) {',
  },
  python: {
    twoSum: '    def twoSum(self, nums: List[int], target: int) -> List[int]:',
    maxDepth: '    def maxDepth(self, root: Optional[TreeNode]) -> int:',
  },
  java: {
    twoSum: '    public int[] twoSum(int[] nums, int target) {',
    maxDepth: '    public int maxDepth(TreeNode root) {',
  },
  cpp: {
    twoSum: '    vector<int> twoSum(vector<int>& nums, int target) {',
    maxDepth: '    int maxDepth(TreeNode* root) {',
  },
  c: {
    twoSum: 'int* twoSum(int* nums, int numsSize, int target, int* returnSize) {',
    maxDepth: 'int maxDepth(struct TreeNode* root) {',
  },
  csharp: {
    twoSum: '    public int[] TwoSum(int[] nums, int target) {',
    maxDepth: '    public int MaxDepth(TreeNode root) {',
  },
  typescript: {
    twoSum: 'function twoSum(nums: number[], target: number): number[] {',
    maxDepth: 'function maxDepth(root: TreeNode | null): number {',
  },
  go: {
    twoSum: 'func twoSum(nums []int, target int) []int {',
    maxDepth: 'func maxDepth(root *TreeNode) int {',
  },
  rust: {
    twoSum: '    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {',
    maxDepth: '    pub fn max_depth(root: Option<Rc<RefCell<TreeNode>>>) -> i32 {',
  },
  ruby: {
    twoSum: 'def two_sum(nums, target)',
    maxDepth: 'def max_depth(root)',
  },
};

/** A line of LeetCode's commented TreeNode definition, shown with the tree problem's starter. */
const TREE_NODE: Record<Lang, string> = {
  javascript: ' *     this.left = (left===undefined ? null : left)',
  python: '#         self.left = left',
  java: ' *     TreeNode left;',
  cpp: ' *     TreeNode *left;',
  c: 'struct TreeNode *left;',
  csharp: 'public TreeNode left;',
  typescript: 'left: TreeNode | null',
  go: 'Left *TreeNode',
  rust: 'pub left: Option<Rc<RefCell<TreeNode>>>,',
  ruby: 'attr_accessor :val, :left, :right',
};

const PROBLEMS = [
  { slug: 'two-sum', title: 'Two Sum', key: 'twoSum' },
  { slug: 'maximum-depth-of-binary-tree', title: 'Maximum Depth of Binary Tree', key: 'maxDepth' },
] as const;

const output = (page: Page) => page.getByRole('region', { name: 'Output' });

/** Slow machines and a busy judge: each journey compiles and judges two programs. */
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
  if (problem.key === 'maxDepth') expect(await editorText(page)).toContain(TREE_NODE[language]);
  // Highlighted by its own mode (loaded when chosen): keywords (C#'s `public class`, Ruby's
  // `def`) or type names (C's `int`) carry the highlighter's classes.
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

describe('the ten languages in the editor', { timeout: JUDGED }, () => {
  for (const language of Object.keys(NAMES) as Lang[]) {
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
    expect(offered).toEqual([
      'JavaScript',
      'TypeScript',
      'Python',
      'Java',
      'C++',
      'C',
      'C#',
      'Go',
      'Rust',
      'Ruby',
    ]);
    await open(page, '/');
    await page.waitForFunction(() => document.querySelector('[aria-busy="false"] dl') !== null);
    const counter = page
      .getByRole('region', { name: 'CodeCoach in numbers' })
      .locator('div', { has: page.getByText('Languages Available', { exact: true }) })
      .locator('dd');
    expect(await counter.textContent()).toBe(String(offered.length));
  });
});
