/**
 * The JavaScript programs of src/integrity-two.test.ts in TypeScript (issue 29): the same code in
 * a typed function (its emitted JavaScript is what runs, so each class must hold the same), the
 * Node names it uses declared by the learner, as on LeetCode (no @types/node).
 */
const TS_DECLARE = 'declare const require: any, process: any, Buffer: any;\n';

/** A whole JavaScript program (`var f = function(n) {`) as TypeScript. */
export function tsFromJs(js: string): string {
  const ts = js.replace(/var (\w+) = function\((\w+)\) \{/, 'function $1($2: number): any {');
  if (ts === js) throw new Error(`not a var f = function(n) program: ${js.slice(0, 80)}`);
  return TS_DECLARE + ts;
}

/** A record of whole programs, with TypeScript's made from JavaScript's. */
export const withTs = (r: Record<string, string>): Record<string, string> => ({
  ...r,
  typescript: tsFromJs(r.javascript as string),
});

/** A record of program makers, with TypeScript's made from JavaScript's. */
export function withTsMaker<A extends unknown[]>(
  r: Record<string, (...a: A) => string>,
): Record<string, (...a: A) => string> {
  const js = r.javascript as (...a: A) => string;
  return { ...r, typescript: (...a: A) => tsFromJs(js(...a)) };
}

/** A record of bodies put in a program by a maker: TypeScript's is JavaScript's. */
export const sameBodyTs = (r: Record<string, string>): Record<string, string> => ({
  ...r,
  typescript: r.javascript as string,
});
