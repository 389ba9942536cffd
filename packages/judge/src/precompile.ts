import type { Language } from '@codecoach/contracts';
import type { Box, BoxProvider } from './sandbox/box.ts';
import type { ExecOutcome } from './sandbox/client.ts';
import type { Toolchain } from './toolchains.ts';

/** What a compiler started ahead spends before its submission (loading, warming), at most. */
export const PRECOMPILE_WARM_CPU_S = 10;

/** A compiler of the judge's own started in a fresh compile box, blocked on its `go` fifo. */
export interface StartedCompiler {
  language: Language;
  /** Its command and file: only a submission that would run the same can use it. */
  key: string;
  box: Box;
  exec: Promise<ExecOutcome>;
  exited: () => boolean;
}

export function compilerKey(tc: Toolchain, compiler: { name: string; source: string }): string {
  const cmd = tc.compile?.(undefined);
  return JSON.stringify([tc.id, cmd?.argv, cmd?.env, compiler.name, compiler.source]);
}

/**
 * One compiler started ahead per slot, for a language whose compiler is the judge's own program
 * that waits for its submission (LanguageDef.preCompile: TypeScript's checker, which otherwise
 * spends ~0.5 s loading the compiler and the standard library's types before each check). The
 * box is as fresh and single-use as any compile box; only the judge's compiler has run in it when
 * the submission's files arrive, and its limits from then on are any compiler's (compile.ts).
 */
export class CompilerStarts {
  private readonly bySlot = new Map<number, Promise<StartedCompiler | undefined>>();
  private closed = false;

  constructor(
    private readonly provider: BoxProvider,
    private readonly limits: {
      memoryBytes: number;
      pids: number;
      cpuMs: number;
      messageBytes: number;
      outputBytes: number;
    },
  ) {}

  start(slot: number, tc: Toolchain, compiler: { name: string; source: string }): void {
    if (this.closed || !tc.compile) return;
    const old = this.bySlot.get(slot);
    this.bySlot.set(
      slot,
      this.make(slot, tc, compiler).catch(() => undefined),
    );
    if (old) void old.then((c) => c && drop(c));
  }

  /** The slot's compiler if it runs `key` and is still waiting; it is the caller's. */
  async take(slot: number, key: string): Promise<StartedCompiler | undefined> {
    const p = this.bySlot.get(slot);
    if (!p) return undefined;
    this.bySlot.delete(slot);
    const c = await p;
    if (!c) return undefined;
    if (c.key !== key || c.exited() || c.box.client.exited) {
      await drop(c);
      return undefined;
    }
    return c;
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.bySlot.values()];
    this.bySlot.clear();
    for (const c of await Promise.all(all)) if (c) await drop(c);
  }

  private async make(
    slot: number,
    tc: Toolchain,
    compiler: { name: string; source: string },
  ): Promise<StartedCompiler> {
    const box = await this.provider.acquire(slot, 'compile');
    if (this.closed) {
      await box.destroy();
      throw new Error('closed');
    }
    box.setLimits(this.limits.memoryBytes, this.limits.pids);
    box.client.writeFile(compiler.name, compiler.source);
    box.client.writeFile('out/.keep', '');
    const cmd = (tc.compile as NonNullable<Toolchain['compile']>)(undefined);
    const exec = box.client.exec(
      {
        argv: cmd.argv,
        env: cmd.env,
        outCap: this.limits.messageBytes,
        fsizeBytes: this.limits.outputBytes,
        cpuSeconds: this.limits.cpuMs / 1000 + 5 + PRECOMPILE_WARM_CPU_S,
        nofile: 256,
        out: 'compile.txt',
        fifo: 'go',
      },
      {},
    );
    let exited = false;
    const done = () => {
      exited = true;
    };
    exec.then(done, done);
    return { language: tc.id, key: compilerKey(tc, compiler), box, exec, exited: () => exited };
  }
}

/** Ends an unused compiler: it waits on its fifo, so it is killed, not asked to quit. */
function drop(c: StartedCompiler): Promise<void> {
  c.box.client.kill();
  return c.box.destroy();
}
