import { createHash } from 'node:crypto';
import type { StartedCompiler } from './precompile.ts';
import type { Box, BoxProvider } from './sandbox/box.ts';
import type { ExecOutcome } from './sandbox/client.ts';
import type { Command, Toolchain } from './toolchains.ts';

export const COMPILE_LIMITS = {
  cpuMs: 20_000,
  wallMs: 40_000,
  memoryBytes: 1536 * 1024 * 1024,
  pids: 64,
  /** Largest compiled program accepted (an "oversized binary" is a compilation error). */
  outputBytes: 64 * 1024 * 1024,
  messageBytes: 64 * 1024,
};

export type CompileOutcome = { ok: true; files: Map<string, Buffer> } | { ok: false; output: string };

/** Compiled programs by hash of compiler, flags and sources, bounded in bytes (LRU). */
export class CompileCache {
  private entries = new Map<string, { outcome: CompileOutcome; bytes: number }>();
  private bytes = 0;
  constructor(private readonly maxBytes = 256 * 1024 * 1024) {}

  static key(tc: Pick<Toolchain, 'id' | 'cacheSalt'>, sources: Record<string, string>): string {
    const h = createHash('sha256').update(`${tc.id}\0${tc.cacheSalt}\0`);
    for (const [name, text] of Object.entries(sources).sort()) h.update(`${name}\0${text.length}\0${text}\0`);
    return h.digest('hex');
  }

  get(key: string): CompileOutcome | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    this.entries.delete(key);
    this.entries.set(key, e);
    return e.outcome;
  }

  set(key: string, outcome: CompileOutcome): void {
    const bytes = outcome.ok
      ? [...outcome.files.values()].reduce((s, b) => s + b.length, 0)
      : outcome.output.length;
    if (bytes > this.maxBytes / 4) return;
    this.entries.set(key, { outcome, bytes });
    this.bytes += bytes;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
    }
  }
}

/** Removes every absolute folder prefix: compiler messages must not show host paths. */
export function sanitizeCompilerOutput(text: string): string {
  return text
    .replace(/(^|[\s'"`(<:=])\/(?:[^\s:'"`()<>/]+\/)+/g, '$1')
    .replace(/\r/g, '')
    .trimEnd();
}

/** One compiler run in `box`, watched for time; its exit and messages. */
async function runCompiler(
  box: Box,
  cmd: Command,
  outName: string,
  signal?: AbortSignal,
  started?: StartedCompiler,
): Promise<{ exec: ExecOutcome; timedOut: boolean; oom: boolean }> {
  let timedOut = false;
  const t0 = performance.now();
  const cpu0 = box.cpuUs();
  const watch = setInterval(() => {
    const cpu = box.cpuUs();
    const cpuMs = cpu !== undefined && cpu0 !== undefined ? (cpu - cpu0) / 1000 : 0;
    if (performance.now() - t0 > COMPILE_LIMITS.wallMs || cpuMs > COMPILE_LIMITS.cpuMs) {
      timedOut = true;
      box.client.kill();
    }
  }, 50);
  const onAbort = () => box.client.kill();
  signal?.addEventListener('abort', onAbort);
  const oom0 = box.oomKills();
  try {
    // A compiler started ahead (precompile.ts) starts on its `go` line: its limits count from here.
    if (started) box.client.writeFile('go', '\n');
    const exec = await (started?.exec ??
      box.client.exec(
        {
          argv: cmd.argv,
          env: cmd.env,
          outCap: COMPILE_LIMITS.messageBytes,
          fsizeBytes: COMPILE_LIMITS.outputBytes,
          cpuSeconds: COMPILE_LIMITS.cpuMs / 1000 + 5,
          nofile: 256,
          out: outName,
        },
        {},
      ));
    return { exec, timedOut, oom: box.oomKills() > oom0 };
  } finally {
    clearInterval(watch);
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Compiles `sources` in a fresh box (cached by their hash). A `prebuilt` source, which depends
 * only on the signature (the C++ harness), is compiled once into an object kept in the cache
 * and linked into every later program: a new submission then compiles only the learner's code.
 */
export async function compileInBox(
  provider: BoxProvider,
  slot: number,
  tc: Toolchain,
  sources: Record<string, string>,
  cache: CompileCache,
  signal?: AbortSignal,
  prebuilt?: string,
  ahead?: { take: () => Promise<StartedCompiler | undefined>; compiler: string },
): Promise<CompileOutcome> {
  if (!tc.compile) throw new Error(`${tc.id} is not compiled`);
  // The precompiled header changes compile time only, never the program: not in the key.
  const key = CompileCache.key(tc, sources);
  const hit = cache.get(key);
  if (hit) return hit;
  const started = await ahead?.take();
  const pre = prebuilt !== undefined && tc.compileObject ? prebuilt : undefined;
  const preSource = pre !== undefined ? sources[pre] : undefined;
  const objectKey =
    preSource !== undefined
      ? `object:${CompileCache.key({ id: tc.id, cacheSalt: tc.objectSalt ?? tc.cacheSalt }, { [pre as string]: preSource })}`
      : '';
  const box = started?.box ?? (await provider.acquire(slot, 'compile'));
  try {
    if (!started) box.setLimits(COMPILE_LIMITS.memoryBytes, COMPILE_LIMITS.pids);
    for (const [name, text] of Object.entries(sources)) {
      // A compiler started ahead has its own file, and its `go` is written last, to start it.
      if (name !== pre && !(started && (name === ahead?.compiler || name === 'go')))
        box.client.writeFile(name, text);
    }
    if (!started) box.client.writeFile('out/.keep', '');
    if (preSource !== undefined && tc.compileObject) {
      const known = cache.get(objectKey);
      if (known?.ok) {
        for (const [name, data] of known.files) box.client.writeFile(`obj/${name}`, data);
      } else {
        // The first submission of this signature: the harness is compiled here, once.
        box.client.writeFile(pre as string, preSource);
        box.client.writeFile('obj/.keep', '');
        const r = await runCompiler(box, tc.compileObject(box.pchDir), 'harness-compile.txt', signal);
        if (signal?.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
        if (r.exec.exit !== 0 || r.exec.signal !== 0)
          throw new Error(
            `the judge's own harness did not compile: ${r.exec.output.toString('utf8').slice(0, 2000)}`,
          );
        cache.set(objectKey, {
          ok: true,
          files: await box.client.getFiles('obj', 10, COMPILE_LIMITS.outputBytes),
        });
      }
    }
    const { exec, timedOut, oom } = await runCompiler(
      box,
      tc.compile(box.pchDir),
      'compile.txt',
      signal,
      started,
    );
    if (signal?.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
    let message = sanitizeCompilerOutput(exec.output.toString('utf8'));
    if (exec.exit === 0 && exec.signal === 0) {
      try {
        const files = await box.client.getFiles('out', 5000, COMPILE_LIMITS.outputBytes);
        const outcome: CompileOutcome = { ok: true, files };
        cache.set(key, outcome);
        return outcome;
      } catch (e) {
        message = (e as Error).message;
      }
    } else if (timedOut) {
      message += `\nCompilation exceeded its time limit (${COMPILE_LIMITS.cpuMs / 1000} s).`;
    } else if (oom) {
      message += `\nCompilation exceeded its memory limit (${COMPILE_LIMITS.memoryBytes >> 20} MB).`;
    } else if (exec.signal === 25) {
      message += `\nThe compiled program exceeds ${COMPILE_LIMITS.outputBytes >> 20} MB.`;
    } else if (exec.signal !== 0) {
      message += `\nThe compiler was killed by signal ${exec.signal}.`;
    }
    const outcome: CompileOutcome = { ok: false, output: message.trim() || 'Compilation failed.' };
    if (!timedOut) cache.set(key, outcome);
    return outcome;
  } finally {
    void box.destroy();
  }
}
