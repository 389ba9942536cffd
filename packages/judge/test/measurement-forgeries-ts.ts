import type { Forgery } from './measurement-forgeries.ts';

/**
 * The JavaScript forgeries of measurement-forgeries.ts in TypeScript: its emitted program runs as
 * JavaScript does, so each must get the same verdict on the same test. The learner declares the
 * Node names it uses (no @types/node, as on LeetCode); the check is a compile step before the run,
 * so the whole run may take up to 2 s more.
 */
const TS_DECLARE = 'declare const require: any, process: any, performance: any, Buffer: any;\n';

const ts = (name: string, body: string, expect: Forgery['expect'], more: Partial<Forgery> = {}): Forgery => ({
  name,
  language: 'typescript',
  code: `${TS_DECLARE}const { Worker } = require('worker_threads');\nfunction solve(n: number): number {\n${body}\n};\n`,
  tests: 5,
  timeLimitMs: 100,
  mode: 'submit',
  expect,
  ...more,
});

/** Worker threads of its own: what C and C# do with threads (measurement-forgeries-c.ts). */
const OWN: Forgery[] = [
  // Workers left spinning after test 1's answer while test 2 only sleeps (1.2 s of wall, under
  // its wall limit): the box's CPU is what is charged, so test 2 runs out of time.
  ts(
    'worker threads burning CPU after the answer',
    "    if (n === 1) for (let i = 0; i < 4; i++) new Worker('for (;;) {}', { eval: true }).unref();\n    if (n === 2) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1200);\n    return n * 2;",
    { verdict: 'time_limit_exceeded', blamed: 1, minRuntimeMs: 50, maxSeconds: 7 },
  ),
  // 120 ms of CPU per test in a worker the test waits for: the runtime shows it.
  ts(
    'real work in a worker thread shows its real runtime',
    '    const done = new Int32Array(new SharedArrayBuffer(4));\n    new Worker(\'const { workerData: d } = require("worker_threads"); const t = process.cpuUsage(); while (process.cpuUsage(t).user < 120000); Atomics.store(d, 0, 1); Atomics.notify(d, 0);\', { eval: true, workerData: done });\n    Atomics.wait(done, 0, 0);\n    return n * 2;',
    // A worker's start is a new V8 isolate (~30-50 ms of CPU each): 7-10 s here at load 15.
    { verdict: 'accepted', minTotalMs: 300, maxSeconds: 20 },
    { tests: 3, timeLimitMs: 1000 },
  ),
];

export function typescriptForgeries(all: Forgery[]): Forgery[] {
  const fromJs = all
    .filter((f) => f.language === 'javascript')
    .map((f): Forgery => {
      if (!f.code.includes('var solve = function(n) {')) throw new Error(`not a SOLVE.javascript: ${f.name}`);
      return {
        ...f,
        language: 'typescript',
        // A body that never returns (it exits or crashes) is declared void: TS2355 otherwise.
        code:
          TS_DECLARE +
          f.code.replace(
            'var solve = function(n) {',
            `function solve(n: number): ${f.code.split('var solve')[1]?.includes('return ') ? 'number' : 'void'} {`,
          ),
        expect: { ...f.expect, maxSeconds: f.expect.maxSeconds + 2 },
      };
    });
  return [...OWN, ...fromJs];
}
