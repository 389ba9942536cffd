import { createHash } from 'node:crypto';
import type { BoxProvider } from './sandbox/box.ts';
import type { Toolchain } from './toolchains.ts';

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

  static key(tc: Toolchain, sources: Record<string, string>): string {
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

export async function compileInBox(
  provider: BoxProvider,
  slot: number,
  tc: Toolchain,
  sources: Record<string, string>,
  cache: CompileCache,
  signal?: AbortSignal,
): Promise<CompileOutcome> {
  if (!tc.compile) throw new Error(`${tc.id} is not compiled`);
  // The precompiled header changes compile time only, never the program: not in the key.
  const key = CompileCache.key(tc, sources);
  const hit = cache.get(key);
  if (hit) return hit;
  const box = await provider.acquire(slot, 'compile');
  try {
    box.setLimits(COMPILE_LIMITS.memoryBytes, COMPILE_LIMITS.pids);
    for (const [name, text] of Object.entries(sources)) box.client.writeFile(name, text);
    box.client.writeFile('out/.keep', '');
    const cmd = tc.compile(box.pchDir);
    let limit: 'time' | undefined;
    const t0 = performance.now();
    const cpu0 = box.cpuUs();
    const watch = setInterval(() => {
      const cpu = box.cpuUs();
      const cpuMs = cpu !== undefined && cpu0 !== undefined ? (cpu - cpu0) / 1000 : 0;
      if (performance.now() - t0 > COMPILE_LIMITS.wallMs || cpuMs > COMPILE_LIMITS.cpuMs) {
        limit = 'time';
        box.client.kill();
      }
    }, 50);
    const onAbort = () => box.client.kill();
    signal?.addEventListener('abort', onAbort);
    const oom0 = box.oomKills();
    let exec: Awaited<ReturnType<typeof box.client.exec>>;
    try {
      exec = await box.client.exec(
        {
          argv: cmd.argv,
          env: cmd.env,
          outCap: COMPILE_LIMITS.messageBytes,
          fsizeBytes: COMPILE_LIMITS.outputBytes,
          cpuSeconds: COMPILE_LIMITS.cpuMs / 1000 + 5,
          nofile: 256,
          out: 'compile.txt',
        },
        () => {},
      );
    } finally {
      clearInterval(watch);
      signal?.removeEventListener('abort', onAbort);
    }
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
    } else if (limit === 'time') {
      message += `\nCompilation exceeded its time limit (${COMPILE_LIMITS.cpuMs / 1000} s).`;
    } else if (box.oomKills() > oom0) {
      message += `\nCompilation exceeded its memory limit (${COMPILE_LIMITS.memoryBytes >> 20} MB).`;
    } else if (exec.signal === 25) {
      message += `\nThe compiled program exceeds ${COMPILE_LIMITS.outputBytes >> 20} MB.`;
    } else if (exec.signal !== 0) {
      message += `\nThe compiler was killed by signal ${exec.signal}.`;
    }
    const outcome: CompileOutcome = { ok: false, output: message.trim() || 'Compilation failed.' };
    if (limit === undefined) cache.set(key, outcome);
    return outcome;
  } finally {
    void box.destroy();
  }
}
