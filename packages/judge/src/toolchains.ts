import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { LANGUAGE_LABELS, type Language } from '@codecoach/contracts';
import {
  BASE_ENV,
  bindsFor,
  CPP_HARNESS_OBJECT,
  DEFAULT_TOOL_PATH,
  isElf,
  missing,
  type OnPath,
  othersMayRun,
  resolveBinary,
  searchIn,
  sh,
  type Toolchain,
} from './toolchain-base.ts';
import { detectGo, detectRuby, detectRust, detectTypescript } from './toolchains-more.ts';

export type { Command, RunContext, Toolchain } from './toolchain-base.ts';
export { CPP_HARNESS_OBJECT, TS_BOX_DIR } from './toolchain-base.ts';
export { RUST_HARNESS_RLIB } from './toolchains-more.ts';

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
  const std = id === 'cpp' ? '-std=c++17' : '-std=gnu11';
  const built = (level: '-O2' | '-Og'): Toolchain => {
    const flags = [std, level];
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
  };
  // -Og compiles a tutor's program of variants in about three quarters of -O2's time and, unlike
  // -O0 (which leaves __OPTIMIZE__ undefined), still takes the -O2 precompiled header. The quick
  // build links the judged build's harness object, already compiled for the signature.
  const judged = built('-O2');
  const quick = built('-Og');
  return {
    ...judged,
    quick: {
      ...quick,
      ...(judged.compileObject ? { compileObject: judged.compileObject, objectSalt: judged.cacheSalt } : {}),
    },
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

/** The C++ flags the precompiled header is built with; must equal the compile flags. */
export const CPP_PCH_FLAGS = ['-std=c++17', '-O2'];

export async function detectToolchains(
  o: { toolPath?: string; only?: Language[]; workDir?: string } = {},
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
    typescript: async () => detectTypescript(await detectJavascript(onPath), o.workDir),
  };
  const ids = (only ?? (Object.keys(detectors) as Language[])).filter((id) => detectors[id]);
  const found = await Promise.all(
    ids.map((id) => (detectors[id] as () => Promise<Toolchain>)().catch((e) => missing(id, String(e)))),
  );
  return new Map(found.map((t) => [t.id, t]));
}
