import { describe, expect, it } from 'vitest';
import { ALLOWED, archTable, REFUSED, SELF_ONLY, seccompProgram } from './seccomp.ts';

/** Runs the classic-BPF program the way the kernel does for one system call. */
function evaluate(prog: Buffer, data: { nr: number; arch: number; args?: number[] }): number {
  const word = (off: number) => {
    if (off === 0) return data.nr;
    if (off === 4) return data.arch;
    const i = Math.floor((off - 16) / 8);
    const v = data.args?.[i] ?? 0;
    // Low word first (little-endian), then the high word of the 64-bit argument.
    return (off - 16) % 8 === 0 ? v % 2 ** 32 : Math.floor(v / 2 ** 32);
  };
  let acc = 0;
  let steps = 0;
  for (let pc = 0; pc < prog.length / 8; ) {
    if (++steps > 64) throw new Error('too many steps for one system call');
    const code = prog.readUInt16LE(pc * 8);
    const jt = prog.readUInt8(pc * 8 + 2);
    const jf = prog.readUInt8(pc * 8 + 3);
    const k = prog.readUInt32LE(pc * 8 + 4);
    if (code === 0x20) acc = word(k) >>> 0;
    else if (code === 0x06) return k;
    else if (code === 0x15) pc += acc === k ? jt : jf;
    else if (code === 0x35) pc += acc >= k ? jt : jf;
    else if (code === 0x05) pc += k;
    else throw new Error(`unexpected opcode ${code}`);
    pc++;
  }
  throw new Error('fell off the end');
}

const ALLOW = 0x7fff0000;
const LOG = 0x7ffc0000;
const KILL = 0x80000000;
const EPERM = 0x00050001;
const ENOSYS = 0x00050026;
const EAFNOSUPPORT = 0x00050061;

for (const arch of ['x64', 'arm64']) {
  describe(`generated seccomp filter (${arch})`, () => {
    const prog = seccompProgram(arch);
    const t = archTable(arch);
    const audit = t?.audit ?? 0;
    const nr = (name: string) => t?.numbers[name] ?? -1;
    const known = new Set(Object.values(t?.numbers ?? {}));

    it('allows every listed call, and only those', () => {
      for (const name of ALLOWED) {
        if (nr(name) < 0) continue;
        expect(evaluate(prog, { nr: nr(name), arch: audit }), name).toBe(ALLOW);
      }
      // Everything else is refused with ENOSYS, up to the highest number of any table.
      for (let n = 0; n < 600; n++) {
        if (known.has(n)) continue;
        expect(evaluate(prog, { nr: n, arch: audit }), String(n)).toBe(ENOSYS);
      }
    });
    it('refuses the escape-prone interfaces with EPERM', () => {
      for (const name of REFUSED) {
        if (nr(name) < 0) continue;
        expect(evaluate(prog, { nr: nr(name), arch: audit }), name).toBe(EPERM);
      }
      expect(REFUSED).toEqual(
        expect.arrayContaining(['io_uring_setup', 'bpf', 'ptrace', 'unshare', 'mount', 'keyctl']),
      );
    });
    it('lets prlimit64 act on the caller only', () => {
      for (const name of SELF_ONLY) {
        expect(evaluate(prog, { nr: nr(name), arch: audit, args: [0] }), name).toBe(ALLOW);
        expect(evaluate(prog, { nr: nr(name), arch: audit, args: [1] }), name).toBe(EPERM);
        // A pid hidden in the high word is still not 0.
        expect(evaluate(prog, { nr: nr(name), arch: audit, args: [2 ** 32] }), name).toBe(EPERM);
      }
    });
    it('lets sockets be local or IP only', () => {
      for (const call of ['socket', 'socketpair']) {
        for (const fam of [1, 2, 10])
          expect(evaluate(prog, { nr: nr(call), arch: audit, args: [fam] })).toBe(ALLOW);
        for (const fam of [16, 17, 40, 38])
          expect(evaluate(prog, { nr: nr(call), arch: audit, args: [fam] })).toBe(EAFNOSUPPORT);
      }
    });
    it('kills another architecture', () => {
      expect(evaluate(prog, { nr: 20, arch: 0x40000003 })).toBe(KILL);
    });
    it('logs instead of refusing an unlisted call when measuring', () => {
      const measuring = seccompProgram(arch, { unknown: 'log' });
      expect(evaluate(measuring, { nr: 599, arch: audit })).toBe(LOG);
      expect(evaluate(measuring, { nr: nr('bpf'), arch: audit })).toBe(EPERM);
      expect(evaluate(measuring, { nr: nr('read'), arch: audit })).toBe(ALLOW);
    });
  });
}

it('kills x32 system calls on x86_64', () => {
  expect(evaluate(seccompProgram('x64'), { nr: 0x40000000 + 1, arch: 0xc000003e })).toBe(KILL);
});
