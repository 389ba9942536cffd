import type { Verdict } from '@codecoach/contracts';
import type { Hostile } from './sandbox-attacks.ts';

/**
 * The attacks of sandbox-attacks.ts in TypeScript: every JavaScript one with types (the emitted
 * program runs as JavaScript does, so they must hold the same), and the type checker's own:
 * type-level bombs, a 10 MB source, references to and imports of host files (the checker runs in
 * a compile box and reads nothing but solution.ts and its own lib files), `declare` lies, eval.
 */

/** Node's names the learner declares to reach them (no @types/node, as on LeetCode). */
const TS_HEAD = `declare const require: any, process: any, Buffer: any;
const fs = require('fs'); const cp = require('child_process');
`;

const ts = (name: string, body: string, verdicts: Verdict[] = ['accepted'], head = ''): Hostile => ({
  name,
  language: 'typescript',
  verdicts,
  code: `${head}${TS_HEAD}function attack(n: number): string {
${body}
};`,
});

const JS_HEAD =
  "const fs = require('fs'); const cp = require('child_process');\nvar attack = function(n) {\n";

/** A JavaScript attack as TypeScript: its body in a typed function (JavaScript bodies type-check). */
function fromJs(h: Hostile): Hostile {
  if (!h.code.startsWith(JS_HEAD) || !h.code.endsWith('\n};'))
    throw new Error(`not a js() attack: ${h.name}`);
  const t = ts(h.name, h.code.slice(JS_HEAD.length, -3), h.verdicts);
  return h.timeLimitMs ? { ...t, timeLimitMs: h.timeLimitMs } : t;
}

/** A source of `bytes` that type-checks and answers "blocked". */
const huge = (bytes: number) => {
  const line = 'const v0000000 = 1234567;\n';
  const lines: string[] = [];
  for (let i = 0; lines.length * line.length < bytes; i++)
    lines.push(`const v${String(i).padStart(7, '0')} = 1234567;`);
  return `${lines.join('\n')}\nfunction attack(n: number): string { return 'blocked'; }\n`;
};

export function typescriptAttacks(js: Hostile[], secretFile: string): Hostile[] {
  const ok: Verdict[] = ['compilation_error'];
  return [
    ...js.filter((h) => h.language === 'javascript').map(fromJs),
    ts(
      'read /etc/shadow, the planted secret and /proc/1/environ',
      `    for (const p of ['/etc/shadow', ${JSON.stringify(secretFile)}, '/proc/1/environ']) {
        try { const s: string = fs.readFileSync(p, 'latin1'); if (s.length) return 'READ ' + p + ' ' + s; } catch (e) {}
    }
    return 'blocked';`,
    ),
    {
      name: 'the checker: /// <reference path> to /etc/shadow, the secret and /proc/self/environ',
      language: 'typescript',
      verdicts: ['accepted', 'compilation_error'],
      code: `/// <reference path="/etc/shadow" />
/// <reference path=${JSON.stringify(secretFile)} />
/// <reference path="/proc/self/environ" />
/// <reference types="node" />
function attack(n: number): string { return 'blocked'; }`,
    },
    {
      name: 'the checker: import of /proc/self/environ, the secret and a relative path',
      language: 'typescript',
      verdicts: ok,
      code: `import env from '/proc/self/environ';
import secret = require(${JSON.stringify(secretFile)});
export * from '../../../etc/passwd';
function attack(n: number): string { return 'blocked' + env + secret; }`,
    },
    {
      name: 'the checker: a type error whose message would quote a host file (typeof import)',
      language: 'typescript',
      verdicts: ok,
      code: `type S = typeof import(${JSON.stringify(secretFile)});
const s: number = 'x' as unknown as S;
function attack(n: number): string { return 'blocked' + s; }`,
    },
    {
      name: 'the checker: a recursive conditional type 10^6 deep',
      language: 'typescript',
      verdicts: ok,
      code: `type Down<N extends any[]> = N extends [any, ...infer R] ? Down<R> : 'done';
type Build<N extends number, A extends any[] = []> = A['length'] extends N ? A : Build<N, [...A, 0]>;
type X = Down<Build<1000000>>;
const x: X = 'done';
function attack(n: number): string { return 'blocked'; }`,
    },
    {
      name: 'the checker: type T = [...T, ...T] and a tuple doubled 40 times',
      language: 'typescript',
      verdicts: ok,
      code: `type T = [...T, ...T];
type D<A extends any[]> = [...A, ...A];
type X = D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<D<[0]>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>;
const x: X['length'] = 1;
function attack(n: number): string { return 'blocked'; }`,
    },
    {
      name: 'the checker: a union of 10^8 template literal members',
      language: 'typescript',
      verdicts: ok,
      code: `type D = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
type N = \`\${D}\${D}\${D}\${D}\${D}\${D}\${D}\${D}\`;
const n: N = '12345678';
function attack(x: number): string { return 'blocked'; }`,
    },
    {
      name: 'the checker: mapped types nested 50 deep over a 1,000-key object',
      language: 'typescript',
      verdicts: ['compilation_error', 'accepted'],
      code: `type K = ${Array.from({ length: 1000 }, (_, i) => `'k${i}'`).join(' | ')};
type M<T, D extends any[]> = D['length'] extends 50 ? T : { [P in K]: M<T, [...D, 0]> };
type Deep = M<number, []>;
type Y = Deep${Array.from({ length: 50 }, (_, i) => `['k${i + 1}']`).join('')};
const y: Y = 1;
function attack(n: number): string { return 'blocked'; }`,
    },
    {
      name: 'the checker: a 10 MB source',
      language: 'typescript',
      verdicts: ['accepted', 'compilation_error'],
      code: huge(10 << 20),
      fillsMemory: true,
    },
    ts(
      'declare lies: a declared function that does not exist (the check passes, the run fails)',
      '    return readTheSecret();',
      ['runtime_error'],
      'declare function readTheSecret(): string;\n',
    ),
    ts(
      'eval and Function at run time: the secret, the environment, the parent',
      `    const p = ${JSON.stringify(secretFile)};
    const viaEval = eval("(() => { try { return require('fs').readFileSync(p, 'utf8'); } catch (e) { return ''; } })()");
    const viaFunction = new Function('return typeof process === "object" ? JSON.stringify(process.env) : ""')();
    if (viaEval) return 'READ ' + viaEval;
    return 'blocked ' + viaFunction;`,
    ),
    {
      ...ts(
        'a fork bomb of Node processes',
        "    for (let i = 0; i < 200; i++) { try { cp.spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' }).unref(); } catch (e) {} }\n    return 'blocked';",
        ['accepted', 'runtime_error'],
      ),
      fillsMemory: true,
    },
    ts(
      'worker_threads burning CPU after the answer',
      "    const { Worker } = require('worker_threads');\n    for (let i = 0; i < 4; i++) new Worker('for (;;) {}', { eval: true }).unref();\n    return 'blocked';",
    ),
  ];
}
