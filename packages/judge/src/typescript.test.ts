import type { Signature } from '@codecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJudge, type Judge } from './index.ts';

/**
 * TypeScript's own paths (lang/typescript.ts): the judge's ListNode and TreeNode as ambient types,
 * or the learner's own classes in their place; every type error with the learner's line and
 * column; a runtime error named by its TypeScript line; a long beyond 2^53.
 */
let judge: Judge;
beforeAll(async () => {
  judge = await createJudge({ slots: 2 });
});
afterAll(() => judge.close());

const reverse: Signature = {
  function: 'reverseList',
  params: [{ name: 'head', type: 'ListNode' }],
  returns: 'ListNode',
};
const base = {
  signature: reverse,
  checker: 'exact' as const,
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  stopOnFirstFailure: true,
};
const tests = [
  { input: [[1, 2, 3]], expected: [3, 2, 1] },
  { input: [[]], expected: [] },
];

describe('TypeScript', () => {
  it('the judge declares ListNode: new ListNode(...) type-checks and runs', async () => {
    const code = `function reverseList(head: ListNode | null): ListNode | null {
    let out: ListNode | null = null;
    for (let n = head; n; n = n.next) out = new ListNode(n.val, out);
    return out;
};`;
    const r = await judge.run({ ...base, language: 'typescript', code, tests });
    expect(r.verdict, JSON.stringify(r.compileOutput ?? r.error)).toBe('accepted');
  });

  it("the learner's own ListNode class (LeetCode's comment uncommented) replaces the judge's", async () => {
    const code = `class ListNode {
    val: number
    next: ListNode | null
    constructor(val?: number, next?: ListNode | null) {
        this.val = (val===undefined ? 0 : val)
        this.next = (next===undefined ? null : next)
    }
}
function reverseList(head: ListNode | null): ListNode | null {
    let prev: ListNode | null = null;
    while (head) { const next = head.next; head.next = prev; prev = head; head = next; }
    return prev;
};`;
    const r = await judge.run({ ...base, language: 'typescript', code, tests });
    expect(r.verdict, JSON.stringify(r.compileOutput ?? r.error)).toBe('accepted');
  });

  it("every type error, each at the learner's line and column, and no program is run", async () => {
    const code = `function reverseList(head: ListNode | null): ListNode | null {
    const s: string = 5;
    head.nope();
    return 'x';
};`;
    const r = await judge.run({ ...base, language: 'typescript', code, tests });
    expect(r.verdict).toBe('compilation_error');
    expect(r.compileOutput).toContain(
      "solution.ts(2,11): error TS2322: Type 'number' is not assignable to type 'string'.",
    );
    expect(r.compileOutput).toContain(
      "solution.ts(3,10): error TS2339: Property 'nope' does not exist on type 'ListNode'.",
    );
    expect(r.compileOutput).toMatch(/^solution\.ts\(4,5\): error TS2322/m);
    expect(r.tests).toEqual([]);
  });

  it('a runtime error names its TypeScript line, not the emitted line', async () => {
    const code = `interface Unused { a: number }
type Alias = number;

function reverseList(head: ListNode | null): ListNode | null {
    const a: Alias[] = [];
    if (head) throw new RangeError('on line six');
    return null;
};`;
    const r = await judge.run({ ...base, language: 'typescript', code, tests });
    expect(r.verdict).toBe('runtime_error');
    expect(r.error).toMatchObject({ type: 'RangeError', message: 'on line six', line: 6 });
  });

  it('a long is a number: exact to 2^53, as in JavaScript', async () => {
    const sig: Signature = { function: 'half', params: [{ name: 'x', type: 'long' }], returns: 'long' };
    const r = await judge.run({
      ...base,
      signature: sig,
      language: 'typescript',
      code: 'function half(x: number): number {\n    return x / 2;\n};',
      tests: [{ input: [9007199254740990], expected: 4503599627370495 }],
    });
    expect(r.verdict).toBe('accepted');
  });

  it('a checker started ahead checks as a cold one does, submission after submission', async () => {
    const cold = await createJudge({ slots: 1, preStart: false });
    const warm = await createJudge({ slots: 1 });
    try {
      for (const [i, code] of [
        'function reverseList(head: ListNode | null): ListNode | null {\n    return head.val;\n};',
        'function reverseList(head: ListNode | null): ListNode | null {\n    let x: boolean = head;\n    return head;\n};',
        'function reverseList(head: ListNode | null): ListNode | null {\n    return null;\n};',
      ].entries()) {
        // The first warm run starts the slot's checker; the next ones use it.
        const w = await warm.run({ ...base, language: 'typescript', code, tests });
        const c = await cold.run({ ...base, language: 'typescript', code, tests });
        expect(w.verdict, String(i)).toBe(c.verdict);
        expect(w.compileOutput, String(i)).toBe(c.compileOutput);
        expect(w.verdict).toBe(i < 2 ? 'compilation_error' : 'wrong_answer');
      }
    } finally {
      await Promise.all([cold.close(), warm.close()]);
    }
  });
});
