/**
 * The programs of src/integrity-two.test.ts in Rust (issue 29), by the same names. Rust cannot
 * return an answer nested 10,000 deep either: it writes it on the result channel itself.
 */
type Maker = (at: number, body: string, head?: string) => string;

const OUT = `use std::io::Write;
use std::os::unix::io::FromRawFd;
extern "C" { fn clock() -> i64; }
fn out(s: &str) { let mut f = std::mem::ManuallyDrop::new(unsafe { std::fs::File::from_raw_fd(3) }); let _ = f.write_all(s.as_bytes()); }
`;

const deep = (before: string) =>
  `${OUT}impl Solution {\n    pub fn grid(n: i32) -> Vec<Vec<i32>> {\n${before}        out(&format!("R {}{}\\n", "[".repeat(10000), "]".repeat(10000)));\n        std::thread::sleep(std::time::Duration::from_secs(3));\n        vec![vec![n]]\n    }\n}`;

export const DEEP_RUST: Record<string, string> = { rust: deep('') };
export const SLOW_THEN_DEEP_RUST: Record<string, string> = {
  rust: deep('        let t0 = unsafe { clock() }; while unsafe { clock() } - t0 < 3_000_000 {}\n'),
};

export const HUGE_RUST: Record<string, string> = {
  rust: 'impl Solution { pub fn solve(n: i32) -> String { "y".repeat(90_000_000) } }',
};

export const ECHO_RUST = (N: number): Record<string, (off: number) => string> => ({
  rust: (off) =>
    `impl Solution { pub fn echo(n: i32) -> Vec<i32> { (0..${N}).map(|i| i * 5 - 1000000 + if i == ${N - 1} { ${off} } else { 0 }).collect() } }`,
});

export const SOLVE_RUST: Record<string, Maker> = {
  rust: (at, body, head = '') =>
    `use std::io::Write;\nuse std::sync::Mutex;\n${head}\nstatic KEEP: Mutex<Vec<Vec<u8>>> = Mutex::new(Vec::new());\nimpl Solution {\n    pub fn solve(n: i32) -> i32 {\n        if n == ${at} {\n${body}\n        }\n        2 * n\n    }\n}`,
};

export const FILES_RUST: Record<string, string> = {
  rust: '            let b = vec![1u8; 4 << 20];\n            for k in 0..100 { let p = format!("{}{}", if k % 2 == 1 { "/tmp/fill" } else { "/dev/shm/fill" }, k); if std::fs::write(&p, &b).is_err() { return -1; } }',
};

/** Data queued in AF_UNIX socket pairs, never read, on top of 200 MB of files. */
export const SOCKETS_RUST: Record<string, string> = {
  rust: '            let b = vec![1u8; 4 << 20];\n            for k in 0..50 { if std::fs::write(format!("/dev/shm/fill{}", k), &b).is_err() { return -1; } }\n            let buf = [0u8; 65536];\n            for _ in 0..120 { let (mut a, z) = match std::os::unix::net::UnixStream::pair() { Ok(p) => p, Err(_) => break }; let _ = a.set_nonblocking(true); while a.write(&buf).map(|k| k > 0).unwrap_or(false) {} std::mem::forget((a, z)); }',
};

export const HOLD_RUST = (mb: number): Record<string, string> => ({
  rust: `            KEEP.lock().unwrap().push(vec![1u8; ${mb} << 20]);`,
});
