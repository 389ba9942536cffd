import type { Forgery } from './measurement-forgeries.ts';

/**
 * The JavaScript forgeries of measurement-forgeries.ts in TypeScript: its emitted program runs as
 * JavaScript does, so each must get the same verdict on the same test. The learner declares the
 * Node names it uses (no @types/node, as on LeetCode); the check is a compile step before the run,
 * so the whole run may take up to 2 s more.
 */
const TS_DECLARE = 'declare const require: any, process: any, performance: any, Buffer: any;\n';

export function typescriptForgeries(all: Forgery[]): Forgery[] {
  return all
    .filter((f) => f.language === 'javascript')
    .map((f) => {
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
}
