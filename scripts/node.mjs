// The supported Node lines (package.json "engines") and, where the machine's Node is older than
// the oldest, the newest Node of that line fetched from the npm registry and run instead: checkNode
// (docs/decisions/023-supported-node.md). Used by ensure.mjs, start.mjs and test.mjs.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function log(msg) {
  console.log(`[setup] ${msg}`);
}

/** A version as [major, minor, patch]. */
const parseVersion = (v) => v.replace(/^v/, '').split('.').map(Number);
const compareVersions = (a, b) => {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
};
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The supported Node lines, read from package.json "engines" (`^24.11.0 || ^26.0.0`): each
 * line's major and its first supported version, oldest line first.
 */
export function nodeLines() {
  const range = String(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines?.node);
  const mins = range.split('||').map((r) => /^\s*\^(\d+\.\d+\.\d+)\s*$/.exec(r)?.[1]);
  if (mins.some((m) => !m))
    throw new Error(`package.json engines.node must read "^X.Y.Z || ^X.Y.Z", not "${range}"`);
  return mins.map((min) => ({ major: parseVersion(min)[0], min })).sort((a, b) => a.major - b.major);
}

/** "24 and 26" */
export function lineNames(lines = nodeLines()) {
  const n = lines.map((l) => String(l.major));
  return n.length > 1 ? `${n.slice(0, -1).join(', ')} and ${n.at(-1)}` : n.join('');
}

const onLine = (version, line) =>
  parseVersion(version)[0] === line.major && compareVersions(version, line.min) >= 0;

/** The supported lines other than the running Node's (CI runs some suites under them too). */
export function otherNodeLines() {
  return nodeLines().filter((l) => !onLine(process.versions.node, l));
}

/**
 * Where fetched Nodes live, one folder per version. Root's are in /var/cache: the judge runs
 * learners' JavaScript with the Node it runs under, in boxes whose unprivileged uids cannot enter
 * root's home (packages/judge/src/toolchains.ts); anyone else's are in ~/.cache.
 */
export function nodeCacheDir() {
  if (process.getuid?.() === 0) return '/var/cache/codecoach/node';
  return path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'codecoach', 'node');
}

/** The npm registry's package holding the Node binary for this machine (`bin/node`). */
const nodePackage = () => `node-${process.platform}-${process.arch}`;

/** The machine's npm, a JavaScript program the fetched Node runs (through the shims below). */
function npmCli() {
  const candidates = [process.env.CODECOACH_NPM_CLI, process.env.npm_execpath];
  const which = spawnSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).stdout?.trim();
  if (which) candidates.push(fs.realpathSync(which));
  candidates.push(
    path.join(path.dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js'),
  );
  return candidates.find((c) => c?.endsWith('npm-cli.js') && fs.existsSync(c));
}

/**
 * `npm` and `npx` next to a fetched `node`: the machine's npm (CODECOACH_NPM_CLI, else the one
 * found now) run by that node, so its bin folder alone on PATH gives a working npm.
 */
function writeShims(binDir) {
  const found = npmCli()?.replace(/["$`\\]/g, '\\$&');
  const cli = `\${CODECOACH_NPM_CLI${found ? `:-${found}` : ':?the path of npm-cli.js'}}`;
  for (const [name, js] of [
    ['npm', 'npm-cli.js'],
    ['npx', 'npx-cli.js'],
  ]) {
    const text = `#!/bin/sh\n# ${name} under this Node: the machine's npm, run by the node beside it (scripts/node.mjs).\nexec "$(dirname "$0")/node" "$(dirname "${cli}")/${js}" "$@"\n`;
    const file = path.join(binDir, name);
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue;
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, text, { mode: 0o755 });
    fs.chmodSync(tmp, 0o755);
    fs.renameSync(tmp, file);
  }
}

const lastLines = (text, n = 3) =>
  String(text ?? '')
    .trim()
    .split('\n')
    .slice(-n)
    .join(' ');

/** npm's own one-line reason for a failed command (its JSON error, or its first error line). */
function npmError(r) {
  try {
    const summary = JSON.parse(r.stdout).error?.summary;
    if (summary) return summary;
  } catch {}
  const lines = String(r.stderr ?? '')
    .split('\n')
    .map((l) => l.replace(/^npm (error|ERR!) /, '').trim());
  return (
    lines.find((l) => /error|failed|not found|E[A-Z]{3,}/i.test(l) && !/^(code|errno|syscall)\b/.test(l)) ??
    (lastLines(r.stderr) || r.error?.message || `exit status ${r.status}`)
  );
}

/** The newest version of the line on the npm registry, or why it is not known. */
function newestOnRegistry(line) {
  const spec = `${nodePackage()}@^${line.min}`;
  const r = spawnSync(
    'npm',
    ['view', spec, 'version', '--json', '--fetch-timeout=20000', '--fetch-retries=1'],
    {
      cwd: os.tmpdir(),
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  if (r.status !== 0) return { error: `npm view failed: ${npmError(r)}` };
  try {
    const v = JSON.parse(r.stdout);
    const all = (Array.isArray(v) ? v : [v]).filter((x) => /^\d+\.\d+\.\d+$/.test(x));
    if (all.length === 0) return { error: `no ${spec} on the registry` };
    return { version: all.sort(compareVersions).at(-1) };
  } catch {
    return { error: `npm view answered: ${lastLines(r.stdout)}` };
  }
}

/**
 * Fetches one version into `dir/<version>` (npm pack: no install scripts run) and checks that it
 * runs. Two runs may race: each unpacks into its own temporary folder, the first rename wins.
 */
function fetchNode(dir, version) {
  fs.mkdirSync(dir, { recursive: true });
  for (const d of [path.dirname(dir), dir]) {
    try {
      fs.chmodSync(d, 0o755); // the judge's boxes must be able to reach it (nodeCacheDir)
    } catch {}
  }
  for (const f of fs.readdirSync(dir).filter((f) => f.startsWith('.fetching-'))) {
    // Left by a run that was killed while fetching.
    try {
      const p = path.join(dir, f);
      if (Date.now() - fs.statSync(p).mtimeMs > DAY_MS) fs.rmSync(p, { recursive: true, force: true });
    } catch {}
  }
  const tmp = fs.mkdtempSync(path.join(dir, `.fetching-${version}-`));
  try {
    const spec = `${nodePackage()}@${version}`;
    const pack = spawnSync('npm', ['pack', spec, '--ignore-scripts', '--silent'], {
      cwd: tmp,
      encoding: 'utf8',
      timeout: 900_000,
    });
    const tgz = lastLines(pack.stdout, 1);
    if (pack.status !== 0 || !tgz.endsWith('.tgz'))
      return { error: `npm pack ${spec} failed: ${npmError(pack)}` };
    const tar = spawnSync('tar', ['-xzf', tgz, '--no-same-owner', '-C', tmp], { cwd: tmp, encoding: 'utf8' });
    if (tar.status !== 0) return { error: `tar -xzf ${tgz} failed: ${lastLines(tar.stderr)}` };
    const unpacked = path.join(tmp, 'package');
    const said = spawnSync(path.join(unpacked, 'bin', 'node'), ['--version'], { encoding: 'utf8' });
    if (said.stdout?.trim() !== `v${version}`)
      return { error: `the fetched node does not run: ${lastLines(said.stderr || said.error?.message)}` };
    fs.rmSync(path.join(tmp, tgz));
    writeShims(path.join(unpacked, 'bin'));
    spawnSync('chmod', ['-R', 'u+rwX,go+rX,go-w', unpacked]);
    try {
      fs.renameSync(unpacked, path.join(dir, version));
    } catch (e) {
      if (!fs.existsSync(path.join(dir, version, 'bin', 'node'))) throw e; // else another run was first
    }
    return {};
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The exact command that does what fetchNode does, for when it cannot. */
function manualFetch(line) {
  const dir = nodeCacheDir();
  const pkg = nodePackage();
  return `sh -c 'cd "$(mktemp -d)" && f=$(npm pack ${pkg}@^${line.min} --silent) && v=\${f#${pkg}-} && v=\${v%.tgz} && mkdir -p ${dir}/$v && tar -xzf "$f" --strip-components=1 --no-same-owner -C ${dir}/$v'`;
}

/**
 * The newest Node of a supported line from the cache, fetched from the npm registry when the cache
 * has none (or, once a day, when the registry has a newer one). `{ error, manual }` when it cannot.
 */
export function supportedNode(line) {
  const dir = nodeCacheDir();
  let cached = [];
  try {
    cached = fs
      .readdirSync(dir)
      .filter((v) => /^\d+\.\d+\.\d+$/.test(v) && onLine(v, line))
      .filter((v) => fs.existsSync(path.join(dir, v, 'bin', 'node')))
      .sort(compareVersions);
  } catch {}
  let version = cached.at(-1);
  const stamp = path.join(dir, `.checked-${line.major}`);
  let checked = false;
  try {
    checked = Date.now() - fs.statSync(stamp).mtimeMs < DAY_MS;
  } catch {}
  if (!version || !checked) {
    const newest = newestOnRegistry(line);
    let error = newest.error;
    if (newest.version && !cached.includes(newest.version)) {
      log(`fetching Node ${newest.version} from the npm registry (${nodePackage()}, ~50 MB)...`);
      error = fetchNode(dir, newest.version).error;
    }
    if (!error) {
      version = newest.version;
      fs.writeFileSync(stamp, `${version}\n`);
    } else if (version) {
      log(`could not check the npm registry for a newer Node ${line.major} (${error}); using ${version}`);
      fs.writeFileSync(stamp, `${version}\n`); // next check in a day, not at every run
    } else {
      return { error, manual: manualFetch(line) };
    }
  }
  const home = path.join(dir, version);
  const binDir = path.join(home, 'bin');
  try {
    writeShims(binDir); // a Node unpacked by hand has none
  } catch (e) {
    if (!fs.existsSync(path.join(binDir, 'npx'))) return { error: e.message, manual: manualFetch(line) };
  }
  return { version, dir: home, binDir, bin: path.join(binDir, 'node') };
}

/** The environment that makes `node`, `npm`, `npx` and every child process use `node`. */
export function nodeEnv(node, env = process.env) {
  const cli = npmCli();
  return {
    ...env,
    PATH: `${node.binDir}${path.delimiter}${env.PATH ?? ''}`,
    ...(cli ? { CODECOACH_NPM_CLI: cli } : {}),
    NODE: node.bin,
    npm_node_execpath: node.bin,
  };
}

/**
 * Runs a command in the foreground and ends this process with its exit status; never resolves.
 * The terminal's Ctrl+C reaches the child too (same process group), so this process waits for
 * it; SIGTERM and SIGHUP are passed on.
 */
export function handOver(cmd, args, env) {
  const child = spawn(cmd, args, { stdio: 'inherit', env });
  process.on('SIGINT', () => {});
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  return new Promise(() => {
    child.on('error', (e) => {
      console.error(`[setup] could not start ${cmd}: ${e.message}`);
      process.exit(1);
    });
    child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 1)));
  });
}

/**
 * A supported Node (package.json "engines"), or one fetched: when the running Node is older than
 * the oldest supported line, the newest Node of that line is fetched from the npm registry (once;
 * see supportedNode) and this same script is run again under it, with its bin folder first on
 * PATH; the returned promise then never resolves and the process ends with the script's status.
 */
export async function checkNode() {
  const here = process.versions.node;
  const lines = nodeLines();
  if (lines.some((l) => onLine(here, l))) return;
  const names = lineNames(lines);
  if (compareVersions(here, lines[0].min) >= 0) {
    log(`Node ${here} is not one of the supported lines (${names}); carrying on under it.`);
    return;
  }
  if (process.env.CODECOACH_NODE_RERUN) {
    console.error(`[setup] Node ${here} is older than the supported ${names} lines, even after a rerun.`);
    process.exit(1);
  }
  const node = supportedNode(lines[0]);
  if (node.error) {
    console.error(
      `[setup] Node ${here} is older than the supported ${names} lines, and Node ${lines[0].major} could not be fetched from the npm registry: ${node.error}\n` +
        `[setup] Fetch it by hand with:\n    ${node.manual}\n` +
        `[setup] (or install Node ${names.replace(' and ', ' or ')} yourself), then run this again.`,
    );
    process.exit(1);
  }
  log(
    `Node ${here} is older than the supported ${names} lines; running under Node ${node.version} fetched from the npm registry (${node.dir})`,
  );
  // This same script again, under that Node.
  return handOver(node.bin, [...process.execArgv, process.argv[1], ...process.argv.slice(2)], {
    ...nodeEnv(node),
    CODECOACH_NODE_RERUN: node.version,
  });
}
