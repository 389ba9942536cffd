// `npm test`: install what the tests need, check types and lint, build, then run every suite
// (unit and integration per workspace, then the browser journeys) and print a summary.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, checkNode, ensureNpmDeps, ensureSystemPackages, root, run } from './ensure.mjs';

const t0 = Date.now();
checkNode();
ensureNpmDeps();
ensureSystemPackages(['judge', 'browser']);

const only = process.argv.slice(2); // e.g. `npm test -- server judge`
const want = (name) => only.length === 0 || only.includes(name);

if (want('static')) {
  console.log('\n== typecheck ==');
  run('npm', ['run', 'typecheck', '--silent']);
  console.log('\n== lint ==');
  run('npx', ['biome', 'check', '.']);
}
buildIfStale();

const suites = [
  { name: 'contracts', dir: 'packages/contracts' },
  { name: 'judge', dir: 'packages/judge' },
  { name: 'content', dir: 'content' },
  // The tutor's evaluation set: schema checks and a judged smoke subset (bench/tutor/README.md).
  { name: 'bench', dir: 'bench' },
  { name: 'server', dir: 'apps/server' },
  { name: 'web', dir: 'apps/web' },
  { name: 'e2e', dir: 'e2e' },
];

const results = [];
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codecoach-test-'));
for (const suite of suites.filter((s) => want(s.name))) {
  const cwd = path.join(root, suite.dir);
  const hasTests = spawnSync(
    'sh',
    [
      '-c',
      "find . -path ./node_modules -prune -o \\( -name '*.test.ts' -o -name '*.e2e.ts' \\) -print | head -1",
    ],
    {
      cwd,
      encoding: 'utf8',
    },
  ).stdout.trim();
  if (!hasTests) continue;
  console.log(`\n== ${suite.name} ==`);
  const json = path.join(outDir, `${suite.name}.json`);
  const started = Date.now();
  const r = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`],
    {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : (process.env.FORCE_COLOR ?? '1') },
    },
  );
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (fs.existsSync(json)) {
    const report = JSON.parse(fs.readFileSync(json, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests;
    skipped = report.numPendingTests + report.numTodoTests;
  }
  if (r.status !== 0 && failed === 0) failed = 1; // a crash outside any test still fails the suite
  results.push({ suite: suite.name, passed, failed, skipped, seconds: (Date.now() - started) / 1000 });
}

console.log('\n== summary ==');
for (const r of results) {
  console.log(
    `${r.suite.padEnd(10)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed ${String(r.skipped).padStart(4)} skipped  ${r.seconds.toFixed(1)} s`,
  );
}
const total = results.reduce(
  (a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }),
  {
    passed: 0,
    failed: 0,
    skipped: 0,
  },
);
console.log(`total time ${((Date.now() - t0) / 1000).toFixed(1)} s`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || results.length === 0 ? 1 : 0);
