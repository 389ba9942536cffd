import type { Verdict } from '@codecoach/contracts';
import type { Hostile } from './sandbox-attacks.ts';

/**
 * The attacks of sandbox-attacks.ts in Rust (issue 29), std only: `attack(n: i32) -> String`.
 * Raw system calls go through libc's own symbols declared `extern "C"` (std links libc), as a
 * learner without the libc crate would write them.
 */
const LIBC = `extern "C" {
    fn fork() -> i32;
    fn setsid() -> i32;
    fn kill(pid: i32, sig: i32) -> i32;
    fn getppid() -> i32;
    fn sleep(s: u32) -> u32;
    fn _exit(code: i32) -> !;
    fn syscall(n: i64, ...) -> i64;
}
`;

const rs = (name: string, body: string, verdicts: Verdict[] = ['accepted'], head = ''): Hostile => ({
  name,
  language: 'rust',
  verdicts,
  code: `${head}use std::io::{Read, Write};
${LIBC}impl Solution {
    pub fn attack(n: i32) -> String {
${body}
    }
}`,
});

/** Reads each path; "READ ..." if any gave a byte, else "blocked". */
const readAny = (paths: string[]) => `        for p in [${paths.map((p) => JSON.stringify(p)).join(', ')}] {
            if let Ok(b) = std::fs::read(p) { if !b.is_empty() { return format!("READ {} {}", p, String::from_utf8_lossy(&b)); } }
        }
        "blocked".to_string()`;

export function rustAttacks(secretFile: string): Hostile[] {
  return [
    rs(
      'read /etc/shadow, the planted secret and /proc/1/environ (std::fs)',
      readAny(['/etc/shadow', secretFile, '/proc/1/environ']),
    ),
    rs(
      "the host's own /proc files (cmdline, kallsyms, sysctls)",
      readAny(['/proc/cmdline', '/proc/kallsyms', '/proc/sys/kernel/hostname', '/proc/modules']),
    ),
    rs(
      'dump its environment',
      '        let mut s = String::from("blocked ");\n        for (k, v) in std::env::vars() { s += &format!("{}={} ", k, v); }\n        s',
    ),
    rs(
      'list /root, /home, /work, /var/tmp and the cgroups; count the processes in /proc',
      '        let mut s = String::from("blocked");\n        for d in ["/root", "/home", "/work", "/var/tmp", "/sys/fs/cgroup"] { if let Ok(r) = std::fs::read_dir(d) { s += &format!(" {}:", d); for e in r.flatten() { s += &format!("{:?},", e.file_name()); } } }\n        let pids = std::fs::read_dir("/proc").map(|r| r.flatten().filter(|e| e.file_name().to_string_lossy().chars().all(|c| c.is_ascii_digit())).count()).unwrap_or(0);\n        if pids > 3 { return "SEEN".into(); }\n        s',
    ),
    rs(
      'TCP connection and DNS lookup (std::net)',
      '        use std::net::ToSocketAddrs;\n        let a: std::net::SocketAddr = "1.1.1.1:53".parse().unwrap();\n        if std::net::TcpStream::connect_timeout(&a, std::time::Duration::from_secs(2)).is_ok() { return "CONNECTED".into(); }\n        if ("example.com", 80).to_socket_addrs().map(|r| r.count()).unwrap_or(0) > 0 { "RESOLVED".into() } else { "blocked".into() }',
    ),
    rs(
      'UDP to the internet and a listening socket',
      '        if let Ok(u) = std::net::UdpSocket::bind("0.0.0.0:0") { if u.send_to(b"x", "1.1.1.1:53").is_ok() { return "SENT".into(); } }\n        if std::net::TcpListener::bind("0.0.0.0:8080").is_ok() { return "blocked (listening inside its own network namespace)".into(); }\n        "blocked".into()',
    ),
    rs(
      'run a shell (std::process::Command)',
      '        match std::process::Command::new("/bin/sh").args(["-c", "cat /etc/shadow; ls /root 2>&1"]).output() {\n            Ok(o) => { let t = String::from_utf8_lossy(&o.stdout).to_string(); if t.contains("root:") { format!("READ {}", t) } else { format!("blocked {}", t) } }\n            Err(e) => format!("blocked ({})", e),\n        }',
      ['accepted', 'runtime_error'],
    ),
    rs(
      'write into /usr and /dev/full',
      '        if std::fs::write("/usr/lib/pwned", "x").is_ok() { return "WROTE /usr".into(); }\n        if let Ok(mut f) = std::fs::OpenOptions::new().write(true).open("/dev/full") { if f.write_all(b"x").and_then(|_| f.flush()).is_ok() { return "WROTE /dev/full".into(); } }\n        "blocked".into()',
    ),
    rs(
      'raw syscalls: nested user namespace, ptrace of the init, prlimit, io_uring, bpf, perf_event_open',
      '        unsafe {\n            if syscall(272, 0x10000000i64) == 0 { return "UNSHARED".into(); }\n            if syscall(101, 16i64, 1i64, 0i64, 0i64) == 0 { return "ATTACHED".into(); }\n            let one = [1u64, 1u64];\n            if syscall(302, 1i64, 7i64, one.as_ptr(), 0i64) == 0 { return "CHANGED".into(); }\n            for nr in [425i64, 321, 298, 250, 323, 312] { if syscall(nr, 0i64, 0i64, 0i64, 0i64, 0i64) >= 0 { return "ALLOWED".into(); } }\n        }\n        "blocked".into()',
    ),
    rs(
      'plant symlinks where the judge reads',
      `        let _ = std::fs::remove_file("stdout.txt");\n        let _ = std::os::unix::fs::symlink("/etc/shadow", "stdout.txt");\n        let _ = std::os::unix::fs::symlink(${JSON.stringify(secretFile)}, "tests.out");\n        println!("planted");\n        "blocked".into()`,
    ),
    rs('fork bomb (libc fork)', '        loop { unsafe { fork(); } }', [
      'runtime_error',
      'time_limit_exceeded',
    ]),
    rs(
      'thread bomb (std::thread)',
      '        loop { let _ = std::thread::Builder::new().stack_size(1 << 16).spawn(|| loop { std::thread::park(); }); }',
      ['runtime_error', 'time_limit_exceeded', 'memory_limit_exceeded'],
    ),
    rs(
      'daemon that outlives the run (setsid)',
      '        unsafe { if fork() == 0 { setsid(); if fork() == 0 { sleep(1000); } _exit(0); } }\n        "blocked".into()',
    ),
    rs(
      'kill(-1) and the parent',
      '        unsafe { kill(getppid(), 9); kill(-1, 9); }\n        "SURVIVED".into()',
      ['runtime_error', 'wrong_answer'],
    ),
    rs(
      'busy threads and processes',
      '        for _ in 0..3 { std::thread::spawn(|| { let mut x = 0u64; loop { x = x.wrapping_add(1); unsafe { std::ptr::read_volatile(&x); } } }); }\n        unsafe { fork(); }\n        let mut x = 0u64; loop { x = x.wrapping_add(1); unsafe { std::ptr::read_volatile(&x); } }',
      ['time_limit_exceeded'],
    ),
    rs(
      'sleep forever',
      '        std::thread::sleep(std::time::Duration::from_secs(1000));\n        "x".into()',
      ['time_limit_exceeded'],
    ),
    rs(
      'memory bomb',
      '        let mut keep: Vec<Vec<u8>> = Vec::new();\n        loop { let mut b = vec![0u8; 10 << 20]; for i in (0..b.len()).step_by(4096) { b[i] = 1; } keep.push(b); }',
      ['memory_limit_exceeded'],
    ),
    rs(
      'one allocation larger than the box',
      '        let v: Vec<u64> = Vec::with_capacity(1 << 40);\n        format!("{}", v.capacity())',
      ['runtime_error', 'memory_limit_exceeded'],
    ),
    rs(
      'fill the scratch tmpfs',
      '        let mb = vec![1u8; 1 << 20];\n        let mut f = match std::fs::File::create("/tmp/fill") { Ok(f) => f, Err(_) => return "blocked".into() };\n        while f.write_all(&mb).is_ok() {}\n        "blocked (full)".into()',
      ['accepted', 'memory_limit_exceeded', 'runtime_error'],
    ),
    rs('runaway stdout', '        let s = "z".repeat(10000);\n        loop { print!("{}", s); }', [
      'runtime_error',
    ]),
    rs(
      'one endless line on the results channel',
      '        use std::os::unix::io::FromRawFd;\n        let mut f = unsafe { std::fs::File::from_raw_fd(3) };\n        let chunk = vec![b\'x\'; 65536];\n        let _ = f.write_all(b"R \\"");\n        loop { if f.write_all(&chunk).is_err() { return "x".into(); } }',
      ['wrong_answer', 'runtime_error', 'time_limit_exceeded'],
    ),
    rs(
      'flood the results channel (fd 3)',
      '        use std::os::unix::io::FromRawFd;\n        let mut f = unsafe { std::fs::File::from_raw_fd(3) };\n        let line = "S 0\\n".repeat(16384);\n        loop { if f.write_all(line.as_bytes()).is_err() { return "x".into(); } }',
      ['runtime_error', 'time_limit_exceeded'],
    ),
    rs(
      'read the tests ahead from fd 4',
      '        use std::os::unix::io::FromRawFd;\n        let mut f = std::mem::ManuallyDrop::new(unsafe { std::fs::File::from_raw_fd(4) });\n        let mut b = [0u8; 64];\n        let k = f.read(&mut b).unwrap_or(0);\n        if k > 0 { "blocked (its own test, nothing more)".into() } else { "blocked".into() }',
      ['accepted', 'runtime_error', 'time_limit_exceeded'],
    ),
    rs(
      'stack overflow (endless recursion)',
      '        fn f(n: u64, v: &mut Vec<u64>) -> u64 { v.push(n); f(n + 1, v) + v[n as usize] }\n        f(0, &mut Vec::new()).to_string()',
      ['runtime_error'],
    ),
    rs(
      'include_bytes!("/etc/shadow")',
      '        String::from_utf8_lossy(include_bytes!("/etc/shadow")).to_string()',
      ['compilation_error'],
    ),
    rs(
      'include_str! of the planted secret',
      `        include_str!(${JSON.stringify(secretFile)}).to_string()`,
      ['compilation_error'],
    ),
    rs(
      'include_bytes!("/dev/zero") (compiler bomb)',
      '        include_bytes!("/dev/zero").len().to_string()',
      ['compilation_error'],
    ),
    rs(
      'a macro that doubles itself (compiler bomb)',
      '        bomb!(x);\n        "x".into()',
      ['compilation_error'],
      'macro_rules! bomb { ($($t:tt)*) => { bomb!($($t)* $($t)*) }; }\n',
    ),
    rs(
      'monomorphisation explosion (compiler bomb)',
      '        grow::<u8>(n).to_string()',
      ['compilation_error'],
      'fn grow<T>(n: i32) -> i32 { if n > 0 { grow::<(T, T)>(n - 1) } else { 0 } }\n',
    ),
    rs(
      'a huge const evaluation (compiler bomb)',
      '        HUGE.to_string()',
      ['compilation_error'],
      'const HUGE: u64 = { let mut i = 0u64; let mut s = 0u64; while i < 100_000_000_000 { s = s.wrapping_add(i); i += 1; } s };\n',
    ),
    rs(
      'oversized binary',
      '        BIG[n as usize].to_string()',
      ['compilation_error'],
      'static BIG: [u8; 300 << 20] = [1; 300 << 20];\n',
    ),
  ];
}
