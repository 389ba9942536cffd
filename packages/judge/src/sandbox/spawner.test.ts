import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLauncher, prepareWorkDir } from '../setup.ts';
import { LauncherClient } from './client.ts';
import { Spawner } from './spawner.ts';

// The spawner with the real launcher, without bubblewrap: what it forks here is the launcher
// itself (or a program that cannot start), so its plumbing is tested on its own. Every
// sandboxed test of the suite goes through it with bubblewrap.
let work: string;
let launcher: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'spawner-'));
  const built = await buildLauncher(work);
  if (!built.path) throw new Error(built.reason);
  launcher = built.path;
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

function clientOf(s: Spawner, argv: string[]) {
  const box = s.spawn('/dev/null', [], argv);
  return {
    box,
    client: box.socket.then((socket) => {
      const closed = new Promise<void>((r) => socket.once('close', () => r()));
      const gone = Promise.all([closed, box.exit]).then(([, e]) => `exited (${e.exit}) ${e.stderr.trim()}`);
      return new LauncherClient({ input: socket, output: socket, gone });
    }),
  };
}

describe('box spawner', () => {
  it('forks a launcher that talks over the socket, and reports its exit', async () => {
    const s = await Spawner.start(launcher, work);
    try {
      const dir = mkdtempSync(join(work, 'box-'));
      const { box, client } = clientOf(s, [launcher, 'serve', dir]);
      const c = await client;
      await c.ready();
      expect(await box.pid).toBeGreaterThan(1);
      const r = await c.exec({ argv: ['/bin/echo', 'hello'], env: {}, outCap: 100 }, () => {});
      expect(r.exit).toBe(0);
      expect(r.output.toString()).toBe('hello\n');
      c.close();
      expect(await box.exit).toEqual({ exit: 0, signal: 0, stderr: '' });
    } finally {
      await s.close();
    }
  });

  it('many boxes at once each get their own connection', async () => {
    const s = await Spawner.start(launcher, work);
    try {
      const boxes = Array.from({ length: 8 }, (_, i) => {
        const dir = mkdtempSync(join(work, `many-${i}-`));
        return clientOf(s, [launcher, 'serve', dir]);
      });
      const outputs = await Promise.all(
        boxes.map(async ({ client }, i) => {
          const c = await client;
          await c.ready();
          const r = await c.exec({ argv: ['/bin/echo', `box ${i}`], env: {}, outCap: 100 }, () => {});
          c.close();
          return r.output.toString();
        }),
      );
      expect(outputs).toEqual(boxes.map((_, i) => `box ${i}\n`));
    } finally {
      await s.close();
    }
  });

  it("passes on a box's own error when it cannot start", async () => {
    const s = await Spawner.start(launcher, work);
    try {
      const { box, client } = clientOf(s, ['/nonexistent/bwrap', '--x']);
      // Its exit may be reported before or after its connection is seen: either way the
      // failure carries its message.
      const failure = await client.then(
        (c) =>
          c.ready().then(
            () => 'started',
            (e: Error) => e.message,
          ),
        (e: Error) => e.message,
      );
      expect(failure).toMatch(/cannot exec \/nonexistent\/bwrap/);
      expect((await box.exit).exit).toBe(113);
      // A cgroup that cannot be joined stops the box before anything runs.
      const bad = s.spawn('/dev/null', ['/nonexistent/cgroup.procs'], [launcher, 'serve', work]);
      expect((await bad.exit).stderr).toMatch(/cannot join cgroup/);
    } finally {
      await s.close();
    }
  });

  it('refuses a connection that does not name a box it started', async () => {
    const s = await Spawner.start(launcher, work);
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
    const s = await Spawner.start(launcher, work);
    const child = (s as unknown as { child: { kill: (sig: string) => void } }).child;
    child.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
    const { client } = clientOf(s, [launcher, 'serve', work]);
    await expect(client).rejects.toThrow(/the box spawner exited/);
    await s.close();
  });
});

describe('the sandbox after its spawner dies', () => {
  it('starts a new spawner, and the next box runs', async () => {
    const { createSandbox } = await import('./factory.ts');
    // Boxes run as a slot uid, which must reach the launcher: a folder like the judge's own.
    const boxWork = prepareWorkDir(join(tmpdir(), `spawner-test-${process.pid}`));
    const built = await buildLauncher(boxWork);
    if (!built.path) throw new Error(built.reason);
    const { provider, reason } = await createSandbox({
      launcher: built.path,
      workDir: boxWork,
      slots: 1,
      toolchains: new Map(),
      pchDir: () => undefined,
    });
    if (!provider) throw new Error(reason);
    try {
      const spawner = (provider as unknown as { spawner: { child: { kill: (s: string) => void } } }).spawner;
      spawner.child.kill('SIGKILL');
      await new Promise((r) => setTimeout(r, 200));
      const box = await provider.acquire(0, 'run');
      box.setLimits(64 * 1024 * 1024, 8);
      const r = await box.client.exec({ argv: ['/bin/echo', 'again'], env: {}, outCap: 100 }, () => {});
      expect(r.output.toString()).toBe('again\n');
      await box.destroy();
      expect((provider as unknown as { spawner: unknown }).spawner).not.toBe(spawner);
    } finally {
      await provider.close();
      rmSync(boxWork, { recursive: true, force: true });
    }
  });
});
