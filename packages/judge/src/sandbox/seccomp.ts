/**
 * Generates the classic-BPF seccomp program handed to bubblewrap (`--seccomp <fd>`): a
 * deny-list on top of the namespaces, cgroups and unprivileged uid, for the kernel interfaces
 * sandboxes have been escaped through (io_uring, bpf, perf, keyctl, userfaultfd, ptrace of a
 * parent, foreign socket families) and every 32-bit or x32 system call.
 */

const BPF_LD_W_ABS = 0x20;
const BPF_JEQ_K = 0x15;
const BPF_JGE_K = 0x35;
const BPF_RET_K = 0x06;
const RET_ALLOW = 0x7fff0000;
const RET_KILL_PROCESS = 0x80000000;
const RET_ERRNO = 0x00050000;
const EPERM = 1;
const EAFNOSUPPORT = 97;
const OFF_NR = 0;
const OFF_ARCH = 4;
const OFF_ARG0 = 16; // low 32 bits of args[0] (little-endian)

type Insn = [code: number, jt: number, jf: number, k: number];

interface ArchTable {
  audit: number;
  /** Numbers at or above this are another ABI (x32 on x86_64). */
  abiLimit?: number;
  socket: number;
  socketpair: number;
  blocked: Record<string, number>;
}

const X86_64: ArchTable = {
  audit: 0xc000003e,
  abiLimit: 0x40000000,
  socket: 41,
  socketpair: 53,
  blocked: {
    ptrace: 101,
    syslog: 103,
    personality: 135,
    pivot_root: 155,
    acct: 163,
    mount: 165,
    umount2: 166,
    swapon: 167,
    swapoff: 168,
    reboot: 169,
    init_module: 175,
    delete_module: 176,
    quotactl: 179,
    kexec_load: 246,
    add_key: 248,
    request_key: 249,
    keyctl: 250,
    unshare: 272,
    move_pages: 279,
    perf_event_open: 298,
    fanotify_init: 300,
    name_to_handle_at: 303,
    open_by_handle_at: 304,
    setns: 308,
    process_vm_readv: 310,
    process_vm_writev: 311,
    finit_module: 313,
    kexec_file_load: 320,
    bpf: 321,
    userfaultfd: 323,
    io_uring_setup: 425,
    io_uring_enter: 426,
    io_uring_register: 427,
    open_tree: 428,
    move_mount: 429,
    fsopen: 430,
    fsconfig: 431,
    fsmount: 432,
    fspick: 433,
  },
};

const AARCH64: ArchTable = {
  audit: 0xc00000b7,
  socket: 198,
  socketpair: 199,
  blocked: {
    ptrace: 117,
    syslog: 116,
    personality: 92,
    pivot_root: 41,
    acct: 89,
    mount: 40,
    umount2: 39,
    swapon: 224,
    swapoff: 225,
    reboot: 142,
    init_module: 105,
    delete_module: 106,
    quotactl: 60,
    kexec_load: 104,
    add_key: 217,
    request_key: 218,
    keyctl: 219,
    unshare: 97,
    move_pages: 239,
    perf_event_open: 241,
    fanotify_init: 262,
    name_to_handle_at: 264,
    open_by_handle_at: 265,
    setns: 268,
    process_vm_readv: 270,
    process_vm_writev: 271,
    finit_module: 273,
    kexec_file_load: 294,
    bpf: 280,
    userfaultfd: 282,
    io_uring_setup: 425,
    io_uring_enter: 426,
    io_uring_register: 427,
    open_tree: 428,
    move_mount: 429,
    fsopen: 430,
    fsconfig: 431,
    fsmount: 432,
    fspick: 433,
  },
};

/** Socket families a program may open: local ones, and IP in its empty network namespace. */
const ALLOWED_FAMILIES = [1 /* AF_UNIX */, 2 /* AF_INET */, 10 /* AF_INET6 */];

export function archTable(arch: string = process.arch): ArchTable | undefined {
  return arch === 'x64' ? X86_64 : arch === 'arm64' ? AARCH64 : undefined;
}

export function seccompProgram(arch: string = process.arch): Buffer {
  const t = archTable(arch);
  if (!t) throw new Error(`no seccomp table for ${arch}`);
  const p: Insn[] = [];
  const deny = (errno: number): Insn => [BPF_RET_K, 0, 0, RET_ERRNO | errno];
  p.push([BPF_LD_W_ABS, 0, 0, OFF_ARCH]);
  // Any other architecture (i386 through int 0x80 on x86_64) is killed outright.
  p.push([BPF_JEQ_K, 1, 0, t.audit]);
  p.push([BPF_RET_K, 0, 0, RET_KILL_PROCESS]);
  p.push([BPF_LD_W_ABS, 0, 0, OFF_NR]);
  if (t.abiLimit) {
    p.push([BPF_JGE_K, 0, 1, t.abiLimit]);
    p.push([BPF_RET_K, 0, 0, RET_KILL_PROCESS]);
  }
  for (const nr of Object.values(t.blocked)) {
    p.push([BPF_JEQ_K, 0, 1, nr]);
    p.push(deny(EPERM));
  }
  // socket(family, ...) and socketpair(family, ...): check the family (args[0]).
  for (const nr of [t.socket, t.socketpair]) {
    const n = ALLOWED_FAMILIES.length;
    p.push([BPF_JEQ_K, 0, n + 3, nr]);
    p.push([BPF_LD_W_ABS, 0, 0, OFF_ARG0]);
    ALLOWED_FAMILIES.forEach((fam, i) => {
      p.push([BPF_JEQ_K, n - i, 0, fam]);
    });
    p.push(deny(EAFNOSUPPORT));
    p.push([BPF_RET_K, 0, 0, RET_ALLOW]);
  }
  p.push([BPF_RET_K, 0, 0, RET_ALLOW]);
  const buf = Buffer.alloc(p.length * 8);
  p.forEach(([code, jt, jf, k], i) => {
    buf.writeUInt16LE(code, i * 8);
    buf.writeUInt8(jt, i * 8 + 2);
    buf.writeUInt8(jf, i * 8 + 3);
    buf.writeUInt32LE(k >>> 0, i * 8 + 4);
  });
  return buf;
}
