import { statSync } from 'node:fs';

/**
 * Who owns a judge's cgroups and uid claims, in a form another judge can check: the pid
 * namespace (its inode) and the pid in it. A judge can tell whether an owner is alive only in its
 * own pid namespace: an owner in another one (a worker started as PID 1 of a container, say) is
 * never taken for dead, so its boxes are never killed and its uids never reused.
 */
export interface Owner {
  ns: number;
  pid: number;
}

export function pidNamespace(): number {
  try {
    return statSync('/proc/self/ns/pid').ino;
  } catch {
    return 0;
  }
}

export function me(): Owner {
  return { ns: pidNamespace(), pid: process.pid };
}

/** `<ns>.<pid>`, the prefix of this judge's cgroup names and the content of its uid claims. */
export function ownerTag(o: Owner = me()): string {
  return `${o.ns}.${o.pid}`;
}

/** The owner named by a tag, or by a bare pid (judges before this format, same namespace). */
export function parseOwner(tag: string): Owner | undefined {
  const m = /^(?:(\d+)\.)?(\d+)$/.exec(tag.trim());
  if (!m) return undefined;
  return { ns: m[1] ? Number(m[1]) : pidNamespace(), pid: Number(m[2]) };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Dead for certain: in our pid namespace, and no such process. Anything else counts as alive. */
export function certainlyDead(o: Owner): boolean {
  return o.ns === pidNamespace() && o.pid !== process.pid && !alive(o.pid);
}
