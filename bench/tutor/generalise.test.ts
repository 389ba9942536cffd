import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatReadableInput } from '@codecoach/contracts';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { chatReport } from './chat-report.ts';
import { loadEvalSet, TUTOR_DIR } from './load.ts';
import { chatUseful, generalReport, kindRight, latencyStats, namedLine, statedKind } from './metrics.ts';
import {
  inputsInAnswer,
  linkedPaths,
  linksTo,
  longestBlockLines,
  namedLineRanges,
  namesLine,
} from './rubric.ts';
import { ChatFile } from './schema.ts';
import { chatRows, formatTable, generalRows } from './table.ts';

describe('issue 24: explain on a held-out set', () => {
  it('names the suspect line when the answer has one, else the first cause with a line', () => {
    const causes = [
      { kind: 'off-by-one' },
      { kind: 'wrong-comparison', line: 9 },
      { kind: 'other', line: 2 },
    ];
    expect(namedLine({ causes })).toBe(9);
    expect(namedLine({ causes, suspect: { line: 4, confidence: 0.8, sure: 'high', evidence: [] } })).toBe(4);
    expect(namedLine({ causes: [{ kind: 'off-by-one' }] })).toBeUndefined();
  });

  it('takes the first cause as the stated kind, `other` as none', () => {
    expect(statedKind([{ kind: 'overflow' }, { kind: 'off-by-one' }])).toBe('overflow');
    expect(statedKind([{ kind: 'other', line: 3 }])).toBeUndefined();
    expect(statedKind([])).toBeUndefined();
  });

  it('counts the kind right: the label, alsoAccept, or no kind for a label the tutor is not asked to name', () => {
    const offByOne = { kind: 'off-by-one', line: 3, alsoAccept: ['index-out-of-range'] };
    expect(kindRight(offByOne, [{ kind: 'off-by-one' }])).toBe(true);
    expect(kindRight(offByOne, [{ kind: 'index-out-of-range', line: 8 }])).toBe(true);
    // Only the first cause counts.
    expect(kindRight(offByOne, [{ kind: 'overflow' }, { kind: 'off-by-one' }])).toBe(false);
    expect(kindRight(offByOne, [])).toBe(false);
    const update = { kind: 'wrong-update', line: 7, alsoAccept: ['off-by-one'] };
    expect(kindRight(update, [])).toBe(true);
    expect(kindRight(update, [{ kind: 'other', line: 7 }])).toBe(true);
    expect(kindRight(update, [{ kind: 'off-by-one' }])).toBe(true);
    expect(kindRight(update, [{ kind: 'wrong-update' }])).toBe(true);
    expect(kindRight(update, [{ kind: 'empty-input' }])).toBe(false);
  });

  it('computes localisation within one line over wrong answers, runtime errors and time limits only', () => {
    const r = generalReport(
      [
        {
          id: 'a',
          verdict: 'wrong_answer',
          label: { kind: 'off-by-one', line: 5 },
          causes: [{ kind: 'off-by-one', line: 6 }],
          ms: 100,
        },
        {
          id: 'b',
          verdict: 'runtime_error',
          label: { kind: 'null-dereference', line: 5 },
          causes: [{ kind: 'null-dereference', line: 9 }],
          suspect: { line: 4 },
          ms: 200,
        },
        {
          id: 'c',
          verdict: 'time_limit_exceeded',
          label: { kind: 'too-slow', line: 3 },
          causes: [{ kind: 'too-slow', line: 7 }],
          ms: 4000,
        },
        { id: 'd', verdict: 'wrong_answer', label: { kind: 'wrong-update', line: 2 }, causes: [], ms: 300 },
        {
          id: 'e',
          verdict: 'compilation_error',
          label: { kind: 'off-by-one', line: 1 },
          causes: [{ kind: 'overflow' }],
          ms: 50,
        },
      ],
      [{ valid: true }, { valid: false }],
      [
        { id: 'a', learnerFails: true, referencePasses: true },
        { id: 'b', learnerFails: true, referencePasses: false },
      ],
    );
    expect(r.localisation).toMatchObject({ hits: 2, total: 4 });
    expect(r.lineNamed).toMatchObject({ hits: 3, total: 4 });
    expect(r.kindRight).toMatchObject({ hits: 4, total: 5 });
    expect(r.inputsValid).toMatchObject({ hits: 1, total: 2 });
    expect(r.verified).toMatchObject({ hits: 1, total: 2 });
    expect(r.latency).toEqual({ n: 5, p95: 4000, max: 4000 });
    expect(r.misses).toEqual([
      { id: 'c', label: 'too-slow@3', named: 'too-slow@7', missed: ['line'] },
      { id: 'd', label: 'wrong-update@2', named: '-@-', missed: ['line'] },
      { id: 'e', label: 'off-by-one@1', named: 'overflow@-', missed: ['kind'] },
    ]);
    const table = formatTable(generalRows('builtin', r));
    expect(table).toMatch(/localisation \(named line within 1\) .*50\.0% \(2\/4\).*\| NO/);
    expect(table).toMatch(/cause kind right .*80\.0% \(4\/5\).*\| yes/);
    expect(table).toMatch(/explain latency p95 .*4000 ms.*<= 3000 ms.*\| NO/);
    expect(table).toMatch(/explain latency max .*4000 ms.*<= 5000 ms.*\| yes/);
  });

  it('takes p95 by nearest rank and the maximum', () => {
    expect(latencyStats(Array.from({ length: 40 }, (_, i) => i + 1))).toEqual({ n: 40, p95: 38, max: 40 });
    expect(latencyStats([]).n).toBe(0);
    expect(latencyStats([]).p95).toBeNaN();
  });
});

describe('issue 24: reading a chat answer', () => {
  it('finds the lines an answer names, in the ways people write them', () => {
    expect(namedLineRanges('The bug is on line 7.')).toEqual([[7, 7]]);
    expect(namedLineRanges('Look at Line 12: the loop')).toEqual([[12, 12]]);
    expect(namedLineRanges('see L7 and L9-L10')).toEqual([
      [7, 7],
      [9, 10],
    ]);
    expect(namedLineRanges('lines 6-8 and line #3')).toEqual([
      [6, 8],
      [3, 3],
    ]);
    expect(namedLineRanges('lines 6–8')).toEqual([[6, 8]]);
    expect(namedLineRanges('lines 4, 5 and 9')).toEqual([
      [4, 4],
      [5, 5],
      [9, 9],
    ]);
    expect(namedLineRanges('lines 1-20 are fine')).toEqual([]);
    expect(namedLineRanges('a pipeline 7 times, l7 = 3')).toEqual([]);
  });

  it('accepts a named line within one, or a range that holds it', () => {
    expect(namesLine('The check on line 7 is off.', 7)).toBe(true);
    expect(namesLine('The check on line 8 is off.', 7)).toBe(true);
    expect(namesLine('The check on line 9 is off.', 7)).toBe(false);
    expect(namesLine('Lines 6-8 reset the window.', 7)).toBe(true);
    expect(namesLine('lines 2-4', 7)).toBe(false);
    expect(namesLine('in `L7`', 7)).toBe(true);
    expect(namesLine('There are 7 lines here.', 7)).toBe(false);
  });

  it('finds links as markdown, bare paths and full URLs, at a segment boundary', () => {
    const answer =
      'Read [Stacks](/learn/stacks), or https://codecoach.dev/problems/two-sum?tab=1. Then `/settings`.';
    expect(linkedPaths(answer)).toEqual(
      expect.arrayContaining(['/learn/stacks', '/problems/two-sum?tab=1', '/settings']),
    );
    expect(linksTo(answer, '/learn')).toBe(true);
    expect(linksTo('See /learn.', '/learn')).toBe(true);
    expect(linksTo('See [it](/learning/x)', '/learn')).toBe(false);
    expect(linksTo('learn about stacks', '/learn')).toBe(false);
    expect(linksTo('O(n/2) and 3/4', '/learn')).toBe(false);
  });

  it('reads the inputs an answer shows for the signature', () => {
    const sig = {
      function: 'twoSum',
      params: [
        { name: 'nums', type: 'int[]' as const },
        { name: 'target', type: 'int' as const },
      ],
      returns: 'int[]' as const,
    };
    const params = sig.params.map((p) => p.name);
    const readable = formatReadableInput(sig, [[3, 3], 6]);
    expect(inputsInAnswer(params, `Try \`${readable}\`: you return [0, 0].`)).toEqual([[[3, 3], 6]]);
    expect(inputsInAnswer(params, 'Input:\n```\nnums = [1, 5]\ntarget = 6\n```')).toEqual([[[1, 5], 6]]);
    expect(inputsInAnswer(params, 'With nums = [2, 4] and target = 6.')).toEqual([[[2, 4], 6]]);
    expect(inputsInAnswer(params, 'Arguments:\n```json\n[[0, 4, 0], 0]\n```')).toEqual([[[0, 4, 0], 0]]);
    // Code that assigns a parameter is not an input; a half-written one is not either.
    expect(inputsInAnswer(params, 'nums = sorted(nums) and target = 6; nums = [1,2] only')).toEqual([]);
    // The same input twice counts once; a string parameter keeps its quotes.
    expect(inputsInAnswer(['s'], 's = "(]" ... again s = "(]" and s = "((" ')).toEqual([['(]'], ['((']]);
    expect(inputsInAnswer(['root'], 'root = [1,null,2]')).toEqual([[[1, null, 2]]]);
  });

  it('counts the non-empty lines of the longest code block', () => {
    expect(longestBlockLines('no code')).toBe(0);
    expect(longestBlockLines('```\na\n\nb\n```\n~~~\nc\n~~~')).toBe(2);
  });
});

describe('issue 24: chatUseful', () => {
  const reference = `def twoSum(nums, target):
    seen = {}
    for i, x in enumerate(nums):
        if target - x in seen:
            return [seen[target - x], i]
        seen[x] = i`;
  const extras = { references: [reference] };
  const rubric = { all: [] as string[][], none: [] as string[] };

  it('requires every `all` group and no `none` pattern, case-insensitive', () => {
    const c = {
      rubric: { ...rubric, all: [['hash ?map', 'dictionary'], ['complement']], none: ['here is the code'] },
    };
    expect(chatUseful(c, 'Keep a Hash Map of values; look up the COMPLEMENT.', extras)).toEqual({
      useful: true,
      failed: [],
    });
    const r = chatUseful(c, 'Use a dictionary. Here is the code.', extras);
    expect(r.useful).toBe(false);
    expect(r.failed).toEqual(['all[1] /complement/', 'none /here is the code/']);
  });

  it('checks the line, the link and the failing input', () => {
    const c = {
      rubric: { ...rubric, line: 7, link: '/learn', failingInput: true },
      editor: { code: 'x\n'.repeat(10) },
    };
    const answer = 'Line 6 moves the left edge back; see [sliding window](/learn/sliding-window).';
    expect(chatUseful(c, answer, { ...extras, failingInput: true }).useful).toBe(true);
    expect(chatUseful(c, answer, extras).failed).toEqual(['failingInput: no input found']);
    expect(chatUseful(c, answer, { ...extras, failingInput: false }).failed).toEqual([
      'failingInput: not failing',
    ]);
    expect(chatUseful(c, 'Line 10 is wrong.', { ...extras, failingInput: true }).failed).toEqual([
      'line 7',
      'link /learn',
    ]);
  });

  it('noSolution: no code block over 5 lines and no reference leak', () => {
    const c = { rubric: { ...rubric, noSolution: true } };
    expect(
      chatUseful(c, 'Remember each value you pass in a map, then look up target - x.', extras).useful,
    ).toBe(true);
    const block = `\`\`\`\n${['a', 'b', 'c', 'd', 'e', 'f'].join('\n')}\n\`\`\``;
    expect(chatUseful(c, block, extras).failed).toEqual(['noSolution: a code block of 6 lines']);
    const leak = chatUseful(c, `Here:\n\`\`\`python\n${reference}\n\`\`\``, extras);
    expect(leak.failed[0]).toBe('noSolution: a code block of 6 lines');
    expect(leak.failed[1]).toMatch(/^noSolution: similar/);
  });

  it('reports useful per intent, latency with and without the judge, and leakage before solve', () => {
    const ok = { useful: true, failed: [] };
    const bad = { useful: false, failed: ['line 7'] };
    const r = chatReport([
      { id: 'a', intent: 'approach', solved: false, score: ok, answers: [{ ms: 300, leaked: false }] },
      {
        id: 'b',
        intent: 'approach',
        solved: true,
        score: ok,
        answers: [
          { ms: 200, leaked: true },
          { ms: 900, leaked: true },
        ],
      },
      { id: 'c', intent: 'why-wrong', solved: false, score: bad, answers: [{ ms: 4200, leaked: false }] },
      { id: 'd', intent: 'which-test', solved: false, score: ok, answers: [{ ms: 6000, leaked: true }] },
    ]);
    expect(r.useful).toMatchObject({ hits: 3, total: 4 });
    expect(r.byIntent.map((i) => [i.intent, i.useful.hits, i.useful.total])).toEqual([
      ['approach', 2, 2],
      ['which-test', 1, 1],
      ['why-wrong', 0, 1],
    ]);
    expect(r.fast).toEqual({ n: 3, p95: 900, max: 900 });
    expect(r.judged).toEqual({ n: 2, p95: 6000, max: 6000 });
    // Only unsolved learners' answers count: 1 leak of 3.
    expect(r.leakage).toMatchObject({ hits: 1, total: 3 });
    expect(r.failed).toEqual([{ id: 'c', intent: 'why-wrong', failed: ['line 7'] }]);
    const table = formatTable(chatRows('builtin', r));
    expect(table).toMatch(/chat useful .*75\.0% \(3\/4\).*\| NO/);
    expect(table).toMatch(/useful: approach .*100\.0% \(2\/2\).*\| yes/);
    expect(table).toMatch(/chat latency p95, no judge .*900 ms.*\| yes/);
    expect(table).toMatch(/chat latency p95, with judge .*6000 ms.*\| NO/);
  });
});

describe('issue 24: the held-out sets (schema only, nothing printed)', () => {
  const chatSlugs = async (file: string) => {
    const questions = ChatFile.parse(parse(await readFile(join(TUTOR_DIR, file), 'utf8'))).questions;
    return { ids: questions.map((q) => q.id), slugs: new Set(questions.map((q) => q.slug)), questions };
  };
  const caseSlugs = async (half?: string) => {
    const set = await loadEvalSet(half ? join(TUTOR_DIR, half) : undefined);
    return { ids: set.failing.map((c) => c.id), slugs: new Set(set.failing.map((c) => c.slug)), set };
  };

  /** A round's held-out halves share no problem and no id with `others`, nor with each other. */
  const expectApart = async (
    half: string,
    chatFile: string,
    others: Array<{ ids: string[]; slugs: Set<string> }>,
  ) => {
    const cases = await caseSlugs(half);
    const chat = await chatSlugs(chatFile);
    for (const other of others) {
      expect([...cases.slugs].filter((s) => other.slugs.has(s))).toEqual([]);
      expect([...chat.slugs].filter((s) => other.slugs.has(s))).toEqual([]);
      expect([...cases.ids, ...chat.ids].filter((id) => other.ids.includes(id))).toEqual([]);
    }
    expect([...chat.slugs].filter((s) => cases.slugs.has(s))).toEqual([]);
    expect(new Set(chat.ids).size).toBe(chat.ids.length);
    expect(new Set(cases.ids).size).toBe(cases.ids.length);
  };

  it("parses round 2's halves; their problems are in no other set, their ids in no other file", async () => {
    const others = [
      await caseSlugs(),
      await caseSlugs('generalise/tune'),
      await caseSlugs('generalise/frozen'),
      await chatSlugs('chat/tune.yaml'),
      await chatSlugs('chat/frozen.yaml'),
    ];
    await expectApart('round2/frozen', 'round2/chat/frozen.yaml', others);
  });

  it('round 2 has the size it promises: 64 programs over 22 problems, 44 questions over 20', async () => {
    const { set, slugs } = await caseSlugs('round2/frozen');
    expect(set.failing.length).toBeGreaterThanOrEqual(64);
    expect(slugs.size).toBeGreaterThanOrEqual(22);
    const kinds = new Set(set.failing.map((c) => c.bug.kind));
    expect(kinds.size).toBe(17);
    const { questions, slugs: chatProblems } = await chatSlugs('round2/chat/frozen.yaml');
    expect(questions.length).toBeGreaterThanOrEqual(44);
    expect(chatProblems.size).toBeGreaterThanOrEqual(20);
    expect(new Set(questions.map((q) => q.intent)).size).toBe(12);
    expect(questions.filter((q) => q.turns.length > 1).length).toBeGreaterThanOrEqual(12);
  });

  it("parses round 3's halves; their problems are in no other set, their ids in no other file", async () => {
    const others = [
      await caseSlugs(),
      await caseSlugs('generalise/tune'),
      await caseSlugs('generalise/frozen'),
      await caseSlugs('round2/frozen'),
      await chatSlugs('chat/tune.yaml'),
      await chatSlugs('chat/frozen.yaml'),
      await chatSlugs('round2/chat/frozen.yaml'),
    ];
    await expectApart('round3/frozen', 'round3/chat/frozen.yaml', others);
  });

  it('round 3 has the size it promises: 56+ programs over 14+ problems, 44+ questions over 12', async () => {
    const { set, slugs } = await caseSlugs('round3/frozen');
    expect(set.failing.length).toBeGreaterThanOrEqual(56);
    expect(slugs.size).toBeGreaterThanOrEqual(14);
    expect(new Set(set.failing.map((c) => c.bug.kind)).size).toBe(17);
    expect(new Set(set.failing.map((c) => c.language))).toEqual(
      new Set(['python', 'javascript', 'java', 'cpp']),
    );
    const { questions, slugs: chatProblems } = await chatSlugs('round3/chat/frozen.yaml');
    expect(questions.length).toBeGreaterThanOrEqual(44);
    expect(chatProblems.size).toBeGreaterThanOrEqual(12);
    expect(new Set(questions.map((q) => q.intent)).size).toBe(12);
    expect(questions.filter((q) => q.turns.length > 1).length).toBeGreaterThanOrEqual(14);
  });
});
