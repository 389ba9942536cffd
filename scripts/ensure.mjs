// Installs what is missing, so `npm start` and `npm test` work on a fresh Debian machine with
// any Node: a supported Node (fetched from the npm registry when the machine's is older: see
// node.mjs), npm dependencies, and (when run as root) the Debian packages the judge and the
// browser tests need. Without root it prints the exact command instead.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNode, handOver } from './node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Debian packages by purpose; the first executable found means the package is present. */
const SYSTEM = {
  judge: [
    { pkg: 'bubblewrap', bin: ['/usr/bin/bwrap'] },
    { pkg: 'g++', bin: ['/usr/bin/g++'] },
    { pkg: 'python3', bin: ['/usr/bin/python3'] },
    { pkg: 'openjdk-17-jdk-headless', bin: ['/usr/bin/javac'] },
    { pkg: 'mono-mcs', bin: ['/usr/bin/mcs'] },
    { pkg: 'ruby', bin: ['/usr/bin/ruby'] },
    { pkg: 'rustc', bin: ['/usr/bin/rustc'] },
    { pkg: 'golang-go', bin: ['/usr/bin/go'] },
    // TypeScript needs no system package: the npm typescript package (packages/judge) on the judge's Node.
  ],
  browser: [{ pkg: 'chromium', bin: ['/usr/bin/chromium'] }],
};

function log(msg) {
  console.log(`[setup] ${msg}`);
}

export function ensureNpmDeps() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale = !fs.existsSync(marker) || fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs;
  if (!stale) return;
  // `npm install` from the committed lock file: npm 11's `npm ci` refuses locks that lack other
  // platforms' optional packages (Biome's), which `npm install` fills in without changing versions.
  log('installing npm dependencies (npm install)...');
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('[setup] npm install failed');
    process.exit(r.status ?? 1);
  }
}

export function ensureSystemPackages(purposes) {
  const missing = purposes.flatMap((p) => SYSTEM[p]).filter((s) => !s.bin.some((b) => fs.existsSync(b)));
  if (missing.length === 0) return;
  const pkgs = missing.map((m) => m.pkg);
  const cmd = `apt-get update && apt-get install -y --no-install-recommends ${pkgs.join(' ')}`;
  if (process.getuid?.() !== 0) {
    log(`missing system packages: ${pkgs.join(', ')}. Install them with:\n    sudo sh -c '${cmd}'`);
    return;
  }
  log(`installing system packages: ${pkgs.join(', ')}`);
  try {
    execFileSync('sh', ['-c', `DEBIAN_FRONTEND=noninteractive ${cmd}`], { stdio: 'inherit' });
  } catch {
    log(`could not install ${pkgs.join(', ')}; the languages or tests that need them will say so.`);
  }
}

/** True when any file under `dirs` is newer than `output` (or `output` is missing). */
export function stale(output, dirs) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  const newer = (p) => {
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      if (p.endsWith('node_modules') || p.endsWith('dist')) return false;
      return fs.readdirSync(p).some((f) => newer(path.join(p, f)));
    }
    return st.mtimeMs > built;
  };
  return dirs.some((d) => fs.existsSync(d) && newer(d));
}

export function buildIfStale() {
  const r = (...p) => path.join(root, ...p);
  const shared = [r('packages', 'contracts', 'src')];
  if (
    stale(r('apps', 'web', 'dist', 'index.html'), [
      r('apps', 'web', 'src'),
      r('apps', 'web', 'index.html'),
      ...shared,
    ])
  ) {
    log('building the web app...');
    run('npm', ['run', 'build', '-w', '@codecoach/web']);
  }
  const serverInputs = [
    r('apps', 'server', 'src'),
    r('packages', 'judge', 'src'),
    r('content', 'src'),
    ...shared,
  ];
  if (stale(r('apps', 'server', 'dist', 'server.js'), serverInputs)) {
    log('building the server...');
    run('npm', ['run', 'build', '-w', '@codecoach/server']);
  }
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) {
    console.error(`[setup] ${cmd} ${args.join(' ')} failed`);
    process.exit(r.status ?? 1);
  }
}

export { checkNode, root };

// `node scripts/ensure.mjs [-- command...]`: ensures, then runs the command (`node` being the
// supported Node checkNode chose), e.g. `node scripts/ensure.mjs -- node apps/server/dist/worker.js`.
if (import.meta.url === `file://${process.argv[1]}`) {
  await checkNode();
  ensureNpmDeps();
  ensureSystemPackages(['judge']);
  buildIfStale();
  const then = process.argv.slice(process.argv.indexOf('--') + 1);
  if (process.argv.includes('--') && then.length > 0) await handOver(then[0], then.slice(1), process.env);
}
