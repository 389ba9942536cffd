import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { observed } from '../best-effort.ts';
import { EXIT } from './codes.ts';

/** Who a slot's box factory, and so its boxes, runs as (launcher/spawner.c, drop_privileges). */
export interface BoxCreds {
  uid: number;
  gid: number;
  /** Also empty the capability bounding set (needs CAP_SETPCAP: root). */
  bounding: boolean;
}

/** How a box ended, as its factory reaped it (or why it could not start). */
export interface BoxExit {
  exit: number;
  signal: number;
  stderr: string;
}

export interface SpawnedBox {
  /** The box's launcher, connected: its fd 0 and 1. */
  socket: Promise<Socket>;
  /** Host pid of the box's pid 1 (the launcher, leader of its own session), once in its cgroups. */
  pid: Promise<number>;
  exit: Promise<BoxExit>;
}

interface Pending {
  socket: (s: Socket) => void;
  /** The box will never connect (it exited first, or the spawner died). */
  noSocket: (e: Error) => void;
  pid: (p: number) => void;
  exit: (e: BoxExit) => void;
}

/**
 * The launcher in `spawner` mode (launcher/spawner.c): a small process that starts the box
 * factories and puts each new box in its cgroups, so this process never forks on the hot path
 * (a fork of a Node process with a few hundred MB blocks its event loop 7-17 ms on this kind of
 * VM, exactly while a verdict is being written and streamed).
 * Each box's connection to this process is made by the spawner on a unix socket in a private
 * (0700) folder, introduced by id (`B <id>\n`) once the box is in its cgroups, and handed to
 * the box: nothing inside a box can reach that socket.
 */
export class Spawner {
  private next = 1;
  private readonly pending = new Map<number, Pending>();
  private buf: Buffer = Buffer.alloc(0);
  private deadReason: Error | undefined;

  private constructor(
    private readonly child: ChildProcess,
    private readonly server: Server,
    private readonly dir: string,
  ) {
    child.stdout?.on('data', (d: Buffer) => this.feed(d));
    child.stdin?.on('error', () => {});
    child.on('close', (code, sig) =>
      this.fail(
        new Error(
          code === EXIT.parentGone
            ? 'the box spawner exited: the judge process that started it was gone'
            : `the box spawner exited (${sig ?? code})`,
        ),
      ),
    );
    child.on('error', (e) => this.fail(new Error(`the box spawner failed: ${e.message}`)));
    server.on('connection', (s) => this.introduce(s));
  }

  static async start(launcher: string, workDir: string): Promise<Spawner> {
    // A unix socket path must fit in 108 bytes; the folder is private to this process.
    const base = join(workDir, 'sock');
    let dir: string;
    if (base.length < 80) {
      mkdirSync(base, { recursive: true, mode: 0o700 });
      dir = mkdtempSync(join(base, `${process.pid}-`));
    } else {
      dir = mkdtempSync(join(tmpdir(), 'cc-judge-'));
    }
    const path = join(dir, 'boxes.sock');
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
    const child = spawn(launcher, ['spawner', path, String(process.pid)], {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: {},
    });
    const spawner = new Spawner(child, server, dir);
    await new Promise<void>((resolve, reject) => {
      const onData = (d: Buffer) => {
        if (!d.toString('latin1').startsWith('READY\n')) return;
        child.stdout?.off('data', onData);
        resolve();
      };
      child.stdout?.on('data', onData);
      child.once('close', () => reject(spawner.deadReason ?? new Error('the box spawner did not start')));
    });
    return spawner;
  }

  /** Whether it has exited (every later spawn fails at once). */
  get dead(): boolean {
    return this.deadReason !== undefined;
  }

  /**
   * How to start `slot`'s box factory (launcher/factory.c): bubblewrap, given the seccomp
   * program at fd 10 and started as `creds` (the slot's uid and gid, no groups, no capabilities,
   * no_new_privs; `bounding`: empty the capability bounding set too, which needs root). The
   * spawner starts it at the slot's first box and again whenever it has died. Arguments may not
   * contain newlines.
   */
  defineFactory(slot: number, seccompFile: string, argv: string[], creds?: BoxCreds): void {
    const args = [
      seccompFile,
      ...(creds ? [`@creds ${creds.uid} ${creds.gid} ${creds.bounding ? 1 : 0}`] : []),
      '--',
      ...argv,
    ];
    if (args.some((a) => a.includes('\n'))) throw new Error('factory arguments may not contain newlines');
    if (!this.deadReason) this.child.stdin?.write(`Z ${slot} ${args.length}\n${args.join('\n')}\n`);
  }

  /**
   * A new box from `slot`'s factory, in the cgroups of `cgroupProcs` before anything runs in it
   * (its `cgroup.procs` files, and `@cpu <file>`: the CPU counter the box measures with).
   * Its launcher connects back here (`socket`).
   */
  spawn(slot: number, cgroupProcs: string[]): SpawnedBox {
    const id = this.next++;
    const pending = {} as Pending;
    const socket = new Promise<Socket>((res, rej) => {
      pending.socket = res;
      pending.noSocket = rej;
    });
    observed(socket);
    const pid = new Promise<number>((res) => {
      pending.pid = res;
    });
    const exit = new Promise<BoxExit>((res) => {
      pending.exit = res;
    });
    if (this.deadReason) {
      pending.noSocket(this.deadReason);
      pending.exit({ exit: -1, signal: 0, stderr: this.deadReason.message });
      return { socket, pid, exit };
    }
    if (cgroupProcs.some((a) => a.includes('\n'))) throw new Error('cgroup paths may not contain newlines');
    this.pending.set(id, pending);
    this.child.stdin?.write(
      `S ${id} ${slot} ${cgroupProcs.length}\n${cgroupProcs.map((c) => `${c}\n`).join('')}`,
    );
    return { socket, pid, exit };
  }

  /** A connecting box says `B <id>\n` first; the rest of what it sends is the launcher's. */
  private introduce(s: Socket): void {
    let head = Buffer.alloc(0);
    const onData = (d: Buffer) => {
      head = Buffer.concat([head, d]);
      const nl = head.indexOf(10);
      if (nl < 0) {
        if (head.length > 64) s.destroy();
        return;
      }
      s.off('data', onData);
      s.pause();
      const m = /^B (\d+)$/.exec(head.subarray(0, nl).toString('latin1'));
      const p = m ? this.pending.get(Number(m[1])) : undefined;
      if (!p) {
        s.destroy();
        return;
      }
      const rest = head.subarray(nl + 1);
      if (rest.length > 0) s.unshift(rest);
      p.socket(s);
    };
    s.on('data', onData);
    s.on('error', () => {});
  }

  private feed(d: Buffer): void {
    this.buf = this.buf.length ? Buffer.concat([this.buf, d]) : d;
    for (;;) {
      const nl = this.buf.indexOf(10);
      if (nl < 0) return;
      const parts = this.buf.subarray(0, nl).toString('latin1').split(' ');
      if (parts[0] === 'X') {
        const len = Number(parts[4]);
        if (this.buf.length < nl + 1 + len) return;
        const stderr = this.buf.subarray(nl + 1, nl + 1 + len).toString();
        this.buf = this.buf.subarray(nl + 1 + len);
        const p = this.pending.get(Number(parts[1]));
        this.pending.delete(Number(parts[1]));
        if (p) {
          // A box that never connected has failed to start.
          p.noSocket(new Error(stderr.trim() || `the box exited (${parts[2]}/${parts[3]}) before starting`));
          p.exit({ exit: Number(parts[2]), signal: Number(parts[3]), stderr });
        }
        continue;
      }
      this.buf = this.buf.subarray(nl + 1);
      if (parts[0] === 'P') this.pending.get(Number(parts[1]))?.pid(Number(parts[2]));
    }
  }

  private fail(e: Error): void {
    if (this.deadReason) return;
    this.deadReason = e;
    for (const p of this.pending.values()) {
      p.noSocket(e);
      p.exit({ exit: -1, signal: 0, stderr: e.message });
    }
    this.pending.clear();
  }

  async close(): Promise<void> {
    this.child.stdin?.end();
    if (this.child.exitCode === null && this.child.signalCode === null) {
      await new Promise((r) => {
        const t = setTimeout(() => {
          this.child.kill('SIGKILL');
          r(undefined);
        }, 1000);
        this.child.once('close', () => {
          clearTimeout(t);
          r(undefined);
        });
      });
    }
    await new Promise((r) => this.server.close(() => r(undefined)));
    rmSync(this.dir, { recursive: true, force: true });
  }
}
