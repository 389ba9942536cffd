import { execFile } from 'node:child_process';
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  realpathSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { LANGUAGE_LABELS, type Language } from '@codecoach/contracts';
import { RUST_HARNESS_CRATE } from './lang/rust.ts';

export interface Command {
  argv: string[];
  env: Record<string, string>;
}

export interface RunContext {
  memoryMb: number;
  /** Stack given to the learner's code (a thread of this size, or the main stack). */
  stackMb: number;
}

export interface Toolchain {
  id: Language;
  name: string;
  version: string;
  available: boolean;
  reason?: string;
  /** Host folders (outside /usr) the sandbox must show read-only for this language. */
  binds: string[];
  /**
   * Host folders shown read-only at another path in the boxes (box path -> host path): a package
   * of the judge's own, whose host path would show the boxes where the judge is installed.
   */
  mounts?: Record<string, string>;
  /** Compile into `out/`; absent for interpreted languages. `pchDir` when a PCH is ready. */
  compile?: (pchDir: string | undefined) => Command;
  /** Compile the language's prebuilt part (LanguageDef.prebuilt) into `obj/`, for `compile` to link. */
  compileObject?: (pchDir: string | undefined) => Command;
  run: (ctx: RunContext) => Command & { stackBytes?: number };
  /** Changes whenever the compiler or its flags change, so cached binaries are never stale. */
  cacheSalt: string;
}

const BASE_ENV = { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8', HOME: '/tmp', TMPDIR: '/tmp' };
const DEFAULT_TOOL_PATH = '/usr/local/bin:/usr/bin:/bin';
/** The C++ harness as an object, compiled once per signature (compile.ts). */
export const CPP_HARNESS_OBJECT = 'harness.o';
/** Where the boxes see the typescript package (Toolchain.mounts). */
export const TS_BOX_DIR = '/judge/typescript';

function sh(cmd: string, args: string[]): Promise<string> {
  return new Promise((resolve) => {
    execFile(cmd, args, { timeout: 15000, env: { PATH: '/usr/bin:/bin' } }, (err, out, errOut) => {
      resolve(err && !out && !errOut ? '' : `${out}${errOut}`);
    });
  });
}

function isElf(path: string): boolean {
  try {
    const fd = openSync(path, 'r');
    const b = Buffer.alloc(4);
    readSync(fd, b, 0, 4, 0);
    closeSync(fd);
    return b.toString('latin1') === '\x7fELF';
  } catch {
    return false;
  }
}

/** The real binary behind a name, skipping version-manager shims (scripts). */
function resolveBinary(candidates: string[]): string | undefined {
  for (const c of candidates) {
    if (!existsSync(c)) continue;
    const real = realpathSync(c);
    if (isElf(real)) return real;
  }
  return undefined;
}

/** True when any user may reach and run `file`, as the boxes' unprivileged uids must (bwrap.ts). */
function othersMayRun(file: string): boolean {
  try {
    if ((statSync(file).mode & 0o005) !== 0o005) return false;
    for (let d = dirname(file); ; d = dirname(d)) {
      if ((statSync(d).mode & 0o001) === 0) return false;
      if (d === dirname(d)) return true;
    }
  } catch {
    return false;
  }
}

/** Where a tool of this name could be, in the folders of `toolPath` (JudgeConfig.toolPath). */
type OnPath = (name: string) => string[];
const searchIn =
  (toolPath: string): OnPath =>
  (name) =>
    toolPath
      .split(':')
      .filter(Boolean)
      .map((d) => join(d, name));

/**
 * Folders that must be shown in the boxes for a binary living there: the boxes see /usr but not
 * /usr/local (bwrap.ts), so a toolchain outside /usr, or in /usr/local, brings its own folder.
 */
function bindsFor(real: string, levels: number): string[] {
  if (real.startsWith('/usr/') && !real.startsWith('/usr/local/')) return [];
  let d = real;
  for (let i = 0; i < levels; i++) d = dirname(d);
  return [d];
}

const missing = (id: Language, reason: string): Toolchain => ({
  id,
  name: LANGUAGE_LABELS[id],
  version: '',
  available: false,
  reason,
  binds: [],
  run: () => ({ argv: [], env: {} }),
  cacheSalt: '',
});

async function detectJavascript(onPath: OnPath): Promise<Toolchain> {
  // The Node running the judge first: learners' JavaScript runs under the same (supported) Node as
  // the server, which scripts/ensure.mjs may have fetched (docs/decisions/023-supported-node.md).
  const own = othersMayRun(process.execPath) ? [process.execPath] : [];
  const node = resolveBinary([
    ...own,
    '/usr/bin/node',
    '/usr/local/bin/node',
    process.execPath,
    ...onPath('node'),
  ]);
  if (!node) return missing('javascript', 'node not found');
  const version = (await sh(node, ['--version'])).trim().replace(/^v/, '');
  return {
    id: 'javascript',
    name: LANGUAGE_LABELS.javascript,
    version: `Node.js ${version}`,
    available: version !== '',
    binds: bindsFor(node, 2),
    run: ({ memoryMb, stackMb }) => {
      // V8's --stack-size (KiB) must stay below the real stack, which the launcher raises.
      // 64 MiB holds 10^5+ frames; more only makes an endless recursion slower to fail.
      const mb = Math.min(stackMb, 64);
      return {
        argv: [
          node,
          `--max-old-space-size=${memoryMb}`,
          `--stack-size=${Math.floor(mb * 1024 * 0.9)}`,
          'main.cjs',
        ],
        env: BASE_ENV,
        stackBytes: (mb + 16) * 1024 * 1024,
      };
    },
    cacheSalt: node + version,
  };
}

async function detectPython(onPath: OnPath): Promise<Toolchain> {
  const versions = ['3.14', '3.13', '3.12', '3.11', '3.10', '3.9', '3.8'];
  const pyenv = join(homedir(), '.pyenv/versions');
  const pyenvBins = existsSync(pyenv)
    ? readdirSync(pyenv).flatMap((v) => versions.map((x) => join(pyenv, v, 'bin', `python${x}`)))
    : [];
  const py = resolveBinary([
    ...versions.map((v) => `/usr/bin/python${v}`),
    ...versions.map((v) => `/usr/local/bin/python${v}`),
    ...pyenvBins,
    ...onPath('python3'),
  ]);
  if (!py) return missing('python', 'no Python 3 interpreter found');
  const version = (await sh(py, ['-I', '-S', '-c', 'import sys; print(sys.version.split()[0])'])).trim();
  return {
    id: 'python',
    name: LANGUAGE_LABELS.python,
    version: `Python ${version}`,
    available: /^3\./.test(version),
    binds: bindsFor(py, 2),
    // -I: no user site, no environment; -S: no site import (saves ~10 ms per start).
    run: () => ({ argv: [py, '-I', '-S', '-B', 'main.py'], env: BASE_ENV }),
    cacheSalt: py + version,
  };
}

async function detectJava(onPath: OnPath): Promise<Toolchain> {
  const javac = resolveBinary(onPath('javac'));
  if (!javac) return missing('java', 'javac not found (install a JDK, e.g. openjdk-17-jdk-headless)');
  const home = dirname(dirname(javac));
  const java = join(home, 'bin/java');
  if (!isElf(java)) return missing('java', `no java next to ${javac}`);
  const out = await sh(java, ['-version']);
  const version = /version "([^"]+)"/.exec(out)?.[1] ?? '';
  const major = version.split('.')[0] ?? '';
  const binds = bindsFor(java, 3);
  const etc = `/etc/java-${major}-openjdk`;
  if (existsSync(etc)) binds.push(etc);
  const jvmFlags = ['-XX:+UseSerialGC', '-XX:-UsePerfData', '-Xshare:auto'];
  return {
    id: 'java',
    name: LANGUAGE_LABELS.java,
    version: `Java ${version}`,
    available: version !== '',
    binds,
    compile: () => ({
      argv: [
        javac,
        ...[
          '-J-XX:TieredStopAtLevel=1',
          '-J-XX:+UseSerialGC',
          '-J-XX:-UsePerfData',
          '-J-Xmx512m',
          '-J-Xshare:auto',
        ],
        ...['-encoding', 'UTF-8', '-nowarn', '-Xlint:none', '-d', 'out', 'Main.java', 'Solution.java'],
      ],
      env: BASE_ENV,
    }),
    run: ({ memoryMb, stackMb }) => ({
      // The solution runs in a thread with this stack: 32 MiB holds 10^5 frames of a tree walk
      // with four arguments even interpreted (16 MiB did too). Not more: unwinding a
      // StackOverflowError through compiled frames costs the JVM native memory in proportion
      // (~120-220 MB at 32 MiB, 350-480 MB at 64 MiB on JDK 17), which at 64 MiB reached the
      // box's memory limit and turned infinite recursion into memory_limit_exceeded.
      argv: [
        java,
        `-Xmx${memoryMb}m`,
        '-Xss8m',
        ...jvmFlags,
        '-cp',
        'out',
        'Main',
        String(Math.min(stackMb, 32)),
      ],
      env: BASE_ENV,
    }),
    cacheSalt: javac + version,
  };
}

async function detectGcc(id: 'cpp' | 'c', onPath: OnPath): Promise<Toolchain> {
  const name = id === 'cpp' ? 'g++' : 'gcc';
  const cc = resolveBinary(onPath(name));
  if (!cc) return missing(id, `${name} not found`);
  const version = (await sh(cc, ['-dumpfullversion'])).trim();
  const flags = id === 'cpp' ? ['-std=c++17', '-O2'] : ['-std=gnu11', '-O2'];
  // C++: the learner's translation unit, linked with the harness compiled once per signature.
  const inputs = id === 'cpp' ? ['unit.cpp', `obj/${CPP_HARNESS_OBJECT}`] : ['main.c'];
  const common = (pchDir: string | undefined) => [
    cc,
    ...flags,
    '-pipe',
    '-fdiagnostics-color=never',
    '-fmax-errors=50',
    ...(pchDir ? ['-I', pchDir] : []),
  ];
  return {
    id,
    name: LANGUAGE_LABELS[id],
    version: `${id === 'cpp' ? 'g++' : 'gcc'} ${version} (${id === 'cpp' ? 'C++17' : 'C11'})`,
    available: version !== '',
    binds: bindsFor(cc, 2),
    compile: (pchDir) => ({
      argv: [...common(pchDir), '-o', 'out/main', ...inputs, '-lm', '-lpthread'],
      env: BASE_ENV,
    }),
    ...(id === 'cpp'
      ? {
          compileObject: (pchDir: string | undefined) => ({
            argv: [...common(pchDir), '-c', '-o', `obj/${CPP_HARNESS_OBJECT}`, 'harness.cpp'],
            env: BASE_ENV,
          }),
        }
      : {}),
    run: ({ stackMb }) => ({ argv: ['out/main', String(stackMb)], env: BASE_ENV }),
    cacheSalt: `${cc} ${version} ${flags.join(' ')}`,
  };
}

async function detectCsharp(onPath: OnPath): Promise<Toolchain> {
  const mono = resolveBinary(['/usr/bin/mono', ...onPath('mono')]);
  if (!mono) return missing('csharp', 'mono not found (apt-get install mono-mcs)');
  const mcs = ['/usr/lib/mono/4.5/mcs.exe', join(dirname(dirname(mono)), 'lib/mono/4.5/mcs.exe')].find(
    existsSync,
  );
  if (!mcs) return missing('csharp', 'the mcs compiler (mcs.exe) was not found (apt-get install mono-mcs)');
  const version = /version (\S+)/.exec(await sh(mono, ['--version']))?.[1] ?? '';
  const binds = bindsFor(mono, 2);
  if (existsSync('/etc/mono')) binds.push('/etc/mono');
  return {
    id: 'csharp',
    name: LANGUAGE_LABELS.csharp,
    version: `Mono ${version} (mcs)`,
    available: version !== '',
    binds,
    compile: () => ({
      argv: [mono, mcs, '-debug', '-optimize+', '-nologo', '-out:out/main.exe', 'solution.cs', 'harness.cs'],
      env: { ...BASE_ENV, MONO_GC_PARAMS: 'max-heap-size=1g' },
    }),
    run: ({ memoryMb, stackMb }) => ({
      // Mono unwinds a stack overflow frame by frame: a 32 MiB stack (10^5+ frames) keeps it quick.
      argv: [mono, '--debug', 'out/main.exe', String(Math.min(stackMb, 32))],
      env: { ...BASE_ENV, MONO_GC_PARAMS: `max-heap-size=${memoryMb}m` },
    }),
    cacheSalt: mono + version,
  };
}

/**
 * The tests run in a thread (lang/ruby.ts) whose stacks Ruby sizes from the environment: 32 MiB
 * of VM stack holds ~300,000 plain Ruby frames (10^5-deep recursion needs ~11 MiB), 256 MiB of
 * machine stack the C frames of recursion through blocks (`each`, ~2 KiB a level). Fixed, not
 * from the problem's memory limit, so one interpreter started ahead serves every problem.
 */
const RUBY_STACKS = {
  RUBY_THREAD_VM_STACK_SIZE: String(32 * 1024 * 1024),
  RUBY_THREAD_MACHINE_STACK_SIZE: String(256 * 1024 * 1024),
};

async function detectRuby(onPath: OnPath): Promise<Toolchain> {
  const ruby = resolveBinary(['/usr/bin/ruby', '/usr/local/bin/ruby', ...onPath('ruby')]);
  if (!ruby) return missing('ruby', 'ruby not found (apt-get install ruby)');
  const version = (await sh(ruby, ['--disable=all', '-e', 'print RUBY_VERSION'])).trim();
  return {
    id: 'ruby',
    name: LANGUAGE_LABELS.ruby,
    version: `Ruby ${version}`,
    // The harness and LeetCode's Ruby (endless methods) need Ruby 3.
    available: /^[3-9]\./.test(version),
    ...(/^[3-9]\./.test(version) ? {} : { reason: `Ruby ${version || '?'} is older than 3.0` }),
    binds: bindsFor(ruby, 2),
    // --disable=all: no RubyGems, did_you_mean or error_highlight (~40 ms of start-up; JIT is off).
    run: () => ({ argv: [ruby, '--disable=all', 'main.rb'], env: { ...BASE_ENV, ...RUBY_STACKS } }),
    cacheSalt: ruby + version,
  };
}

/** The Rust harness as an rlib, compiled once per signature (lang/rust.ts, compile.ts). */
export const RUST_HARNESS_RLIB = `lib${RUST_HARNESS_CRATE}.rlib`;

/**
 * Rust: rustc from Debian (/usr/bin first: a rustup proxy elsewhere is not what a fresh host has).
 * Flags measured in docs/decisions/035-rust.md: -O (LeetCode's release build) with overflow
 * checks on (LeetCode panics on overflow), no local ThinLTO, four codegen units for two cores,
 * gold, and std linked dynamically when it is the system's (Debian ships libstd-*.so in the
 * library path): linking the 11 MB static std was a third of every compile.
 */
async function detectRust(onPath: OnPath): Promise<Toolchain> {
  const rustc = resolveBinary(['/usr/bin/rustc', ...onPath('rustc')]);
  if (!rustc) return missing('rust', 'rustc not found (apt-get install rustc)');
  const version = /rustc (\S+)/.exec(await sh(rustc, ['--version']))?.[1] ?? '';
  const sysroot = (await sh(rustc, ['--print', 'sysroot'])).trim();
  const dynamic = sysroot === '/usr';
  const gold = existsSync('/usr/bin/ld.gold');
  const flags = '--edition 2021 -O -C overflow-checks=on -C debuginfo=0 -A warnings --color=never'.split(' ');
  const link = ['-C', 'lto=off', '-C', 'codegen-units=4'];
  if (dynamic) link.push('-C', 'prefer-dynamic');
  if (gold) link.push('-C', 'link-arg=-fuse-ld=gold');
  return {
    id: 'rust',
    name: LANGUAGE_LABELS.rust,
    version: `Rust ${version} (rustc)`,
    available: version !== '',
    binds: bindsFor(rustc, 2),
    compileObject: () => ({
      argv: [
        rustc,
        ...flags,
        '--crate-type',
        'rlib',
        '--crate-name',
        RUST_HARNESS_CRATE,
        '-o',
        `obj/${RUST_HARNESS_RLIB}`,
        'harness.rs',
      ],
      env: BASE_ENV,
    }),
    compile: () => ({
      argv: [
        rustc,
        ...flags,
        ...link,
        '--extern',
        `${RUST_HARNESS_CRATE}=obj/${RUST_HARNESS_RLIB}`,
        '-o',
        'out/main',
        'main.rs',
      ],
      env: BASE_ENV,
    }),
    run: ({ stackMb }) => ({ argv: ['out/main', String(stackMb)], env: BASE_ENV }),
    cacheSalt: `${rustc} ${version} ${flags.join(' ')} ${link.join(' ')}`,
  };
}

/**
 * Go: the compiler and linker run directly on the standard library Debian's golang-go ships
 * compiled (GOROOT/pkg/<os_arch>/*.a), not through `go build`, which hashes and stats every
 * input and needs a build cache: measured 50 ms against 140 ms for Two Sum (bench/judge,
 * decision 034). No cgo (the compiler alone cannot build `import "C"`), no DWARF, no symbol
 * table (panics still name their lines: Go keeps its own line table).
 */
const GO_PROCS = Math.min(2, availableParallelism());

async function detectGo(onPath: OnPath): Promise<Toolchain> {
  const go = resolveBinary(onPath('go'));
  if (!go) return missing('go', 'go not found (apt-get install golang-go)');
  const root = dirname(dirname(go));
  const tools = join(root, 'pkg/tool/linux_amd64');
  const std = join(root, 'pkg/linux_amd64');
  if (!existsSync(join(tools, 'compile')) || !existsSync(join(std, 'runtime.a')))
    return missing(
      'go',
      `${root} has no compiled standard library for linux/amd64 (Go 1.20+ needs go build)`,
    );
  const version = /go version go(\S+)/.exec(await sh(go, ['version']))?.[1] ?? '';
  const compile = `${tools}/compile -p main -complete -nolocalimports -I obj -I ${std} -dwarf=false -buildid= -o main.o solution.go harness.go`;
  const link = `${tools}/link -L obj -L ${std} -s -w -buildid= -buildmode=exe -o out/main main.o`;
  // The harness's package cc (lang/go.ts GO_PRELUDE), once: every submission links it.
  const pkg = `${tools}/compile -p cc -complete -I ${std} -dwarf=false -pack -o obj/cc.a cc.go`;
  return {
    id: 'go',
    name: LANGUAGE_LABELS.go,
    version: `Go ${version}`,
    available: version !== '',
    binds: bindsFor(go, 3),
    compile: () => ({
      argv: ['/bin/sh', '-c', `${compile} && ${link}`],
      env: { ...BASE_ENV, GOROOT: root, GOMAXPROCS: '2', CGO_ENABLED: '0' },
    }),
    compileObject: () => ({
      argv: pkg.split(' '),
      env: { ...BASE_ENV, GOROOT: root, GOMAXPROCS: '2', CGO_ENABLED: '0' },
    }),
    run: ({ memoryMb, stackMb }) => ({
      // Two Ps where the machine has two cores (a box may use both when the other is idle): the
      // GC marks beside the program instead of taking turns with it: the same judged CPU as one
      // P, 22% less memory on an allocating program (decision 034); not more, so the
      // GC's own workers stay few on a larger machine. The soft memory limit makes the GC work
      // harder before the box's limit is met. A crash's traceback is not wanted in its output.
      argv: ['out/main', String(Math.max(32, Math.floor(stackMb / 2)))],
      env: { ...BASE_ENV, GOMAXPROCS: String(GO_PROCS), GOMEMLIMIT: `${memoryMb}MiB`, GOTRACEBACK: 'none' },
    }),
    cacheSalt: `${go} ${version} ${pkg} ${compile} ${link}`,
  };
}

/**
 * TypeScript: the npm `typescript` package the judge depends on, run by the judge's Node in a
 * compile box (lang/typescript.ts checks and emits), then the emitted JavaScript runs exactly as
 * JavaScript does (same Node, same command, same harness: a pre-started JavaScript interpreter
 * serves either). The package folder is shown read-only in the boxes.
 */
async function detectTypescript(onPath: OnPath): Promise<Toolchain> {
  const js = await detectJavascript(onPath);
  if (!js.available) return missing('typescript', `no Node to run it: ${js.reason ?? 'node not found'}`);
  let pkg: string;
  try {
    pkg = dirname(realpathSync(createRequire(import.meta.url).resolve('typescript/package.json')));
  } catch {
    return missing('typescript', 'the typescript package is not installed (npm install)');
  }
  const version = String(JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).version ?? '');
  const tsLib = join(pkg, 'lib/typescript.js');
  if (!othersMayRun(join(pkg, 'lib')) || !existsSync(tsLib))
    return missing('typescript', `${pkg} cannot be read by the boxes' users`);
  const node = js.run({ memoryMb: 64, stackMb: 64 }).argv[0] as string;
  return {
    ...js,
    id: 'typescript',
    name: LANGUAGE_LABELS.typescript,
    version: `TypeScript ${version} (${js.version})`,
    // At /judge/typescript in the boxes, not at its host path: binding /work/…/node_modules/typescript
    // there showed every box the folders above it (/work, the checkout's name).
    mounts: { [TS_BOX_DIR]: pkg },
    // The checker takes the first path that exists: the box's, or the host's when unsandboxed.
    compile: () => ({
      argv: [node, '--max-old-space-size=1024', 'check.cjs', join(TS_BOX_DIR, 'lib/typescript.js'), tsLib],
      env: BASE_ENV,
    }),
    cacheSalt: `${js.cacheSalt} typescript ${version}`,
  };
}

/** The C++ flags the precompiled header is built with; must equal the compile flags. */
export const CPP_PCH_FLAGS = ['-std=c++17', '-O2'];

export async function detectToolchains(
  o: { toolPath?: string; only?: Language[] } = {},
): Promise<Map<Language, Toolchain>> {
  const onPath = searchIn(o.toolPath ?? DEFAULT_TOOL_PATH);
  const only = o.only;
  const detectors: Partial<Record<Language, () => Promise<Toolchain>>> = {
    javascript: () => detectJavascript(onPath),
    python: () => detectPython(onPath),
    java: () => detectJava(onPath),
    cpp: () => detectGcc('cpp', onPath),
    c: () => detectGcc('c', onPath),
    csharp: () => detectCsharp(onPath),
    ruby: () => detectRuby(onPath),
    rust: () => detectRust(onPath),
    go: () => detectGo(onPath),
    typescript: () => detectTypescript(onPath),
  };
  const ids = (only ?? (Object.keys(detectors) as Language[])).filter((id) => detectors[id]);
  const found = await Promise.all(
    ids.map((id) => (detectors[id] as () => Promise<Toolchain>)().catch((e) => missing(id, String(e)))),
  );
  return new Map(found.map((t) => [t.id, t]));
}
