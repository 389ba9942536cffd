/** bench/chaos: settings, a seeded random source, small helpers and the process supervisor. */

import fs from 'node:fs';
import path from 'node:path';
import type { Proc } from '../../apps/server/test/processes.ts';

export const N = Number(process.env.CHAOS_SUBMISSIONS ?? 300);
export const LEARNERS = Number(process.env.CHAOS_LEARNERS ?? 30);
export const WORKERS = Number(process.env.CHAOS_WORKERS ?? 3);
export const SEED = Number(process.env.CHAOS_SEED ?? 12);
export const KEEP_LOGS = process.env.CHAOS_KEEP_LOGS === 'true';
export const KILL_EVERY_S = [5, 15] as const;
export const API_KILL_AT = 0.25;
export const PG_RESTART_AT = 0.55;
/** How long to wait for the last verdicts after the last fault before calling the rest lost. */
export const DRAIN_TIMEOUT_MS = 10 * 60_000;
export const RESTART_DELAY_MS = 1000;

export const log = (m: string) => console.log(`[chaos ${new Date().toISOString().slice(11, 19)}] ${m}`);
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const rnd = (() => {
  let a = SEED * 7919;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
})();
export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.min(s.length - 1, Math.floor(s.length * p))] as number) : Number.NaN;
};
export const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export { freePort } from '../../apps/server/test/free-port.ts';

/** A process kept running: restarted RESTART_DELAY_MS after it exits, until `retire`. */
export class Supervised {
  proc: Proc | undefined;
  starts = 0;
  /** Exits nobody asked for (a crash): each one is a finding. */
  unexpectedExits = 0;
  private retired = false;
  private killing: Proc | undefined;
  constructor(
    readonly name: string,
    private readonly launch: (name: string) => Proc,
    private readonly logs: string,
  ) {}
  start(): void {
    if (this.retired) return;
    const p = this.launch(`${this.name}#${++this.starts}`);
    this.proc = p;
    void p.exited.then((how) => {
      fs.writeFileSync(path.join(this.logs, `${p.name}.log`), p.output());
      if (this.killing !== p && !this.retired) {
        this.unexpectedExits++;
        log(`${p.name} exited on its own (${how}); see ${p.name}.log`);
      }
      if (this.proc === p) this.proc = undefined;
      if (!this.retired) setTimeout(() => this.start(), RESTART_DELAY_MS);
    });
  }
  /** kill -9, then the supervisor starts it again. */
  async kill(): Promise<void> {
    const p = this.proc;
    if (!p) return;
    this.killing = p;
    await p.kill();
  }
  async retire(): Promise<void> {
    this.retired = true;
    await this.proc?.stop(20_000);
  }
}

/** LEARNERS learners registered over HTTP; their bearer tokens. */
export async function registerLearners(base: string, mode: string): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < LEARNERS; i++) {
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Chaos Learner ${i}`,
        email: `chaos-${mode}-${i}@example.com`,
        password: 'a-long-chaos-passphrase',
      }),
    });
    if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
    tokens.push(((await res.json()) as { token: string }).token);
  }
  return tokens;
}
