import { cpSync, existsSync, lstatSync, readFileSync, realpathSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { LANGUAGE_LABELS } from '@codecoach/contracts';
import { RUST_HARNESS_CRATE } from './lang/rust.ts';
import {
  BASE_ENV,
  bindsFor,
  missing,
  type OnPath,
  othersMayRun,
  resolveBinary,
  sh,
  type Toolchain,
  TS_BOX_DIR,
} from './toolchain-base.ts';

/**
 * The toolchains issue 29 added beside the first six: Ruby, Rust, Go and TypeScript (decisions
 * 034-037). Each detector finds the real binary and says why a language is unavailable.
 */
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

export async function detectRuby(onPath: OnPath): Promise<Toolchain> {
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
export async function detectRust(onPath: OnPath): Promise<Toolchain> {
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

export async function detectGo(onPath: OnPath): Promise<Toolchain> {
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
export async function detectTypescript(js: Toolchain, workDir?: string): Promise<Toolchain> {
  if (!js.available) return missing('typescript', `no Node to run it: ${js.reason ?? 'node not found'}`);
  let installed: string;
  try {
    installed = dirname(realpathSync(createRequire(import.meta.url).resolve('typescript/package.json')));
  } catch {
    return missing('typescript', 'the typescript package is not installed (npm install)');
  }
  const version = String(JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).version ?? '');
  const pkg = othersMayRun(join(installed, 'lib')) ? installed : readableCopy(installed, version, workDir);
  const tsLib = join(pkg, 'lib/typescript.js');
  if (!othersMayRun(join(pkg, 'lib')) || !existsSync(tsLib))
    return missing('typescript', `${installed} cannot be read by the boxes' users`);
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

/**
 * The typescript package where the boxes' users can reach it: a checkout in a folder only its
 * owner may enter (a CI's private temporary folder) hides node_modules from them, so the package is
 * copied once per version into the judge's own folder (setup.ts: ours, 0755), by a rename, so that
 * a judge starting beside this one never sees half a copy.
 */
function readableCopy(installed: string, version: string, workDir: string | undefined): string {
  if (!workDir) return installed;
  const copy = join(workDir, `typescript-${version}`);
  const st = existsSync(copy) ? lstatSync(copy) : undefined;
  if (st?.isDirectory() && st.uid === process.getuid?.()) return copy;
  const tmp = `${copy}.${process.pid}.tmp`;
  try {
    rmSync(tmp, { recursive: true, force: true });
    cpSync(installed, tmp, { recursive: true });
    renameSync(tmp, copy);
  } catch {
    rmSync(tmp, { recursive: true, force: true });
  }
  return existsSync(copy) ? copy : installed;
}
