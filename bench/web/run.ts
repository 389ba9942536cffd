/**
 * The web app's JavaScript per route, gzipped, against its budgets (issue 5): the landing page
 * at most 150 KB, the solve screen at most 450 KB including the editor. Builds the app into a
 * temporary folder with a Vite manifest, then adds up, per route, the entry's static imports and
 * the route module's imports: static ones (first view), and every lazy one too (with lazy).
 * The solve screen's budget applies to it as it opens: its chunks, the editor and one language
 * mode (the largest of the four); vim and the other modes load only when chosen.
 * Run: `npm run bench:web`. Exits 1 when a budget is exceeded.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB = path.join(ROOT, 'apps/web');
const ROUTES_DIR = 'src/app/routes/';

/** KB (1024 bytes) of gzipped JavaScript. */
const LANDING_BUDGET = 150;
const SOLVE_BUDGET = 450;
const EDITOR = 'src/features/solve/editor/code-editor.tsx';
const MODES = ['javascript', 'python', 'java', 'cpp'].map((l) => `@codemirror/lang-${l}/`);
const PATHS: Record<string, string> = {
  landing: '/',
  auth: '/auth',
  dashboard: '/dashboard',
  practice: '/practice',
  solve: '/solve/:id',
  submissions: '/submissions',
  contests: '/contests',
  leaderboard: '/leaderboard',
  learn: '/learn',
  analytics: '/analytics',
  profile: '/profile',
  settings: '/settings',
  admin: '/admin',
  'not-found': '/404',
};

const Chunk = z.object({
  file: z.string(),
  isEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
});
const Manifest = z.record(z.string(), Chunk);
type Manifest = z.infer<typeof Manifest>;

function build(outDir: string): Manifest {
  const vite = path.join(WEB, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: WEB, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status})`);
  return Manifest.parse(JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')));
}

/** Every chunk reachable from `start`, following static imports and, when asked, lazy ones too. */
function closure(manifest: Manifest, start: string, lazy: boolean, into = new Set<string>()): Set<string> {
  if (into.has(start)) return into;
  into.add(start);
  const chunk = manifest[start];
  if (!chunk) return into;
  for (const next of [...(chunk.imports ?? []), ...(lazy ? (chunk.dynamicImports ?? []) : [])])
    closure(manifest, next, lazy, into);
  return into;
}

function main() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codecoach-bench-web-'));
  try {
    const manifest = build(outDir);
    const gzipped = new Map<string, number>();
    const sizeOf = (key: string) => {
      const file = manifest[key]?.file;
      if (!file?.endsWith('.js')) return 0;
      let size = gzipped.get(file);
      if (size === undefined) {
        size = gzipSync(fs.readFileSync(path.join(outDir, file))).length;
        gzipped.set(file, size);
      }
      return size;
    };
    const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + sizeOf(key), 0) / 1024;

    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entry) throw new Error('the manifest has no entry chunk');
    const shell = closure(manifest, entry, false);

    const rows = Object.keys(manifest)
      .filter((key) => key.startsWith(ROUTES_DIR) && key.endsWith('.tsx'))
      .map((key) => {
        const name = path.basename(key, '.tsx');
        const initial = closure(manifest, key, false, new Set(shell));
        const all = closure(manifest, key, true, new Set(shell));
        return { name, initial: sum(initial), total: sum(all) };
      })
      .filter((row) => PATHS[row.name] !== undefined)
      .sort((a, b) => a.total - b.total);

    console.log("JavaScript per route, gzip KB (first view = app shell + the route's static imports;");
    console.log('with lazy = also every chunk the route can load later, e.g. the editor and its modes)\n');
    console.log(
      `${'route'.padEnd(14)}${'path'.padEnd(14)}${'first view'.padStart(11)}${'with lazy'.padStart(11)}`,
    );
    for (const row of rows) {
      const cells = [row.initial, row.total].map((kb) => kb.toFixed(1).padStart(11)).join('');
      console.log(`${row.name.padEnd(14)}${(PATHS[row.name] ?? '').padEnd(14)}${cells}`);
    }

    let failed = false;
    const verdict = (kb: number, budget: number) => {
      failed ||= kb > budget;
      return `${kb.toFixed(1)} KB (budget ${budget} KB: ${kb > budget ? 'EXCEEDED' : 'ok'})`;
    };
    const landing = rows.find((row) => row.name === 'landing');
    if (!landing) throw new Error('no landing route in the manifest');
    console.log(`\nlanding page, everything it loads: ${verdict(landing.total, LANDING_BUDGET)}`);
    const solve = `${ROUTES_DIR}solve.tsx`;
    if (!manifest[solve]) throw new Error('no solve route in the manifest');
    const keyOf = (part: string) => {
      const key = Object.keys(manifest).find((k) => k.includes(part));
      if (!key) throw new Error(`no chunk for ${part}: did the editor move?`);
      return key;
    };
    const opened = MODES.map((mode) => {
      const set = closure(manifest, solve, false, new Set(shell));
      closure(manifest, keyOf(EDITOR), false, set);
      closure(manifest, keyOf(mode), false, set);
      return { mode, kb: sum(set) };
    }).sort((a, b) => b.kb - a.kb);
    const largest = opened[0];
    if (!largest) throw new Error('no language modes');
    console.log(
      `solve screen as it opens, with the editor and its largest language mode (${largest.mode}): ` +
        verdict(largest.kb, SOLVE_BUDGET),
    );
    const all = rows.find((row) => row.name === 'solve')?.total ?? 0;
    console.log(
      `solve screen with everything it can load later (all four modes, vim, the solution dialog): ${all.toFixed(1)} KB`,
    );
    console.log(`app shell alone: ${sum(shell).toFixed(1)} KB`);
    if (failed) process.exitCode = 1;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

main();
