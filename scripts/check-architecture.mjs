// Holds docs/ARCHITECTURE.md to the code (run by the server suite, apps/server/src/architecture.test.ts):
// - its package map (the fenced block of `apps/web`, `apps/server`, `packages/...`) lists exactly
//   the workspaces of the root package.json;
// - its "Dependencies point one way:" list states exactly the workspace-to-workspace imports
//   (`@codecoach/<name>`, or a relative path into another workspace) of each workspace's source;
// - its "Dependencies between modules point one way:" list states exactly the imports between
//   apps/server/src/modules/<a>/ and modules/<b>/, and those have no cycle.
// Source is every .ts, .tsx and .mjs file of a workspace's src/ (of the whole workspace when it has
// no src/), tests (*.test.ts, *.e2e.ts) excepted. Type-only imports count: they are dependencies too.
// `node scripts/check-architecture.mjs` prints the differences (exit 1 if any); `--print` prints
// the lists as the code has them, in the document's format.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const defaultRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|mjs)$/;
const TEST = /\.(test|e2e)\.tsx?$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'artifacts']);
const MODULES_DIR = 'apps/server/src/modules';
/** The server's folders below the modules: none of them imports a module (the document says so). */
const FOUNDATIONS = ['config', 'db', 'jobs', 'lib', 'live'];
const PACKAGES_SENTENCE = /^\s*Dependencies point one way\b/;
const MODULES_SENTENCE = /^\s*Dependencies between modules point one way\b/;

/** Every source file under `dir` (absolute paths), tests excepted. */
function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) out.push(...sourceFiles(full));
    } else if (SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(full);
    }
  }
  return out;
}

/** The module specifiers a file imports or re-exports, static or dynamic (comments and strings ignored). */
function importsOf(file) {
  const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.map((f) => f.fileName);
}

const isInside = (dir, file) => {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
};

/**
 * A graph's edges as `- a -> b, c` lines (sorted), the format of the document's lists; nodes
 * without an edge are left out.
 */
export function formatGraph(graph) {
  return Object.keys(graph)
    .sort()
    .filter((a) => graph[a].length > 0)
    .map((a) => `- ${a} -> ${[...graph[a]].sort().join(', ')}`)
    .join('\n');
}

/**
 * The list of `- a -> b, c` lines that follows the sentence starting on the line matching
 * `sentence` (indented or not, the sentence may go on for lines), as a graph. Backticks are
 * ignored, and so is a note in parentheses: `- tutor -> contracts (and the openai client)`.
 * Undefined when the sentence is not there.
 */
function parseList(lines, sentence) {
  const start = lines.findIndex((l) => sentence.test(l));
  if (start < 0) return undefined;
  const graph = {};
  let started = false;
  for (const line of lines.slice(start + 1)) {
    const m = /^\s*[-*]\s+(.+?)\s*->\s*(.*)$/.exec(line.replaceAll('`', ''));
    if (!m) {
      if (started || !line.trim()) break; // the list ended, or the paragraph ended without one
      continue; // the sentence goes on
    }
    started = true;
    const from = m[1].trim();
    const to = m[2]
      .replace(/\([^)]*\)/g, '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    graph[from] = [...new Set([...(graph[from] ?? []), ...to])];
  }
  return graph;
}

/** The paths listed first on each line of the package map: the fenced block whose lines all start with a path. */
function parsePackageMap(lines) {
  const blocks = [];
  let current;
  for (const line of lines) {
    if (/^\s*```/.test(line)) {
      if (current) {
        blocks.push(current);
        current = undefined;
      } else current = [];
    } else if (current) current.push(line);
  }
  for (const block of blocks) {
    const firsts = block.filter((l) => l.trim()).map((l) => l.trim().split(/\s+/)[0]);
    if (firsts.length > 0 && firsts.every((p) => /^[\w.-]+\/([\w.-]+)?$/.test(p)))
      return firsts.map((p) => p.replace(/\/$/, ''));
  }
  return undefined;
}

/** Edges in `a` that `b` lacks, as `x -> y` strings. */
function missingEdges(a, b) {
  const out = [];
  for (const [from, tos] of Object.entries(a))
    for (const to of tos) if (!(b[from] ?? []).includes(to)) out.push(`${from} -> ${to}`);
  return out.sort();
}

/** Every cycle of a graph, one per strongly connected component (Tarjan), as `a -> b -> a`. */
export function cyclesOf(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph[v] ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph[v] ?? []).includes(v)) components.push(component);
    }
  };
  for (const v of Object.keys(graph).sort()) if (!index.has(v)) visit(v);
  // One concrete cycle through each component, found by a walk inside it from its first node.
  return components.map((component) => {
    const inside = new Set(component);
    const first = [...component].sort()[0];
    const seen = new Map([[first, [first]]]);
    const queue = [first];
    while (queue.length > 0) {
      const v = queue.shift();
      for (const w of [...(graph[v] ?? [])].sort()) {
        if (w === first) return [...seen.get(v), first].join(' -> ');
        if (inside.has(w) && !seen.has(w)) {
          seen.set(w, [...seen.get(v), w]);
          queue.push(w);
        }
      }
    }
    return component.join(', ');
  });
}

/** The workspaces of the root package.json: directory, package name and the short name the document uses. */
function workspacesOf(root) {
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.map((w) => {
    const dir = w.replace(/\/$/, '');
    const { name } = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    return { dir, name, short: name.replace(/^@codecoach\//, '') };
  });
}

/** What each workspace's source imports of the other workspaces, by short name. */
export function packageGraph(root = defaultRoot) {
  const workspaces = workspacesOf(root);
  const byName = new Map(workspaces.map((w) => [w.name, w]));
  const graph = {};
  const unknown = [];
  for (const w of workspaces) {
    const deps = new Set();
    const abs = path.join(root, w.dir);
    const srcDir = fs.existsSync(path.join(abs, 'src')) ? path.join(abs, 'src') : abs;
    for (const file of sourceFiles(srcDir)) {
      for (const spec of importsOf(file)) {
        let target;
        if (spec.startsWith('@codecoach/')) {
          const name = spec.split('/').slice(0, 2).join('/');
          target = byName.get(name);
          if (!target) unknown.push(`${path.relative(root, file)} imports ${spec}, which is no workspace`);
        } else if (spec.startsWith('.')) {
          const resolved = path.resolve(path.dirname(file), spec);
          if (!isInside(abs, resolved))
            target = workspaces.find((o) => isInside(path.join(root, o.dir), resolved));
        }
        if (target && target !== w) deps.add(target.short);
      }
    }
    graph[w.short] = [...deps].sort();
  }
  return { graph, workspaces, unknown };
}

/** What each module of apps/server/src/modules imports of the others. */
export function moduleGraph(root = defaultRoot) {
  const dir = path.join(root, MODULES_DIR);
  const modules = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const graph = {};
  for (const m of modules) {
    const deps = new Set();
    for (const file of sourceFiles(path.join(dir, m))) {
      for (const spec of importsOf(file)) {
        if (!spec.startsWith('.')) continue;
        const rel = path.relative(dir, path.resolve(path.dirname(file), spec));
        const [target] = rel.split(path.sep);
        if (!rel.startsWith('..') && target !== m && modules.includes(target)) deps.add(target);
      }
    }
    graph[m] = [...deps].sort();
  }
  return { graph, modules };
}

/** Imports of a module by the server's foundations (`FOUNDATIONS`), as `file imports spec` strings. */
function foundationImports(root) {
  const src = path.join(root, 'apps/server/src');
  const modules = path.join(root, MODULES_DIR);
  const out = [];
  for (const dir of FOUNDATIONS) {
    if (!fs.existsSync(path.join(src, dir))) continue;
    for (const file of sourceFiles(path.join(src, dir)))
      for (const spec of importsOf(file))
        if (spec.startsWith('.') && isInside(modules, path.resolve(path.dirname(file), spec)))
          out.push(
            `${path.relative(root, file)} imports ${spec}: src/${FOUNDATIONS.join(', src/')} import no module`,
          );
  }
  return out;
}

/** The code's graphs per root, scanned once per process (a test compares several documents). */
const scanned = new Map();

/**
 * Compares docs/ARCHITECTURE.md (or `doc`, relative to `root` or absolute) with the code. `problems` is empty when they agree; `packages`
 * and `modules` are the graphs found in the code.
 */
export function checkArchitecture({ root = defaultRoot, doc = 'docs/ARCHITECTURE.md' } = {}) {
  const problems = [];
  const lines = fs.readFileSync(path.resolve(root, doc), 'utf8').split('\n');
  let code = scanned.get(root);
  if (!code) {
    code = { packages: packageGraph(root), modules: moduleGraph(root), foundations: foundationImports(root) };
    scanned.set(root, code);
  }
  const { packages, modules } = code;
  problems.push(...packages.unknown, ...code.foundations);

  // (a) The package map lists every workspace, and nothing else.
  const map = parsePackageMap(lines);
  if (!map) problems.push(`${doc}: no package map (a fenced block of workspace paths) found`);
  else {
    const dirs = packages.workspaces.map((w) => w.dir);
    for (const d of dirs) if (!map.includes(d)) problems.push(`package map: workspace ${d} is not listed`);
    for (const d of map) if (!dirs.includes(d)) problems.push(`package map: ${d} is not a workspace`);
  }

  // (b) and (c): each list states exactly the dependencies the imports make.
  const compare = (label, sentence, real, known) => {
    const stated = parseList(lines, sentence);
    if (!stated) {
      problems.push(`${doc}: no "${sentence.source.replace(/^\^\\s\*|\\b$/g, '')}:" list found`);
      return;
    }
    for (const [from, tos] of Object.entries(stated))
      for (const n of [from, ...tos])
        if (!known.includes(n)) problems.push(`${label}: the document names ${n}, which is not one`);
    for (const e of missingEdges(real, stated)) problems.push(`${label}: ${e} is imported but not stated`);
    for (const e of missingEdges(stated, real)) problems.push(`${label}: ${e} is stated but not imported`);
    for (const c of cyclesOf(real)) problems.push(`${label}: a cycle: ${c}`);
  };
  compare(
    'workspace dependencies',
    PACKAGES_SENTENCE,
    packages.graph,
    packages.workspaces.map((w) => w.short),
  );
  compare('module dependencies', MODULES_SENTENCE, modules.graph, modules.modules);

  return { problems, packages: packages.graph, modules: modules.graph };
}

/** Source files longer than this read as several files in one (issue 25): split by what they do. */
export const MAX_FILE_LINES = 400;

/**
 * The tracked source files (TypeScript and JavaScript, tests and scripts included; the problem
 * bank's solutions aside) longer than MAX_FILE_LINES, with their length.
 */
export function longFiles(root = defaultRoot, limit = MAX_FILE_LINES) {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0');
  return tracked
    .filter((f) => /\.(ts|tsx|mts|mjs|js|cjs)$/.test(f) && !f.startsWith('content/problems/'))
    .filter((f) => fs.existsSync(path.join(root, f)))
    .map((file) => ({ file, lines: fs.readFileSync(path.join(root, file), 'utf8').split('\n').length - 1 }))
    .filter((f) => f.lines > limit);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = checkArchitecture();
  if (process.argv.includes('--print')) {
    console.log(
      `Workspaces:\n${formatGraph(result.packages)}\n\nServer modules:\n${formatGraph(result.modules)}`,
    );
  }
  if (result.problems.length > 0) {
    console.error(
      `docs/ARCHITECTURE.md does not match the code:\n${result.problems.map((p) => `  ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log('docs/ARCHITECTURE.md matches the code (package map, workspace and module dependencies)');
  const long = longFiles();
  if (long.length > 0) {
    console.error(
      `Files over ${MAX_FILE_LINES} lines:\n${long.map((f) => `  ${f.file} (${f.lines})`).join('\n')}`,
    );
    process.exit(1);
  }
}
