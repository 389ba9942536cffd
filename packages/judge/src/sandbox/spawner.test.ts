import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLauncher, pchRoot, prepareWorkDir } from '../setup.ts';
import { bwrapArgs } from './bwrap.ts';
import { type Cgroup, type CgroupDriver, detectCgroups } from './cgroup.ts';
import { LauncherClient } from './client.ts';
import { ownerTag } from './owner.ts';
import { seccompProgram } from './seccomp.ts';
import { type BoxCreds, Spawner } from './spawner.ts';
import { claimUids, uidLockDir } from './uids.ts';

// The spawner and a slot's box factory (bubblewrap running the launcher as a factory), with
// their plumbing tested on their own: a box is forked by the factory, put in its cgroups by the
// spawner before it starts, and connected to this process. Needs root, as the whole suite.
let work: string;
let launcher: string;
let seccomp: string;
let cgroups: CgroupDriver;
let creds: BoxCreds;
let releaseUids: () => void;
const made: Cgroup[] = [];
let counter = 0;

beforeAll(async () => {
  // Boxes run as a slot uid, which must reach the launcher: a folder like the judge's own.
  work = prepareWorkDir(join(tmpdir(), `spawner-test-${process.pid}`));
  const built = await buildLauncher(work);
  if (!built.path) throw new Error(built.reason);
  launcher = built.path;
  seccomp = join(work, 'seccomp.bpf');
  writeFileSync(seccomp, seccompProgram());
  const detected = detectCgroups();
  if (!detected.driver) throw new Error(detected.reason);
  cgroups = detected.driver;
  const uids = claimUids(uidLockDir(work), 61000, 1);
  releaseUids = uids.release;
  creds = { uid: uids.base, gid: uids.base, bounding: process.getuid?.() === 0 };
});
afterAll(async () => {
  await Promise.all(made.map((c) => c.remove()));
  releaseUids?.();
  rmSync(work, { recursive: true, force: true });
});

function factoryArgv(): string[] {
  return [
    '/usr/bin/bwrap',
    ...bwrapArgs({ binds: [], launcher, scratchBytes: 16 << 20, pchRoot: pchRoot(work) }),
  ];
}

async function startSpawner(): Promise<Spawner> {
  const s = await Spawner.start(launcher, work);
  s.defineFactory(0, seccomp, factoryArgv(), creds);
  return s;
}

/** Running: neither gone nor a zombie waiting for init to reap it. */
function alive(pid: number): boolean {
  try {
    return !/^Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '');
  } catch {
    return false;
  }
}

function parentOf(pid: number): number {
  return Number(/^PPid:\s+(\d+)$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
}

async function newCgroup(): Promise<Cgroup> {
  const cg = await cgroups.create(`${ownerTag()}-spawner-test-${counter++}`);
  made.push(cg);
  return cg;
}

async function clientOf(s: Spawner, procs?: string[]) {
  const cgroupProcs = procs ?? (await newCgroup()).procsFiles;
  const box = s.spawn(0, cgroupProcs);
  const client = box.socket.then((socket) => {
    const closed = new Promise<void>((r) => socket.once('close', () => r()));
    const gone = Promise.all([closed, box.exit]).then(([, e]) => `exited (${e.exit}) ${e.stderr.trim()}`);
    return new LauncherClient({ input: socket, output: socket, gone });
  });
  client.catch(() => {}); // a test that expects a failure awaits box.socket
  return { box, client };
}

describe('box spawner and factory', () => {
  it('a box is in its cgroups before it starts, talks over its socket, and its end is reported', async () => {
    const s = await startSpawner();
    try {
      const cg = await newCgroup();
      const { box, client } = await clientOf(s, cg.procsFiles);
      const c = await client;
      await c.ready();
      const pid = await box.pid;
      expect(pid).toBeGreaterThan(1);
      for (const f of cg.procsFiles) expect(readFileSync(f, 'utf8').split('\n')).toContain(String(pid));
      const r = await c.exec({ argv: ['/bin/cat', '/proc/self/cgroup'], env: {}, outCap: 4000 }, {});
      expect(r.exit).toBe(0);
      // Its own cgroup namespace: no host cgroup names inside.
      expect(r.output.toString()).not.toContain('codecoach');
      const factoryPid = parentOf(pid);
      c.close();
      expect(await box.exit).toEqual({ exit: 0, signal: 0, stderr: '' });
      // The factory (the box's parent) ends with the spawner.
      expect(readFileSync(`/proc/${factoryPid}/cmdline`, 'latin1').split('\0').slice(0, 2)).toEqual([
        '/judge/launcher',
        'factory',
      ]);
      await s.close();
      for (let i = 0; i < 40 && alive(factoryPid); i++) await new Promise((r) => setTimeout(r, 25));
      expect(alive(factoryPid)).toBe(false);
    } finally {
      await s.close();
    }
  });

  it('many boxes at once each get their own connection', async () => {
    const s = await startSpawner();
    try {
      const boxes = await Promise.all(Array.from({ length: 8 }, () => clientOf(s)));
      const outputs = await Promise.all(
        boxes.map(async ({ client }, i) => {
          const c = await client;
          await c.ready();
          const r = await c.exec({ argv: ['/bin/echo', `box ${i}`], env: {}, outCap: 100 }, {});
          c.close();
          return r.output.toString();
        }),
      );
      expect(outputs).toEqual(boxes.map((_, i) => `box ${i}\n`));
    } finally {
      await s.close();
    }
  });

  it('a cgroup that cannot be joined stops the box before anything runs', async () => {
    const s = await startSpawner();
    try {
      const bad = s.spawn(0, ['/nonexistent/cgroup.procs']);
      await expect(bad.socket).rejects.toThrow(/cannot join cgroup \/nonexistent\/cgroup.procs/);
      // The factory goes on making boxes.
      const { client } = await clientOf(s);
      const c = await client;
      await c.ready();
      c.close();
    } finally {
      await s.close();
    }
  });

  it("passes on the factory's own error when it cannot start", async () => {
    const s = await Spawner.start(launcher, work);
    try {
      s.defineFactory(0, seccomp, ['/nonexistent/bwrap', '--x'], creds);
      const { box } = await clientOf(s);
      await expect(box.socket).rejects.toThrow(/cannot exec \/nonexistent\/bwrap/);
    } finally {
      await s.close();
    }
  });

  it('a factory that hangs up its channel ends its boxes with what it last said', async () => {
    // It says why, then closes its channel while it lives on. (A factory that dies before the
    // spawner hands it its first box takes another path to the same message, spawner.c's
    // make_box: that race is not made certain here.)
    const s = await Spawner.start(launcher, work);
    try {
      const quit = 'echo "out of descriptors" >&2; exec 0<&- 1>&-; sleep 3';
      s.defineFactory(0, seccomp, ['/bin/sh', '-c', quit], creds);
      const first = await clientOf(s);
      await expect(first.box.socket).rejects.toThrow(/the box factory exited: out of descriptors/);
      // The next box starts it again, and ends the same way.
      const { box } = await clientOf(s);
      await expect(box.socket).rejects.toThrow(/the box factory exited: out of descriptors/);
    } finally {
      await s.close();
    }
  });

  it('a factory that died is started again at the next box', async () => {
    const s = await startSpawner();
    try {
      const first = await clientOf(s);
      const c = await first.client;
      await c.ready();
      // Kill the factory (the parent of the box's pid 1): its box dies with it.
      const factoryPid = parentOf(await first.box.pid);
      expect(readFileSync(`/proc/${factoryPid}/cmdline`, 'latin1')).toContain('factory');
      process.kill(factoryPid, 'SIGKILL');
      expect((await first.box.exit).exit).not.toBe(0);
      const next = await clientOf(s);
      const c2 = await next.client;
      await c2.ready();
      const r = await c2.exec({ argv: ['/bin/echo', 'again'], env: {}, outCap: 100 }, {});
      expect(r.output.toString()).toBe('again\n');
      c2.close();
    } finally {
      await s.close();
    }
  });

  it('refuses a connection that does not name a box it started', async () => {
    const s = await startSpawner();
    try {
      const path = (s as unknown as { dir: string }).dir;
      const sock = connect(join(path, 'boxes.sock'));
      sock.write('B 999\nREADY\n');
      await new Promise<void>((r) => sock.once('close', () => r()));
      expect(sock.destroyed).toBe(true);
    } finally {
      await s.close();
    }
  });

  it('fails pending and later boxes clearly when the spawner dies', async () => {
    const s = await startSpawner();
    const child = (s as unknown as { child: { kill: (sig: string) => void } }).child;
    child.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
    const { client } = await clientOf(s);
    await expect(client).rejects.toThrow(/the box spawner exited/);
    await s.close();
  });
});

describe('the sandbox after its spawner dies', () => {
  it('starts a new spawner, and the next box runs', async () => {
    const { createSandbox } = await import('./factory.ts');
    const { DEFAULT_JUDGE_CONFIG } = await import('../types.ts');
    const { provider, reason } = await createSandbox({
      config: { ...DEFAULT_JUDGE_CONFIG, slots: 1 },
      launcher,
      workDir: work,
      slots: 1,
      toolchains: new Map(),
      pchRoot: pchRoot(work),
      pchDir: () => undefined,
    });
    if (!provider) throw new Error(reason);
    try {
      const spawner = (provider as unknown as { spawner: { child: { kill: (s: string) => void } } }).spawner;
      spawner.child.kill('SIGKILL');
      await new Promise((r) => setTimeout(r, 200));
      const box = await provider.acquire(0, 'run');
      box.setLimits(64 * 1024 * 1024, 8);
      const r = await box.client.exec({ argv: ['/bin/echo', 'again'], env: {}, outCap: 100 }, {});
      expect(r.output.toString()).toBe('again\n');
      await box.destroy();
      expect((provider as unknown as { spawner: unknown }).spawner).not.toBe(spawner);
    } finally {
      await provider.close();
    }
  });
});
