import { type Language, type Signature, VALUE_TYPES, type ValueType } from '@codecoach/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TESTED } from '../test/languages.ts';
import { createJudge, type Judge } from './index.ts';
import { cppType } from './lang/cpp.ts';
import { csType } from './lang/csharp.ts';
import { goType } from './lang/go.ts';
import { javaType } from './lang/java.ts';
import { rustType } from './lang/rust.ts';
import { tsType } from './lang/typescript.ts';
import { depth, leaf, parseType } from './lang/valuetype.ts';

/** The C identity in LeetCode's C form: sizes in, sizes out. */
function cIdentity(t: ValueType): string {
  const node = parseType(t);
  const l = leaf(node);
  const el =
    l.kind === 'scalar'
      ? { int: 'int', long: 'long long', double: 'double', boolean: 'bool', string: 'char*', char: 'char' }[
          l.name
        ]
      : `struct ${l.kind}*`;
  const d = depth(node);
  if (d === 0) return `${el} echo(${el} x) { return x; }`;
  if (d === 1) return `${el}* echo(${el}* x, int xSize, int* returnSize) { *returnSize = xSize; return x; }`;
  return `${el}** echo(${el}** x, int xSize, int* xColSize, int* returnSize, int** returnColumnSizes) { *returnSize = xSize; *returnColumnSizes = xColSize; return x; }`;
}

/** Values at the edges of each type: every one must come back unchanged through each harness. */
const SAMPLES: Record<ValueType, unknown[]> = {
  int: [0, -2147483648, 2147483647],
  long: [9007199254740991, -9007199254740991, 3000000000000],
  double: [0.1, -2.5e-7, 1e20, 3],
  boolean: [true, false],
  string: ['', 'héllo ✓ "quoted" \\ back\nnew\tline \u0001', 'a b  c'],
  char: ['a', ' ', '"', '\\'],
  'int[]': [[], [1, -2, 2147483647]],
  'long[]': [[], [9007199254740991, -1]],
  'double[]': [[], [1.5, -0.25, 1e-9]],
  'boolean[]': [[], [true, false, true]],
  'string[]': [[], ['', 'x y', 'ü']],
  'char[]': [[], ['a', 'Z', '.']],
  'int[][]': [[], [[]], [[1, 2], [], [3]]],
  'string[][]': [[], [['a', ''], ['b c']]],
  'char[][]': [
    [],
    [
      ['5', '.'],
      ['.', '#'],
    ],
  ],
  'list<int>': [[], [4, 5]],
  'list<string>': [[], ['p', 'q r']],
  'list<list<int>>': [[], [[1], [2, 3], []]],
  'list<list<string>>': [[], [['eat', 'tea'], ['bat']]],
  ListNode: [[], [1], [1, 2, 3]],
  TreeNode: [[], [1], [3, 9, 20, null, null, 15, 7], [1, null, 2, 3]],
};

function identity(language: Language, t: ValueType): string {
  switch (language) {
    case 'javascript':
      return 'var echo = function(x) { return x; };';
    case 'python':
      return 'class Solution:\n    def echo(self, x):\n        return x\n';
    case 'java': {
      const jt = javaType(parseType(t));
      return `class Solution {\n    public ${jt} echo(${jt} x) { return x; }\n}`;
    }
    case 'csharp': {
      const ct = csType(parseType(t));
      return `public class Solution {\n    public ${ct} Echo(${ct} x) { return x; }\n}`;
    }
    case 'c':
      return cIdentity(t);
    case 'ruby':
      return 'def echo(x)\n    x\nend\n';
    case 'rust': {
      const rt = rustType(parseType(t));
      return `impl Solution {\n    pub fn echo(x: ${rt}) -> ${rt} { x }\n}`;
    }
    case 'go': {
      const gt = goType(parseType(t));
      return `func echo(x ${gt}) ${gt} {\n    return x\n}`;
    }
    case 'typescript':
      return `function echo(x: ${tsType(t)}): ${tsType(t)} {\n    return x;\n};`;
    default: {
      const ct = cppType(parseType(t));
      return `class Solution {\npublic:\n    ${ct} echo(${ct} x) { return x; }\n};`;
    }
  }
}

const LANGS = (process.env.ROUNDTRIP_LANGS?.split(',') ?? [
  'javascript',
  'python',
  'java',
  'cpp',
  'c',
  'csharp',
  'ruby',
  'rust',
  'go',
  'typescript',
]) as Language[];

let judge: Judge;
beforeAll(async () => {
  judge = await createJudge({ slots: 2 });
});
afterAll(() => judge.close());

describe('every signature type survives a round trip through every harness', () => {
  for (const language of LANGS.filter((l) => TESTED.has(l))) {
    it(language, async () => {
      const runs = VALUE_TYPES.map(async (t) => {
        const signature: Signature = { function: 'echo', params: [{ name: 'x', type: t }], returns: t };
        const samples = SAMPLES[t];
        const r = await judge.run({
          language,
          code: identity(language, t),
          signature,
          checker: 'exact',
          tests: samples.map((s) => ({ input: [s], expected: s })),
          timeLimitMs: 2000,
          memoryLimitMb: 256,
          stopOnFirstFailure: false,
        });
        return {
          t,
          verdict: r.verdict,
          actual: r.tests.map((x) => x.actual),
          detail: r.compileOutput ?? r.error,
        };
      });
      const got = await Promise.all(runs);
      for (const g of got) {
        expect({ t: g.t, verdict: g.verdict, detail: g.detail }).toEqual({
          t: g.t,
          verdict: 'accepted',
          detail: undefined,
        });
        expect(g.actual).toEqual(SAMPLES[g.t]);
      }
    });
  }
});
