import { describe, expect, it } from 'vitest';
import { claimsVerdict, guardAnswer, leakScore, MAX_CODE_LINES, SIMILARITY_THRESHOLD } from './guard.ts';
import { countInvisible, stripInvisible } from './unicode.ts';

const REFERENCE = `class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, x in enumerate(nums):
            if target - x in seen:
                return [seen[target - x], i]
            seen[x] = i
        return []
`;
const RENAMED = `def twoSum(self, arr, goal):
    index_of = {}
    for j, value in enumerate(arr):
        if goal - value in index_of:
            return [index_of[goal - value], j]
        index_of[value] = j
    return []`;

describe('leak guard', () => {
  it('withholds a reference with renamed variables, even without a code fence', () => {
    expect(leakScore(`Here you go:\n\n${RENAMED}`, [REFERENCE])).toBeGreaterThan(0.6);
    const r = guardAnswer(`Sure!\n${RENAMED}\nGood luck.`, { solved: false, references: [REFERENCE] });
    expect(r).toMatchObject({ ok: false, reason: 'similar' });
  });

  it('withholds any long code block before solve, allows it after', () => {
    const block = `\`\`\`js\n${Array.from({ length: MAX_CODE_LINES + 1 }, (_, i) => `let a${i} = ${i};`).join('\n')}\n\`\`\``;
    expect(guardAnswer(block, { solved: false, references: [REFERENCE] })).toMatchObject({
      ok: false,
      reason: 'code-block',
    });
    expect(guardAnswer(block, { solved: true, references: [REFERENCE] })).toEqual({ ok: true });
  });

  it('lets an honest hint and short pseudo-code through', () => {
    const hint =
      'Standing on nums[i], the only value that completes the pair is target - nums[i]. Keep a map of values seen so far.\n\n```\nfor each i: look up target - nums[i]; then store nums[i]\n```';
    expect(guardAnswer(hint, { solved: false, references: [REFERENCE] })).toEqual({ ok: true });
    expect(leakScore(hint, [REFERENCE])).toBeLessThan(SIMILARITY_THRESHOLD);
  });

  it('withholds a verdict claim, solved or not', () => {
    expect(claimsVerdict('Verdict: Accepted')).toBe(true);
    expect(claimsVerdict('Your code is correct and passes all tests.')).toBe(true);
    expect(claimsVerdict('Your loop stops one element early.')).toBe(false);
    expect(guardAnswer('**Accepted**', { solved: true, references: [] })).toMatchObject({
      reason: 'verdict-claim',
    });
  });
});

describe('invisible characters', () => {
  it('strips zero-width, bidi controls and tag characters, keeps newlines and tabs', () => {
    const hidden = 'a\u200Bb\u202Ec\u2066d\u{E0049}\u{E0067}e\u00ADf\ufeff\tg\n';
    expect(countInvisible(hidden)).toBe(7);
    expect(stripInvisible(hidden)).toBe('abcdef\tg\n');
  });
});

describe('leak guard on markdown dressing', () => {
  it('scores a reference written one line per bullet or as inline code like the reference', () => {
    const lines = REFERENCE.split('\n').filter((l) => l.trim());
    const bullets = lines.map((l) => `- ${l.trim()}`).join('\n');
    const inline = lines.map((l) => `\`${l.trim()}\``).join(' then ');
    expect(leakScore(bullets, [REFERENCE])).toBeGreaterThanOrEqual(SIMILARITY_THRESHOLD);
    expect(leakScore(inline, [REFERENCE])).toBeGreaterThanOrEqual(SIMILARITY_THRESHOLD);
  });
});
