import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The bookkeeping of test hosts' network namespaces (hosts.ts; docs/decisions/032-test-hosts.md):
 * everything a run makes is named after its pid (`cchost-<pid>-…`, `cchost<pid>`), so that what a
 * run that died left behind is found by the next one and removed, and a live run's is left alone.
 */

export const PREFIX = 'cchost';

export function ip(...args: string[]): string {
  return execFileSync('ip', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The pid of the run that made `name` (`cchost-<pid>-…` or `cchost<pid>`). */
function ownerOf(name: string): number | undefined {
  const m = new RegExp(`^${PREFIX}-?(\\d+)`).exec(name);
  return m ? Number(m[1]) : undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err instanceof Error && 'code' in err && err.code === 'EPERM';
  }
}

const namespaces = () =>
  ip('netns', 'list')
    .split('\n')
    .map((l) => l.split(' ')[0] ?? '')
    .filter((n) => n.startsWith(`${PREFIX}-`));

/**
 * Removes a namespace of this helper's: first what still runs in it (only the programs a run of
 * this helper started there can be in it), then the namespace, with its veths.
 */
export function removeNamespace(ns: string): void {
  for (const pid of ip('netns', 'pids', ns).split('\n').filter(Boolean)) {
    try {
      process.kill(Number(pid), 'SIGKILL');
    } catch {}
  }
  ip('netns', 'del', ns);
}

/** What a run that died without tearing down left: its namespaces, veth and PostgreSQL folders. */
export function removeLeftovers(): string[] {
  const stale = (name: string) => {
    const pid = ownerOf(name);
    return pid !== undefined && pid !== process.pid && !alive(pid);
  };
  const removed: string[] = [];
  for (const ns of namespaces().filter(stale)) {
    removeNamespace(ns);
    removed.push(ns);
  }
  for (const m of ip('-o', 'link', 'show').matchAll(/^\d+: ([^:@\s]+)/gm)) {
    const link = m[1] ?? '';
    if (link.startsWith(PREFIX) && stale(link)) {
      ip('link', 'del', link);
      removed.push(link);
    }
  }
  for (const dir of fs.readdirSync(os.tmpdir())) {
    if (dir.startsWith(`${PREFIX}-`) && stale(dir)) {
      fs.rmSync(path.join(os.tmpdir(), dir), { recursive: true, force: true });
      removed.push(dir);
    }
  }
  return removed;
}

/**
 * A /24 of 10.77.0.0/16 that no address of this machine is in (another run's operator), looked
 * for from one of this process's own (its pid's): two runs starting at once (hosts.test.ts and
 * hosts-faults.test.ts in two vitest workers) would otherwise both take the first free one.
 */
export function freeSubnet(): string {
  const used = ip('-4', '-o', 'addr', 'show');
  for (let k = 0; k < 256; k++) {
    const n = (process.pid + k) % 256;
    if (!used.includes(` 10.77.${n}.`)) return `10.77.${n}`;
  }
  throw new Error('no free /24 in 10.77.0.0/16');
}

/**
 * Fails when an interface of the machine other than `own` has an address in `net24`.0/24: another
 * run took the same /24 at the same moment, and the machine's traffic to it could go to that run's
 * hosts. Loud rather than wrong.
 */
export function checkSubnetOwn(net24: string, own: string): void {
  const others = ip('-4', '-o', 'addr', 'show', 'to', `${net24}.0/24`)
    .split('\n')
    .filter((l) => l.trim() && !new RegExp(`^\\d+: ${own}\\s`).test(l));
  if (others.length > 0)
    throw new Error(`another run took ${net24}.0/24 at the same time: ${others.join('; ')}`);
}

/** What this process's hosts left behind: namespaces, its veth, PostgreSQL folders (none after destroy). */
export function leftBehind(): string[] {
  const own = (name: string) => ownerOf(name) === process.pid;
  const link = spawnSync('ip', ['link', 'show', `${PREFIX}${process.pid}`]).status === 0;
  return [
    ...namespaces().filter(own),
    ...(link ? [`${PREFIX}${process.pid}`] : []),
    ...fs.readdirSync(os.tmpdir()).filter((d) => d.startsWith(`${PREFIX}-`) && own(d)),
  ];
}
