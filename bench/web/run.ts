/**
 * The web app's JavaScript per route, gzipped, against its budgets (issue 5): the landing page
 * at most 150 KB, the solve screen at most 450 KB including the editor.
 *
 * Measured in a real browser: the app is built into a temporary folder, served by a small local
 * server (the built files, and /api answered from bench/web/fixtures.ts), and Debian's Chromium
 * (playwright-core) opens each route in a fresh context, so nothing is cached. Every JavaScript
 * file the browser fetches counts, whatever asked for it (the HTML's script and modulepreload
 * tags, static imports, dynamic imports made while the screen starts: lazy routes, the schemas
 * the first API answers need, the editor and its language mode), until the screen is ready and
 * the network has been quiet for QUIET_MS. Sizes are each file gzipped, as it travels.
 *
 * The solve screen is opened once per editor language (the learner's Settings choose the one it
 * opens with); its budget applies to the largest. "Can load later" adds, from the build's
 * manifest, every chunk the route's module can still import (other language modes, vim, dialogs).
 *
 * Run: `npm run bench:web` (`BENCH_FILES=1 npm run bench:web` also lists the files the landing
 * and solve screens fetched). Exits 1 when a budget is exceeded or a budgeted screen did not open
 * cleanly (an API call without a fixture, a console error, an uncaught error).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { z } from 'zod';
import { apiAnswer, EDITOR_LANGUAGES, type EditorLanguage, PROBLEM_ID, TOKEN, USER } from './fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const WEB = path.join(ROOT, 'apps/web');
const CHROMIUM = '/usr/bin/chromium';

/** KB (1024 bytes) of gzipped JavaScript. */
const LANDING_BUDGET = 150;
const SOLVE_BUDGET = 450;
/** The network must be this quiet before a screen's count is closed. */
const QUIET_MS = 750;
const TIMEOUT_MS = 30_000;

interface Target {
  name: string;
  /** The path opened; also the route module's name under src/app/routes/ (manifest column). */
  path: string;
  signedIn: boolean;
  /** What shows that the screen is there, beyond the splash having gone. */
  ready?: (page: Page) => Promise<void>;
  editorLanguage?: EditorLanguage;
}

const heading = (page: Page) =>
  page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: TIMEOUT_MS });

/** The routes of the table, signed in where the app requires it; `module` is the route file. */
const ROUTES: Array<Target & { module: string }> = [
  { name: 'landing', module: 'landing', path: '/', signedIn: false, ready: heading },
  { name: 'auth', module: 'auth', path: '/auth', signedIn: false, ready: heading },
  { name: 'not-found', module: 'not-found', path: '/404', signedIn: false, ready: heading },
  { name: 'dashboard', module: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'practice', module: 'practice', path: '/practice', signedIn: true },
  { name: 'submissions', module: 'submissions', path: '/submissions', signedIn: true },
  { name: 'contests', module: 'contests', path: '/contests', signedIn: true },
  { name: 'leaderboard', module: 'leaderboard', path: '/leaderboard', signedIn: true },
  { name: 'learn', module: 'learn', path: '/learn', signedIn: true },
  { name: 'analytics', module: 'analytics', path: '/analytics', signedIn: true },
  { name: 'profile', module: 'profile', path: '/profile', signedIn: true },
  { name: 'settings', module: 'settings', path: '/settings', signedIn: true },
  { name: 'admin', module: 'admin', path: '/admin', signedIn: true },
];

const SOLVE_PATH = `/solve/${PROBLEM_ID}`;
const editorReady = (page: Page) =>
  page.locator('.cm-content').first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });

// ---- build ----

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

/**
 * Every file reachable from the manifest entry `start`, through static and dynamic imports; from
 * the app's entry (which route modules import) only its static ones, not every other route.
 */
function reachable(manifest: Manifest, start: string, into = new Set<string>(), seen = new Set<string>()) {
  if (seen.has(start)) return into;
  seen.add(start);
  const chunk = manifest[start];
  if (!chunk) return into;
  into.add(chunk.file);
  const lazy = chunk.isEntry ? [] : (chunk.dynamicImports ?? []);
  for (const next of [...(chunk.imports ?? []), ...lazy]) reachable(manifest, next, into, seen);
  return into;
}

// ---- the local server: the build, and /api from the fixtures ----

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

interface ServerState {
  editorLanguage: EditorLanguage;
  /** API calls answered 404 because no fixture exists, for the screen being measured. */
  unknown: string[];
}

async function serve(dir: string, state: ServerState): Promise<{ url: string; close: () => Promise<void> }> {
  const index = fs.readFileSync(path.join(dir, 'index.html'));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      const route = url.pathname.slice('/api'.length);
      const body = apiAnswer(req.method ?? 'GET', route, state.editorLanguage);
      if (body === undefined) state.unknown.push(`${req.method} ${route}`);
      res.writeHead(body === undefined ? 404 : 200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify(
          body ?? { success: false, message: 'No bench fixture for this call', code: 'NOT_FOUND' },
        ),
      );
      return;
    }
    const file = path.join(dir, path.normalize(decodeURIComponent(url.pathname)));
    if (file.startsWith(dir + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      res.end(fs.readFileSync(file));
      return;
    }
    // The single-page app: any other path is the app's own page.
    res.writeHead(200, { 'Content-Type': TYPES['.html'] });
    res.end(index);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// ---- the browser ----

interface Measured {
  /** Every JavaScript file fetched (path under the build folder). */
  scripts: Set<string>;
  unknownCalls: string[];
  problems: string[];
}

async function measure(
  browser: Browser,
  baseUrl: string,
  state: ServerState,
  target: Target,
): Promise<Measured> {
  state.editorLanguage = target.editorLanguage ?? 'javascript';
  state.unknown = [];
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  try {
    if (target.signedIn) {
      // A script (not a function): it runs in the page, whose globals the bench's types do not know.
      await context.addInitScript({
        content: `localStorage.setItem('authToken', ${JSON.stringify(TOKEN)});
          localStorage.setItem('user', ${JSON.stringify(JSON.stringify(USER))});`,
      });
    }
    const page = await context.newPage();
    const scripts = new Set<string>();
    const problems: string[] = [];
    let inFlight = 0;
    let lastActivity = Date.now();
    const started = () => {
      inFlight += 1;
      lastActivity = Date.now();
    };
    const ended = () => {
      inFlight -= 1;
      lastActivity = Date.now();
    };
    page.on('request', (request) => {
      started();
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js') || request.resourceType() === 'script') scripts.add(pathname);
    });
    page.on('requestfinished', ended);
    page.on('requestfailed', (request) => {
      ended();
      problems.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));

    await page.goto(`${baseUrl}${target.path}`, { timeout: TIMEOUT_MS });
    await page
      .getByRole('status', { name: 'Loading CodeCoach' })
      .waitFor({ state: 'detached', timeout: TIMEOUT_MS });
    await target.ready?.(page);
    const deadline = Date.now() + TIMEOUT_MS;
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${target.path}: the network never went quiet`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { scripts, unknownCalls: [...state.unknown], problems };
  } finally {
    await context.close();
  }
}

// ---- report ----

function main() {
  return run().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

async function run() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: the bench needs Debian's chromium`);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'codecoach-bench-web-'));
  const state: ServerState = { editorLanguage: 'javascript', unknown: [] };
  let server: Awaited<ReturnType<typeof serve>> | undefined;
  let browser: Browser | undefined;
  try {
    const manifest = build(outDir);
    server = await serve(outDir, state);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
    });

    const gzipped = new Map<string, number>();
    const sizeOf = (file: string) => {
      const key = file.replace(/^\//, '');
      let size = gzipped.get(key);
      if (size === undefined) {
        const full = path.join(outDir, key);
        size = fs.existsSync(full) ? gzipSync(fs.readFileSync(full)).length : 0;
        gzipped.set(key, size);
      }
      return size;
    };
    const kb = (files: Iterable<string>) => [...files].reduce((total, f) => total + sizeOf(f), 0) / 1024;
    const later = (module: string, loaded: Set<string>) => {
      const files = new Set([...loaded].map((f) => f.replace(/^\//, '')));
      return reachable(manifest, `src/app/routes/${module}.tsx`, files);
    };

    const rows: Array<{
      name: string;
      path: string;
      loaded: number;
      files: number;
      later: number;
      noFixture: number;
    }> = [];
    const failures: string[] = [];
    const strict = (name: string, m: Measured) => {
      if (m.unknownCalls.length > 0)
        failures.push(
          `${name}: API calls without a fixture (bench/web/fixtures.ts): ${m.unknownCalls.join(', ')}`,
        );
      for (const p of m.problems) failures.push(`${name}: ${p}`);
    };

    let landingKb = 0;
    let landingFiles = new Set<string>();
    for (const route of ROUTES) {
      const m = await measure(browser, server.url, state, route);
      if (route.name === 'landing') {
        strict('landing', m);
        landingKb = kb(m.scripts);
        landingFiles = m.scripts;
      }
      rows.push({
        name: route.name,
        path: route.path,
        loaded: kb(m.scripts),
        files: m.scripts.size,
        later: kb(later(route.module, m.scripts)),
        noFixture: new Set(m.unknownCalls).size,
      });
    }

    const solve = [];
    for (const editorLanguage of EDITOR_LANGUAGES) {
      const m = await measure(browser, server.url, state, {
        name: `solve (${editorLanguage})`,
        path: SOLVE_PATH,
        signedIn: true,
        ready: editorReady,
        editorLanguage,
      });
      strict(`solve (${editorLanguage})`, m);
      solve.push({ editorLanguage, m, loaded: kb(m.scripts) });
    }
    solve.sort((a, b) => b.loaded - a.loaded);
    const largest = solve[0];
    if (!largest) throw new Error('no editor languages');
    const allSolve = new Set(solve.flatMap((s) => [...s.m.scripts]));
    rows.push({
      name: 'solve',
      path: '/solve/:id',
      loaded: largest.loaded,
      files: largest.m.scripts.size,
      later: kb(later('solve', allSolve)),
      noFixture: 0,
    });
    rows.sort((a, b) => a.loaded - b.loaded);

    console.log('JavaScript per route, gzip KB, measured in Chromium (fresh cache for each screen).');
    console.log('loaded = every script fetched until the screen was ready and the network quiet;');
    console.log('can load later = also every chunk the route module can still import (build manifest).');
    console.log('Signed-in screens without fixtures get 404s for their data (count in the last column).\n');
    console.log(
      `${'route'.padEnd(14)}${'path'.padEnd(14)}${'loaded'.padStart(9)}${'files'.padStart(7)}` +
        `${'can load later'.padStart(16)}${'no fixture'.padStart(12)}`,
    );
    for (const row of rows) {
      const cells = [
        row.name.padEnd(14),
        row.path.padEnd(14),
        row.loaded.toFixed(1).padStart(9),
        String(row.files).padStart(7),
        row.later.toFixed(1).padStart(16),
        String(row.noFixture).padStart(12),
      ];
      console.log(cells.join(''));
    }

    let failed = failures.length > 0;
    const verdict = (value: number, budget: number) => {
      failed ||= value > budget;
      return `${value.toFixed(1)} KB (budget ${budget} KB: ${value > budget ? 'EXCEEDED' : 'ok'})`;
    };
    console.log(`\nlanding page, everything it loads: ${verdict(landingKb, LANDING_BUDGET)}`);
    console.log(
      `solve screen as it opens, with the editor, in its largest language (${largest.editorLanguage}): ` +
        verdict(largest.loaded, SOLVE_BUDGET),
    );
    console.log(
      `  by language: ${solve.map((s) => `${s.editorLanguage} ${s.loaded.toFixed(1)}`).join(', ')} KB`,
    );
    if (process.env.BENCH_FILES) {
      const list = (name: string, files: Set<string>) => {
        console.log(`\n${name}:`);
        for (const f of files) console.log(`  ${(sizeOf(f) / 1024).toFixed(1).padStart(6)}  ${f}`);
      };
      list('landing', landingFiles);
      list(`solve (${largest.editorLanguage})`, largest.m.scripts);
    }
    for (const failure of failures) console.log(`FAILED ${failure}`);
    if (failed) process.exitCode = 1;
  } finally {
    await browser?.close();
    await server?.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

void main();
