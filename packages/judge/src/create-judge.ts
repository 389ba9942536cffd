import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@codecoach/contracts';
import { observed } from './best-effort.ts';
import { judgeWithChecker } from './checker-box.ts';
import { COMPILE_LIMITS, CompileCache } from './compile.ts';
import { JudgeUnavailableError, judgeProgram } from './judge-program.ts';
import { CompilerStarts } from './precompile.ts';
import { PreStarts } from './prestart.ts';
import { BareProvider, type BoxProvider } from './sandbox/box.ts';
import { buildLauncher, buildPch, pchRoot, prepareWorkDir } from './setup.ts';
import { CPP_PCH_FLAGS, detectToolchains, type Toolchain } from './toolchains.ts';
import type { Judge, JudgeConfig, JudgeRequest, JudgeResult, JudgeStatus } from './types.ts';

/** Hands out slot numbers; each slot has its own uid, cgroup and scratch in the sandbox. */
class Slots {
  private free: number[];
  private waiting: Array<(slot: number) => void> = [];
  constructor(n: number) {
    this.free = Array.from({ length: n }, (_, i) => i);
  }
  acquire(): Promise<number> {
    const s = this.free.shift();
    if (s !== undefined) return Promise.resolve(s);
    return new Promise((resolve) => this.waiting.push(resolve));
  }
  release(slot: number): void {
    const w = this.waiting.shift();
    if (w) w(slot);
    else this.free.push(slot);
  }
}

export interface SandboxFactoryInput {
  config: JudgeConfig;
  launcher: string;
  workDir: string;
  slots: number;
  toolchains: Map<Language, Toolchain>;
  /** Folder of the precompiled C++ headers (boxes see it read-only). */
  pchRoot: string;
  /** The precompiled header's folder (under pchRoot) once built. */
  pchDir: () => string | undefined;
}

export type SandboxFactory = (i: SandboxFactoryInput) => Promise<{ provider?: BoxProvider; reason?: string }>;

/**
 * Detects toolchains, builds the launcher and sets up the sandbox in the background; never
 * throws for a missing toolchain or sandbox (status() says what is missing, run() refuses).
 */
export async function createJudgeWith(config: JudgeConfig, sandbox: SandboxFactory): Promise<Judge> {
  const slotsN = Math.max(1, config.slots);
  const { allowUnsandboxed } = config;
  let pchDir: string | undefined;
  const cache = new CompileCache();
  let closed = false;

  const ready = (async () => {
    const workDir = prepareWorkDir(config.workDir);
    const [toolchains, launcher] = await Promise.all([
      detectToolchains({ toolPath: config.toolPath, workDir }),
      buildLauncher(workDir),
    ]);
    const gxx = toolchains.get('cpp');
    const gxxPath = gxx?.available ? gxx.compile?.(undefined).argv[0] : undefined;
    if (gxxPath && launcher.path) {
      // Boxes made before the header exists compile without it (slower, same program).
      const building = buildPch(workDir, gxxPath, CPP_PCH_FLAGS).then((d) => {
        pchDir = d;
      });
      await Promise.race([building, new Promise((r) => setTimeout(r, 200))]);
    }
    let provider: BoxProvider | undefined;
    let mechanism = 'none';
    let reason: string | undefined = launcher.reason;
    if (launcher.path) {
      const s = await sandbox({
        config,
        launcher: launcher.path,
        workDir,
        slots: slotsN,
        toolchains,
        pchRoot: pchRoot(workDir),
        pchDir: () => pchDir,
      });
      provider = s.provider;
      reason = s.reason;
      if (provider) mechanism = provider.mechanism;
      else if (allowUnsandboxed) {
        const scratch = join(workDir, 'bare');
        mkdirSync(scratch, { recursive: true });
        provider = new BareProvider(launcher.path, scratch, () => pchDir);
        mechanism = provider.mechanism;
        console.warn(
          `\n!!! CodeCoach judge: RUNNING SUBMITTED CODE WITHOUT A SANDBOX (${reason}).\n` +
            '!!! Any submission can read and write what this server can. Development only: never\n' +
            '!!! set JUDGE_ALLOW_UNSANDBOXED=true on a machine that takes code from strangers.\n',
        );
      }
    }
    // Interpreters started ahead (prestart.ts).
    const preStarts = provider && config.preStart ? new PreStarts(provider) : undefined;
    // Compilers of the judge's own started ahead (precompile.ts: TypeScript's checker).
    const compilerStarts =
      provider && config.preStart ? new CompilerStarts(provider, COMPILE_LIMITS) : undefined;
    return { toolchains, provider, mechanism, reason, preStarts, compilerStarts };
  })();
  observed(ready);
  const slots = new Slots(slotsN);

  return {
    async run(req: JudgeRequest): Promise<JudgeResult> {
      if (closed) throw new JudgeUnavailableError('the judge is closed');
      const r = await ready;
      if (!r.provider) {
        throw new JudgeUnavailableError(
          `no sandbox: ${r.reason ?? 'unknown reason'}. Refusing to run code (JUDGE_ALLOW_UNSANDBOXED=true allows it for development only).`,
        );
      }
      const slot = await slots.acquire();
      try {
        const ctx = {
          provider: r.provider,
          toolchains: r.toolchains,
          cache,
          trace: config.trace,
          ...(r.preStarts ? { preStarts: r.preStarts } : {}),
          ...(r.compilerStarts ? { compilerStarts: r.compilerStarts } : {}),
        };
        return req.checker === 'custom'
          ? await judgeWithChecker(ctx, req, slot)
          : await judgeProgram(ctx, req, slot);
      } catch (e) {
        if (e instanceof JudgeUnavailableError || (e as Error).name === 'AbortError') throw e;
        // The judge's own failure (a box that would not start, a launcher that died): never
        // the learner's verdict. The queue retries internal_error.
        return {
          verdict: 'internal_error',
          runtimeMs: 0,
          memoryMb: 0,
          testsPassed: 0,
          totalTests: req.tests.length,
          tests: [],
          error: { type: 'JudgeError', message: (e as Error).message },
          sandboxed: r.provider.sandboxed,
        };
      } finally {
        slots.release(slot);
      }
    },
    async status(): Promise<JudgeStatus> {
      const r = await ready;
      return {
        sandbox: {
          ok: r.provider?.sandboxed === true,
          mechanism: r.mechanism,
          ...(r.provider?.sandboxed ? {} : { reason: r.reason ?? 'unknown' }),
        },
        languages: LANGUAGES.map((id) => {
          const t = r.toolchains.get(id);
          return {
            id,
            name: t?.name ?? id,
            version: t?.version ?? '',
            available: t?.available === true,
            ...(t?.available ? {} : { reason: t?.reason ?? 'not supported yet' }),
          };
        }),
      };
    },
    async close(): Promise<void> {
      closed = true;
      const r = await ready.catch(() => undefined);
      await r?.preStarts?.close();
      await r?.compilerStarts?.close();
      await r?.provider?.close();
    },
  };
}
