/**
 * The JavaScript every generator and validator runs with, inside the sandbox (never on the host):
 * a seeded random source `R` with small helpers, and the wrappers that turn a family's
 * `gen(mode, R, i)` into the judge-callable `generate(mode, seed, count)` (one JSON string of
 * argument lists) and its `check(...args)` into `validate(...args)` ('' when valid, else why).
 */
const RNG = `
function __rng(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function __helpers(next) {
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const R = {
    next, int,
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    arr: (n, lo, hi) => Array.from({ length: n }, () => int(lo, hi)),
    str: (n, alphabet) => Array.from({ length: n }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
    shuffle: (xs) => { for (let i = xs.length - 1; i > 0; i--) { const j = int(0, i); const t = xs[i]; xs[i] = xs[j]; xs[j] = t; } return xs; },
    distinct: (n, lo, hi) => { const s = new Set(); while (s.size < n) s.add(int(lo, hi)); return R.shuffle([...s]); },
  };
  return R;
}
`;

/** How many inputs `large` mode prints (FORMAT.md: at least 2 at the top of the constraints). */
export const LARGE_COUNT = 2;

export function generatorProgram(params: unknown, genBody: string): string {
  return `${RNG}
const P = ${JSON.stringify(params)};
function gen(mode, R, i) {
${genBody}
}
var generate = function (mode, seed, count) {
  const salt = mode === 'small' ? 1 : mode === 'random' ? 2 : mode === 'large' ? 3 : 4;
  const R = __helpers(__rng((seed * 31 + salt) >>> 0));
  const n = mode === 'large' ? ${LARGE_COUNT} : count;
  const out = [];
  for (let i = 0; i < n; i++) out.push(gen(mode, R, i));
  return JSON.stringify(out);
};
`;
}

export function validatorProgram(params: unknown, paramNames: readonly string[], checkBody: string): string {
  const args = paramNames.join(', ');
  return `const P = ${JSON.stringify(params)};
function check(${args}) {
${checkBody}
  return '';
}
var validate = function (${args}) {
  try { const why = check(${args}); return typeof why === 'string' ? why : 'the validator returned a non-string'; }
  catch (e) { return 'the validator threw: ' + (e && e.message); }
};
`;
}
