/**
 * The classic-BPF seccomp program every box loads before it serves (launcher/factory.c): an
 * allowlist on top of the namespaces, cgroups and unprivileged uid. Every system call not
 * listed fails with ENOSYS (so runtimes fall back as on an older kernel); the kernel interfaces
 * sandboxes have been escaped through (io_uring, bpf, perf, keyctl, userfaultfd, ptrace,
 * mounts, namespaces...) fail with EPERM; every 32-bit or x32 system call kills the process.
 * prlimit64 is allowed on the caller itself only (its pid argument 0), so a program cannot
 * change the limits of its box's pid 1, the launcher that measures it. Sockets only of the local and IP families (the box has no network anyway).
 *
 * The list is what the runtimes and compilers of every language were measured to use in a box
 * (`npm run syscalls -w @codecoach/bench` runs them all with unknown calls logged instead of
 * refused, and prints what was logged), plus the neighbours of those calls (the *at and 64-bit
 * variants, the other end of a pair) so that a path the measurement did not take still works.
 */
import { AARCH64_SYSCALLS, X86_64_SYSCALLS } from './syscalls.ts';

export const ALLOWED =
  `read write open openat openat2 close close_range lseek pread64 pwrite64 readv writev preadv
  pwritev preadv2 pwritev2 dup dup2 dup3 fcntl flock fsync fdatasync syncfs ftruncate truncate fadvise64 fallocate
  sendfile copy_file_range splice tee stat fstat lstat newfstatat statx statfs fstatfs access faccessat faccessat2
  readlink readlinkat getdents getdents64 getcwd chdir fchdir mkdir mkdirat rmdir unlink unlinkat rename renameat
  renameat2 link linkat symlink symlinkat chmod fchmod fchmodat fchown fchownat chown lchown umask utime utimes
  utimensat futimesat mknod mknodat creat brk mmap munmap mremap mprotect madvise mincore msync membarrier
  memfd_create mlock munlock mlock2 mlockall munlockall get_mempolicy set_mempolicy mbind clone clone3 fork vfork
  execve execveat exit exit_group wait4 waitid getpid getppid gettid getpgid setpgid getpgrp getsid setsid
  set_tid_address set_robust_list get_robust_list futex futex_waitv sched_yield sched_getaffinity sched_getparam
  sched_getscheduler sched_getattr sched_get_priority_max sched_get_priority_min sched_rr_get_interval getpriority
  prctl arch_prctl rseq uname sysinfo getrlimit setrlimit getrusage times capget getuid geteuid getgid getegid
  getresuid getresgid getgroups rt_sigaction rt_sigprocmask rt_sigreturn rt_sigpending rt_sigsuspend
  rt_sigtimedwait rt_sigqueueinfo rt_tgsigqueueinfo sigaltstack kill tkill tgkill pause alarm setitimer getitimer
  timer_create timer_settime timer_gettime timer_getoverrun timer_delete signalfd signalfd4 clock_gettime
  clock_getres clock_nanosleep nanosleep gettimeofday time poll ppoll select pselect6 epoll_create epoll_create1
  epoll_ctl epoll_wait epoll_pwait epoll_pwait2 eventfd eventfd2 timerfd_create timerfd_settime timerfd_gettime
  inotify_init inotify_init1 inotify_add_watch inotify_rm_watch pipe pipe2 bind listen accept accept4 connect
  getsockname getpeername sendto recvfrom sendmsg recvmsg sendmmsg recvmmsg shutdown setsockopt getsockopt ioctl
  getrandom pidfd_open pidfd_send_signal getcpu seccomp shmget shmat shmdt shmctl semget semop semtimedop semctl
  msgget msgsnd msgrcv msgctl sched_setaffinity sched_setscheduler sched_setparam sched_setattr setpriority
  pkey_alloc pkey_free pkey_mprotect`
    .split(/\s+/)
    .filter(Boolean);

/** Refused with EPERM: the interfaces sandboxes have been escaped through, and admin calls. */
export const REFUSED =
  `ptrace syslog personality pivot_root acct mount umount2 swapon swapoff reboot init_module
  delete_module quotactl kexec_load add_key request_key keyctl unshare move_pages perf_event_open fanotify_init
  name_to_handle_at open_by_handle_at setns process_vm_readv process_vm_writev finit_module kexec_file_load bpf
  userfaultfd io_uring_setup io_uring_enter io_uring_register open_tree move_mount fsopen fsconfig fsmount fspick`
    .split(/\s+/)
    .filter(Boolean);

/**
 * Allowed only on the caller itself (the pid argument, arg0, must be 0): nothing can change the
 * resource limits of the box's pid 1, the launcher that measures it. (setpriority and the
 * scheduler's setters stay open: runtimes, Mono for one, set them on their own threads by
 * thread id. Should a program lower its launcher's priority, what it uses is still counted and
 * the judge's own deadline still ends the run: runstep.ts.)
 */
export const SELF_ONLY = ['prlimit64'];
/** socket(family, ...) and socketpair(family, ...): local ones, and IP in an empty network namespace. */
const ALLOWED_FAMILIES = [1 /* AF_UNIX */, 2 /* AF_INET */, 10 /* AF_INET6 */];

const BPF_LD_W_ABS = 0x20;
const BPF_JEQ_K = 0x15;
const BPF_JGE_K = 0x35;
const BPF_JA = 0x05;
const BPF_RET_K = 0x06;
const RET_ALLOW = 0x7fff0000;
const RET_LOG = 0x7ffc0000;
const RET_KILL_PROCESS = 0x80000000;
const RET_ERRNO = 0x00050000;
const EPERM = 1;
const ENOSYS = 38;
const EAFNOSUPPORT = 97;
const OFF_NR = 0;
const OFF_ARCH = 4;
/** Arguments are 64-bit, little-endian: low word at 16 + 8i, high word at 20 + 8i. */
const argLow = (i: number) => 16 + 8 * i;
const argHigh = (i: number) => 20 + 8 * i;

type Insn = [code: number, jt: number, jf: number, k: number];

interface ArchTable {
  audit: number;
  /** Numbers at or above this are another ABI (x32 on x86_64). */
  abiLimit?: number;
  numbers: Record<string, number>;
}

const ARCHES: Record<string, ArchTable> = {
  x64: { audit: 0xc000003e, abiLimit: 0x40000000, numbers: X86_64_SYSCALLS },
  arm64: { audit: 0xc00000b7, numbers: AARCH64_SYSCALLS },
};

export function archTable(arch: string = process.arch): ArchTable | undefined {
  return ARCHES[arch];
}

type Action = 'allow' | 'refuse' | 'default' | 'self' | 'family';

const ret = (k: number): Insn[] => [[BPF_RET_K, 0, 0, k >>> 0]];

/** Allows if the 64-bit argument `i` is 0, else EPERM. */
function argZero(i: number): Insn[] {
  return [
    [BPF_LD_W_ABS, 0, 0, argLow(i)],
    [BPF_JEQ_K, 0, 3, 0],
    [BPF_LD_W_ABS, 0, 0, argHigh(i)],
    [BPF_JEQ_K, 0, 1, 0],
    [BPF_RET_K, 0, 0, RET_ALLOW],
    [BPF_RET_K, 0, 0, RET_ERRNO | EPERM],
  ];
}

function leaf(a: Action, unknown: number): Insn[] {
  switch (a) {
    case 'allow':
      return ret(RET_ALLOW);
    case 'refuse':
      return ret(RET_ERRNO | EPERM);
    case 'default':
      return ret(unknown);
    case 'self':
      return argZero(0);
    case 'family': {
      const n = ALLOWED_FAMILIES.length;
      const p: Insn[] = [[BPF_LD_W_ABS, 0, 0, argLow(0)]];
      ALLOWED_FAMILIES.forEach((fam, i) => {
        p.push([BPF_JEQ_K, n - i, 0, fam]);
      });
      p.push([BPF_RET_K, 0, 0, RET_ERRNO | EAFNOSUPPORT]);
      p.push([BPF_RET_K, 0, 0, RET_ALLOW]);
      return p;
    }
  }
}

interface Range {
  lo: number;
  action: Action;
}

/** A binary search over the ranges of numbers that share an action: log2 of them comparisons. */
function tree(ranges: Range[], unknown: number): Insn[] {
  const first = ranges[0];
  if (!first) return ret(unknown);
  if (ranges.length === 1) return leaf(first.action, unknown);
  const mid = Math.floor(ranges.length / 2);
  const left = tree(ranges.slice(0, mid), unknown);
  const right = tree(ranges.slice(mid), unknown);
  const pivot = ranges[mid]?.lo ?? 0;
  // nr >= pivot: the right half. A jump over more than 255 instructions needs a BPF_JA.
  if (left.length <= 255) return [[BPF_JGE_K, left.length, 0, pivot], ...left, ...right];
  return [[BPF_JGE_K, 0, 1, pivot], [BPF_JA, 0, 0, left.length], ...left, ...right];
}

export interface SeccompOptions {
  /**
   * What an unlisted call gets: ENOSYS (always, in production), or, to measure what runtimes
   * need, allowed and logged by the kernel (`log`).
   */
  unknown?: 'deny' | 'log';
}

export function seccompProgram(arch: string = process.arch, o: SeccompOptions = {}): Buffer {
  const t = archTable(arch);
  if (!t) throw new Error(`no seccomp table for ${arch}`);
  const unknown = o.unknown === 'log' ? RET_LOG : RET_ERRNO | ENOSYS;
  const actions = new Map<number, Action>();
  const set = (names: string[], a: Action) => {
    for (const n of names) {
      const nr = t.numbers[n];
      if (nr !== undefined) actions.set(nr, a);
    }
  };
  set(ALLOWED, 'allow');
  set(REFUSED, 'refuse');
  set(SELF_ONLY, 'self');
  set(['socket', 'socketpair'], 'family');
  const max = Math.max(...actions.keys()) + 1;
  const ranges: Range[] = [];
  for (let nr = 0; nr <= max; nr++) {
    const a = actions.get(nr) ?? 'default';
    if (ranges[ranges.length - 1]?.action !== a) ranges.push({ lo: nr, action: a });
  }
  const p: Insn[] = [];
  p.push([BPF_LD_W_ABS, 0, 0, OFF_ARCH]);
  // Any other architecture (i386 through int 0x80 on x86_64) is killed outright.
  p.push([BPF_JEQ_K, 1, 0, t.audit]);
  p.push([BPF_RET_K, 0, 0, RET_KILL_PROCESS]);
  p.push([BPF_LD_W_ABS, 0, 0, OFF_NR]);
  if (t.abiLimit) {
    p.push([BPF_JGE_K, 0, 1, t.abiLimit]);
    p.push([BPF_RET_K, 0, 0, RET_KILL_PROCESS]);
  }
  p.push(...tree(ranges, unknown));
  const buf = Buffer.alloc(p.length * 8);
  p.forEach(([code, jt, jf, k], i) => {
    buf.writeUInt16LE(code, i * 8);
    buf.writeUInt8(jt, i * 8 + 2);
    buf.writeUInt8(jf, i * 8 + 3);
    buf.writeUInt32LE(k >>> 0, i * 8 + 4);
  });
  return buf;
}
