/**
 * The learning content (content/learn/README.md): the validator on the real content, the
 * validator's rules on hand-made broken content, and every tutorial's example run in the sandbox
 * in the four languages (cached per tutorial and judge version, like the bank's proof).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { lazyJudge } from '../bank.ts';
import { readBankIndex } from './bank-index.ts';
import { runExample } from './examples.ts';
import { type LearnContent, loadLearnContent } from './load.ts';
import { findCycle, validateLearn } from './validate.ts';

const content = await loadLearnContent();
const bank = await readBankIndex();
const judge = lazyJudge();
afterAll(() => judge.close());

function clone(): LearnContent {
  return structuredClone(content);
}

describe('learning content', () => {
  it('is valid: every problem and tutorial exists, no cycle, prerequisites taught, >= 3 problems per topic', () => {
    expect(validateLearn(content, bank)).toEqual([]);
    expect(content.paths.length).toBeGreaterThanOrEqual(20);
    expect(content.tutorials.length).toBeGreaterThanOrEqual(18);
  });

  it('rejects a missing problem, a missing tutorial and an untaught prerequisite', () => {
    const c = clone();
    c.topics[0]?.problems.push('no-such-problem');
    const t1 = c.topics[1];
    if (t1) t1.tutorial = 'no-such-tutorial';
    c.topics.push({
      id: 'orphan',
      name: 'Orphan topic',
      tutorial: c.tutorials[0]?.id ?? '',
      problems: ['two-sum', 'sqrtx', '3sum'],
      prerequisites: [],
    });
    c.topics[2]?.prerequisites.push('orphan');
    const issues = validateLearn(c, bank).join('\n');
    expect(issues).toContain("problem 'no-such-problem' is not in the bank");
    expect(issues).toContain("tutorial 'no-such-tutorial' does not exist");
    expect(issues).toContain("prerequisite 'orphan' is taught in no path");
    expect(issues).toContain('orphan: is in no path');
  });

  it('rejects a prerequisite cycle and a path listing a topic before its prerequisite', () => {
    const c = clone();
    const basics = c.topics.find((t) => t.id === 'array-basics');
    basics?.prerequisites.push('array-techniques');
    const issues = validateLearn(c, bank).join('\n');
    expect(issues).toMatch(
      /prerequisite cycle (array-basics -> array-techniques -> array-basics|array-techniques -> array-basics -> array-techniques)/,
    );
    expect(issues).toContain(
      "paths.yaml: array: 'array-basics' comes before its prerequisite 'array-techniques'",
    );
    expect(
      findCycle(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toBeUndefined();
    expect(findCycle(new Map([['a', ['a']]]))).toEqual(['a', 'a']);
  });

  it('rejects a category path practising another category, a harder problem first, a missing category path', () => {
    const c = clone();
    const t = c.topics.find((x) => x.id === 'array-basics');
    t?.problems.unshift('3sum');
    c.paths = c.paths.filter((p) => p.id !== 'trie');
    const issues = validateLearn(c, bank).join('\n');
    expect(issues).toContain("paths.yaml: array: problem '3sum' is in category 'two-pointers'");
    expect(issues).toContain("problem 'two-sum' (easy) comes after a harder one");
    expect(issues).toContain("no path for category 'trie'");
  });
});

describe.concurrent('tutorial examples run in the sandbox', () => {
  for (const t of content.tutorials) {
    it(`${t.id}: javascript, python, java and cpp pass their tests`, { timeout: 10 * 60_000 }, async () => {
      const outcomes = await runExample(t, judge.get);
      expect(outcomes.filter((o) => !o.ok)).toEqual([]);
      expect(outcomes.map((o) => o.language)).toEqual(['javascript', 'python', 'java', 'cpp']);
    });
  }
});
