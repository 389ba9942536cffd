// `npm test`: install what the tests need, check types and lint, build, then run every suite
// (unit and integration per workspace, then the browser journeys) and print a summary.
// `npm test -- server judge` runs only those (`static` is typecheck and lint). With `--node-lines`
// (and always in CI) the judge and server suites run again under every other supported Node line,
// fetched like checkNode's (docs/decisions/023-supported-node.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, checkNode, ensureNpmDeps, ensureSystemPackages, root, run } from './ensure.mjs';
import { nodeEnv, otherNodeLines, supportedNode } from './node.mjs';

const t0 = Date.now();
await checkNode();
ensureNpmDeps();
ensureSystemPackages(['judge', 'browser']);

const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith('--')); // e.g. `npm test -- server judge`
const want = (name) => only.length === 0 || only.includes(name);
const nodeLines = args.includes('--node-lines') || Boolean(process.env.CI);

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
  { name: 'tutor', dir: 'packages/tutor' },
  { name: 'generator', dir: 'packages/generator' },
  { name: 'content', dir: 'content' },
  // The tutor's evaluation set: schema checks and a judged smoke subset (bench/tutor/README.md).
  { name: 'bench', dir: 'bench' },
  { name: 'server', dir: 'apps/server' },
  { name: 'web', dir: 'apps/web' },
  { name: 'e2e', dir: 'e2e' },
];
/**
 * The suites that run again under the other supported Node lines, and which of their files (all
 * when empty). The judge runs every file, its programs in the two languages a Node line can change
 * (JavaScript and TypeScript run on the judge's Node): between them they also take the paths every
 * interpreter started ahead (JavaScript's) and every compiled language (TypeScript's compile box)
 * go through; the other eight languages' harnesses do not depend on the judge's Node, and the main
 * line runs them. (Python and C++ ran here too until the languages' suites grew: ~80 s of CI's time
 * for paths JavaScript and TypeScript already take.) Of the server, what depends on the Node it runs
 * on: start-up and HTTP (app, runtime), sessions and hashing (auth), and judging with its worker
 * processes, crashes and streams; the rest of it is SQL and logic that the main line runs. The whole
 * server suite again would cost ~7 of CI's minutes.
 */
const ON_EVERY_LINE_ENV = { judge: { JUDGE_TEST_LANGUAGES: 'javascript,typescript' } };
const ON_EVERY_LINE = {
  judge: [],
  server: ['src/app.test.ts', 'src/runtime.test.ts', 'src/modules/auth', 'src/modules/judging'],
};

const results = [];
const failures = [];
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codecoach-test-'));

/** Runs one suite with vitest and records it as `label`; `env` chooses the Node. */
function runSuite(suite, label, env = process.env, files = []) {
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
  if (!hasTests) return;
  console.log(`\n== ${label} ==`);
  const json = path.join(outDir, `${label}.json`);
  const started = Date.now();
  const r = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`, ...files],
    {
      cwd,
      stdio: 'inherit',
      env: { ...env, FORCE_COLOR: env.CI ? '0' : (env.FORCE_COLOR ?? '1') },
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
    for (const file of report.testResults ?? [])
      for (const t of file.assertionResults ?? [])
        if (t.status === 'failed')
          failures.push({
            suite: label,
            name: `${path.relative(cwd, file.name)} > ${t.fullName}`,
            why: String(t.failureMessages?.[0] ?? '')
              .split('\n')
              .slice(0, 6)
              .join('\n      '),
          });
  }
  if (r.status !== 0 && failed === 0) failed = 1; // a crash outside any test still fails the suite
  results.push({ suite: label, passed, failed, skipped, seconds: (Date.now() - started) / 1000 });
}

for (const suite of suites.filter((s) => want(s.name))) runSuite(suite, suite.name);

// The same build and the same PostgreSQL; only the Node differs.
const again = suites.filter((s) => s.name in ON_EVERY_LINE && want(s.name));
if (nodeLines && again.length > 0) {
  for (const line of otherNodeLines()) {
    const node = supportedNode(line);
    if (node.error) {
      console.error(`\n[setup] could not fetch Node ${line.major}: ${node.error}\n    ${node.manual}`);
      for (const s of again)
        results.push({ suite: `${s.name}@node${line.major}`, passed: 0, failed: 1, skipped: 0, seconds: 0 });
      continue;
    }
    console.log(
      `\n[setup] the ${again.map((s) => s.name).join(' and ')} suite${again.length > 1 ? 's' : ''} again under Node ${node.version} (${node.dir})`,
    );
    for (const s of again)
      runSuite(
        s,
        `${s.name}@node${line.major}`,
        { ...nodeEnv(node), ...(ON_EVERY_LINE_ENV[s.name] ?? {}) },
        ON_EVERY_LINE[s.name],
      );
  }
}

// The log is often read from its tail only (CI keeps the last lines): name each failure there.
if (failures.length > 0) {
  console.log('\n== failed ==');
  for (const f of failures) console.log(`${f.suite}: ${f.name}\n      ${f.why}`);
}
console.log('\n== summary ==');
const width = Math.max(10, ...results.map((r) => r.suite.length));
for (const r of results) {
  console.log(
    `${r.suite.padEnd(width)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed ${String(r.skipped).padStart(4)} skipped  ${r.seconds.toFixed(1)} s`,
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
const lines = results.filter((r) => r.suite.includes('@node')).reduce((a, r) => a + r.seconds, 0);
console.log(
  `total time ${((Date.now() - t0) / 1000).toFixed(1)} s, under Node ${process.versions.node}${lines > 0 ? ` (the @node suites: ${lines.toFixed(1)} s of it)` : ''}`,
);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
// `npm test -- static` runs no suite; a run of nothing else fails (a misspelt suite name).
process.exit(total.failed > 0 || (results.length === 0 && !only.includes('static')) ? 1 : 0);
