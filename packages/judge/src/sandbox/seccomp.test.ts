import { describe, expect, it } from 'vitest';
import { archTable, seccompProgram } from './seccomp.ts';

/** Runs the classic-BPF program the way the kernel does for one system call. */
function evaluate(prog: Buffer, data: { nr: number; arch: number; arg0?: number }): number {
  const word = (off: number) =>
    off === 0 ? data.nr : off === 4 ? data.arch : off === 16 ? (data.arg0 ?? 0) : 0;
  let acc = 0;
  for (let pc = 0; pc < prog.length / 8; ) {
    const code = prog.readUInt16LE(pc * 8);
    const jt = prog.readUInt8(pc * 8 + 2);
    const jf = prog.readUInt8(pc * 8 + 3);
    const k = prog.readUInt32LE(pc * 8 + 4);
    if (code === 0x20) acc = word(k) >>> 0;
    else if (code === 0x06) return k;
    else if (code === 0x15) pc += acc === k ? jt : jf;
    else if (code === 0x35) pc += acc >= k ? jt : jf;
    else throw new Error(`unexpected opcode ${code}`);
    pc++;
  }
  throw new Error('fell off the end');
}

const ALLOW = 0x7fff0000;
const KILL = 0x80000000;
const EPERM = 0x00050001;
const EAFNOSUPPORT = 0x00050061;

describe('generated seccomp filter (x86_64)', () => {
  const prog = seccompProgram('x64');
  const t = archTable('x64');
  const arch = t?.audit ?? 0;

  it('allows ordinary system calls', () => {
    for (const nr of [0, 1, 2, 9, 56, 57, 59, 60, 231, 435]) expect(evaluate(prog, { nr, arch })).toBe(ALLOW);
  });
  it('denies the escape-prone interfaces with EPERM', () => {
    for (const name of [
      'io_uring_setup',
      'bpf',
      'perf_event_open',
      'keyctl',
      'userfaultfd',
      'ptrace',
      'unshare',
      'mount',
    ]) {
      expect(evaluate(prog, { nr: t?.blocked[name] ?? -1, arch }), name).toBe(EPERM);
    }
  });
  it('kills 32-bit and x32 system calls', () => {
    expect(evaluate(prog, { nr: 20, arch: 0x40000003 })).toBe(KILL);
    expect(evaluate(prog, { nr: 0x40000000 + 1, arch })).toBe(KILL);
  });
  it('lets sockets be local or IP only', () => {
    for (const fam of [1, 2, 10]) expect(evaluate(prog, { nr: 41, arch, arg0: fam })).toBe(ALLOW);
    for (const fam of [16, 17, 40, 38])
      expect(evaluate(prog, { nr: 41, arch, arg0: fam })).toBe(EAFNOSUPPORT);
    expect(evaluate(prog, { nr: 53, arch, arg0: 1 })).toBe(ALLOW);
    expect(evaluate(prog, { nr: 53, arch, arg0: 16 })).toBe(EAFNOSUPPORT);
  });
  it('has a table for arm64 too', () => {
    const arm = seccompProgram('arm64');
    const a = archTable('arm64');
    expect(evaluate(arm, { nr: a?.blocked.bpf ?? -1, arch: a?.audit ?? 0 })).toBe(EPERM);
    expect(evaluate(arm, { nr: 63, arch: a?.audit ?? 0 })).toBe(ALLOW);
  });
});
