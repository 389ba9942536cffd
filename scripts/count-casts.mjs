// Counts the type casts (`x as T`, `<T>x`; not `as const`) in TypeScript files outside tests,
// from the syntax tree: a grep for "as X" also finds SQL aliases and comments.
// Usage: node scripts/count-casts.mjs [dir]   (default apps/server/src; lists each one)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const root = process.argv[2] ?? 'apps/server/src';
const files = [];
const walk = (d) => {
  for (const n of readdirSync(d)) {
    const p = join(d, n);
    if (statSync(p).isDirectory()) walk(p);
    else if (p.endsWith('.ts') && !p.endsWith('.test.ts')) files.push(p);
  }
};
walk(root);
let count = 0;
for (const f of files) {
  const sf = ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (n) => {
    if ((ts.isAsExpression(n) || ts.isTypeAssertionExpression(n)) && n.type.getText(sf) !== 'const') {
      const { line } = sf.getLineAndCharacterOfPosition(n.getStart(sf));
      console.log(`${f}:${line + 1}: as ${n.type.getText(sf)}`);
      count++;
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
}
console.log(`${count} type cast(s) in ${root} outside tests`);
