import type { Signature } from '@codecoach/contracts';
import { parseType, type TypeNode } from './valuetype.ts';

/** The harness's crate: compiled once per signature into an rlib (toolchains.ts, compile.ts). */
export const RUST_HARNESS_CRATE = 'cc_harness';

export function rustType(t: TypeNode): string {
  switch (t.kind) {
    case 'scalar':
      return { int: 'i32', long: 'i64', double: 'f64', boolean: 'bool', string: 'String', char: 'char' }[
        t.name
      ];
    case 'array':
      return `Vec<${rustType(t.elem)}>`;
    case 'ListNode':
      return 'Option<Box<ListNode>>';
    default:
      return 'Option<Rc<RefCell<TreeNode>>>';
  }
}

const KEYWORDS = new Set(
  'as async await break const continue dyn else enum extern false fn for if impl in let loop match mod move mut pub ref return static struct trait true type unsafe use where while abstract become box do final macro override priv typeof unsized virtual yield try'.split(
    ' ',
  ),
);

/** LeetCode's Rust names: `twoSum` -> `two_sum`, `isBST` -> `is_bst`; a keyword as a raw identifier. */
export function rustName(name: string): string {
  const snake = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
  return KEYWORDS.has(snake) ? `r#${snake}` : snake;
}

const LIST_DEF = `// Definition for singly-linked list.
// #[derive(PartialEq, Eq, Clone, Debug)]
// pub struct ListNode {
//   pub val: i32,
//   pub next: Option<Box<ListNode>>
// }
// 
// impl ListNode {
//   #[inline]
//   fn new(val: i32) -> Self {
//     ListNode {
//       next: None,
//       val
//     }
//   }
// }
`;

const TREE_DEF = `// Definition for a binary tree node.
// #[derive(Debug, PartialEq, Eq)]
// pub struct TreeNode {
//   pub val: i32,
//   pub left: Option<Rc<RefCell<TreeNode>>>,
//   pub right: Option<Rc<RefCell<TreeNode>>>,
// }
// 
// impl TreeNode {
//   #[inline]
//   pub fn new(val: i32) -> Self {
//     TreeNode {
//       val,
//       left: None,
//       right: None
//     }
//   }
// }
use std::rc::Rc;
use std::cell::RefCell;
`;

export function rustStarter(sig: Signature): string {
  const all = [...sig.params.map((p) => p.type), sig.returns];
  let head = '';
  if (all.includes('ListNode')) head += LIST_DEF;
  if (all.includes('TreeNode')) head += TREE_DEF;
  const params = sig.params.map((p) => `${rustName(p.name)}: ${rustType(parseType(p.type))}`).join(', ');
  return `${head}impl Solution {
    pub fn ${rustName(sig.function)}(${params}) -> ${rustType(parseType(sig.returns))} {
        
    }
}
`;
}

/**
 * The harness's library: LeetCode's nodes, reading the tests' tokens from fd 4, writing answers
 * on fd 3, panics caught and reported, the learner's code on a thread with the stack it is given.
 * Generic over the value types; `rustHarness` adds the signature's reader and writer, so that
 * their code is compiled here once, not with each submission.
 */
export const RUST_LIB = String.raw`#![allow(dead_code, unused_imports)]
use std::cell::{Cell, RefCell};
use std::fs::File;
use std::io::{Read, Write};
use std::os::unix::io::FromRawFd;
use std::rc::Rc;
use std::sync::Mutex;

pub mod nodes {
    use std::cell::RefCell;
    use std::rc::Rc;
    #[derive(PartialEq, Eq, Clone, Debug)]
    pub struct ListNode { pub val: i32, pub next: Option<Box<ListNode>> }
    impl ListNode { #[inline] pub fn new(val: i32) -> Self { ListNode { next: None, val } } }
    #[derive(Debug, PartialEq, Eq)]
    pub struct TreeNode { pub val: i32, pub left: Option<Rc<RefCell<TreeNode>>>, pub right: Option<Rc<RefCell<TreeNode>>> }
    impl TreeNode { #[inline] pub fn new(val: i32) -> Self { TreeNode { val, left: None, right: None } } }
}
use nodes::{ListNode, TreeNode};

pub struct Input { f: File, buf: Vec<u8>, pos: usize, len: usize }
impl Input {
    fn byte(&mut self) -> Option<u8> {
        if self.pos == self.len {
            self.pos = 0;
            self.len = loop { match self.f.read(&mut self.buf) { Ok(n) => break n, Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue, Err(_) => break 0 } };
            if self.len == 0 { return None; }
        }
        self.pos += 1;
        Some(self.buf[self.pos - 1])
    }
    fn skip(&mut self) -> Option<u8> { loop { match self.byte() { Some(b' ') | Some(b'\n') => continue, o => return o } } }
    /// Another test to answer? Waits until the launcher feeds it; false at the end.
    fn more(&mut self) -> bool { match self.skip() { None => false, Some(_) => { self.pos -= 1; true } } }
    fn token(&mut self) -> Vec<u8> {
        let mut t = Vec::new(); let mut c = self.skip();
        while let Some(b) = c { if b == b' ' || b == b'\n' { break; } t.push(b); c = self.byte(); }
        t
    }
    fn num(&mut self) -> i64 {
        let mut c = self.skip(); let neg = c == Some(b'-'); if neg { c = self.byte(); }
        let mut r: u64 = 0;
        while let Some(b) = c { if !b.is_ascii_digit() { break; } r = r.wrapping_mul(10).wrapping_add((b - b'0') as u64); c = self.byte(); }
        if neg { (r as i64).wrapping_neg() } else { r as i64 }
    }
    fn bytes(&mut self, n: usize) -> Vec<u8> {
        let mut v = Vec::with_capacity(n);
        for _ in 0..n { match self.byte() { Some(b) => v.push(b), None => std::process::exit(4) } }
        v
    }
}

pub trait Value: Sized { fn rd(i: &mut Input) -> Self; fn wr(&self, o: &mut String) -> Result<(), String>; }
impl Value for i32 { fn rd(i: &mut Input) -> Self { i.num() as i32 } fn wr(&self, o: &mut String) -> Result<(), String> { o.push_str(&self.to_string()); Ok(()) } }
impl Value for i64 { fn rd(i: &mut Input) -> Self { i.num() } fn wr(&self, o: &mut String) -> Result<(), String> { o.push_str(&self.to_string()); Ok(()) } }
impl Value for bool { fn rd(i: &mut Input) -> Self { i.num() != 0 } fn wr(&self, o: &mut String) -> Result<(), String> { o.push_str(if *self { "true" } else { "false" }); Ok(()) } }
impl Value for f64 {
    fn rd(i: &mut Input) -> Self { String::from_utf8_lossy(&i.token()).parse().unwrap_or(0.0) }
    /// As JavaScript prints a number: shortest round trip, exponent form below 1e-6 and from 1e21.
    fn wr(&self, o: &mut String) -> Result<(), String> {
        let v = *self; let a = v.abs();
        if !v.is_finite() { o.push_str("null"); }
        else if v == 0.0 { o.push('0'); }
        else if a >= 1e21 || a < 1e-6 { let s = format!("{:e}", v); o.push_str(&if s.contains("e-") { s } else { s.replace('e', "e+") }); }
        else { o.push_str(&format!("{}", v)); }
        Ok(())
    }
}
fn wr_str(s: &str, o: &mut String) {
    o.push('"');
    for c in s.chars() {
        match c { '"' => o.push_str("\\\""), '\\' => o.push_str("\\\\"), c if (c as u32) < 0x20 => o.push_str(&format!("\\u{:04x}", c as u32)), c => o.push(c) }
    }
    o.push('"');
}
impl Value for char {
    fn rd(i: &mut Input) -> Self { std::char::from_u32(i.num() as u32).unwrap_or('\u{fffd}') }
    fn wr(&self, o: &mut String) -> Result<(), String> { wr_str(self.encode_utf8(&mut [0; 4]), o); Ok(()) }
}
impl Value for String {
    fn rd(i: &mut Input) -> Self { let n = i.num() as usize; let b = i.bytes(n); String::from_utf8(b).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()) }
    fn wr(&self, o: &mut String) -> Result<(), String> { wr_str(self, o); Ok(()) }
}
impl<T: Value> Value for Vec<T> {
    fn rd(i: &mut Input) -> Self { let n = i.num() as usize; let mut v = Vec::with_capacity(n.min(1 << 16)); for _ in 0..n { v.push(T::rd(i)); } v }
    fn wr(&self, o: &mut String) -> Result<(), String> {
        o.push('['); for (k, e) in self.iter().enumerate() { if k > 0 { o.push(','); } e.wr(o)?; } o.push(']'); Ok(())
    }
}
const LIMIT: usize = 2_000_000;
impl Value for Option<Box<ListNode>> {
    fn rd(i: &mut Input) -> Self {
        let n = i.num() as usize; let v: Vec<i32> = (0..n).map(|_| i.num() as i32).collect();
        let mut h: Option<Box<ListNode>> = None;
        for x in v.into_iter().rev() { h = Some(Box::new(ListNode { val: x, next: h })); }
        h
    }
    fn wr(&self, o: &mut String) -> Result<(), String> {
        o.push('['); let mut n = 0; let mut p = self.as_ref();
        while let Some(x) = p {
            if n >= LIMIT { return Err("the returned list has a cycle or over 2000000 nodes".into()); }
            if n > 0 { o.push(','); } n += 1; o.push_str(&x.val.to_string()); p = x.next.as_ref();
        }
        o.push(']'); Ok(())
    }
}
type Tree = Option<Rc<RefCell<TreeNode>>>;
impl Value for Tree {
    fn rd(i: &mut Input) -> Self {
        let n = i.num() as usize;
        let v: Vec<Tree> = (0..n).map(|_| { let t = i.token(); if t == b"n" { None } else { Some(Rc::new(RefCell::new(TreeNode::new(String::from_utf8_lossy(&t).parse().unwrap_or(0))))) } }).collect();
        let root = match v.first() { Some(Some(r)) => r.clone(), _ => return None };
        let mut q = std::collections::VecDeque::new(); q.push_back(root.clone()); let mut k = 1;
        while k < n {
            let t = match q.pop_front() { Some(t) => t, None => break };
            if let Some(l) = &v[k] { t.borrow_mut().left = Some(l.clone()); q.push_back(l.clone()); } k += 1;
            if k < n { if let Some(r) = &v[k] { t.borrow_mut().right = Some(r.clone()); q.push_back(r.clone()); } } k += 1;
        }
        Some(root)
    }
    fn wr(&self, o: &mut String) -> Result<(), String> {
        let mut q: Vec<Tree> = vec![self.clone()]; let mut qi = 0; let mut out = String::new(); let mut last = 0;
        while qi < q.len() {
            if qi >= 2 * LIMIT { return Err("the returned tree has a cycle or over 2000000 nodes".into()); }
            let t = q[qi].clone(); qi += 1;
            if qi > 1 { out.push(','); }
            match t { None => out.push_str("null"), Some(t) => { let t = t.borrow(); out.push_str(&t.val.to_string()); last = out.len(); q.push(t.left.clone()); q.push(t.right.clone()); } }
        }
        o.push('['); o.push_str(&out[..last]); o.push(']'); Ok(())
    }
}

fn put(s: &[u8]) {
    // fd 3 is the result channel; ManuallyDrop: it stays open for the next line.
    let mut f = std::mem::ManuallyDrop::new(unsafe { File::from_raw_fd(3) });
    if f.write_all(s).is_err() { std::process::exit(3); }
}
/// What a test printed must be in the output file before its line (the launcher reads its size).
fn flush_out() { let _ = std::io::stdout().flush(); let _ = std::io::stderr().flush(); }
fn error(ty: &str, msg: &str, line: Option<u32>) {
    let mut o = String::from("E {\"type\":"); wr_str(ty, &mut o); o.push_str(",\"message\":");
    wr_str(&msg.chars().take(4096).collect::<String>(), &mut o);
    if let Some(l) = line { o.push_str(&format!(",\"line\":{}", l)); }
    o.push_str("}\n"); flush_out(); put(o.as_bytes());
}

thread_local!(static IN_TEST: Cell<bool> = Cell::new(false));
static PANIC: Mutex<Option<(String, Option<u32>)>> = Mutex::new(None);

/// Runs every test the launcher feeds: call is the learner's method on one test's arguments.
pub fn serve<A: 'static, R: Value + 'static>(read: fn(&mut Input) -> A, call: fn(A) -> R) {
    let stack_mb: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(256);
    let prev = std::panic::take_hook();
    // A panic on the tests' thread is the test's runtime error; anywhere else, Rust's own report.
    std::panic::set_hook(Box::new(move |info| {
        if !IN_TEST.with(|t| t.get()) { return prev(info); }
        let p = info.payload();
        let msg = p.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| p.downcast_ref::<String>().cloned()).unwrap_or_else(|| "Box<dyn Any>".into());
        let (msg, line) = match info.location() {
            Some(l) if l.file().ends_with("solution.rs") => (format!("{} (solution.rs:{}:{})", msg, l.line(), l.column()), Some(l.line())),
            _ => (msg, None),
        };
        *PANIC.lock().unwrap_or_else(|e| e.into_inner()) = Some((msg, line));
    }));
    let t = std::thread::Builder::new().name("main".into()).stack_size(stack_mb << 20).spawn(move || {
        let mut i = Input { f: unsafe { File::from_raw_fd(4) }, buf: vec![0; 1 << 16], pos: 0, len: 0 };
        put(b"K\n");
        while i.more() {
            let a = read(&mut i);
            IN_TEST.with(|t| t.set(true));
            let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || call(a)));
            IN_TEST.with(|t| t.set(false));
            match r {
                Ok(r) => {
                    let mut o = String::from("R ");
                    match r.wr(&mut o) {
                        Ok(()) => { o.push('\n'); flush_out(); put(o.as_bytes()); }
                        Err(e) => error("InvalidOutput", &e, None),
                    }
                }
                Err(_) => {
                    let (msg, line) = PANIC.lock().unwrap_or_else(|e| e.into_inner()).take().unwrap_or_else(|| ("panicked".into(), None));
                    error("panic", &msg, line);
                }
            }
        }
    });
    match t { Ok(t) => { let _ = t.join(); } Err(_) => std::process::exit(7) }
    flush_out();
}
`;

/** The Rust type of each parameter, and of the answer. */
function types(sig: Signature): { params: string[]; ret: string } {
  return {
    params: sig.params.map((p) => rustType(parseType(p.type))),
    ret: rustType(parseType(sig.returns)),
  };
}

/** What the harness crate adds for one signature: its reader, and `run` with its types. */
export function rustHarnessTail(sig: Signature): string {
  const t = types(sig);
  const tuple = `(${t.params.map((p) => `${p},`).join(' ')})`;
  const reads = t.params.map((p) => `<${p} as Value>::rd(i),`).join(' ');
  return `// This signature's arguments and answer: their reading and writing are compiled here, once.
pub type Args = ${tuple};
#[inline(never)] fn read_args(i: &mut Input) -> Args { (${reads}) }
pub fn run(call: fn(Args) -> ${t.ret}) { serve::<Args, ${t.ret}>(read_args, call) }
`;
}

/** The harness crate for one signature: the library plus this signature's reader and writer. */
export function rustHarness(sig: Signature): string {
  return `${RUST_LIB}\n${rustHarnessTail(sig)}`;
}

/**
 * The program's crate: LeetCode's environment (its nodes, Rc, RefCell, the collections), then the
 * learner's code, included from its own file so that compiler errors and panics name
 * solution.rs and the learner's own lines. Globs, so the learner's own `use std::rc::Rc;` (in
 * LeetCode's tree starter) shadows them instead of clashing.
 */
export function rustMain(sig: Signature): string {
  const n = sig.params.length;
  const args = Array.from({ length: n }, (_, i) => `a.${i}`).join(', ');
  return `#![allow(unused_imports, dead_code)]
extern crate ${RUST_HARNESS_CRATE} as __cc;
use __cc::nodes::*;
use std::rc::*;
use std::cell::*;
use std::collections::*;
struct Solution;
include!("solution.rs");
fn main() { __cc::run(|a: __cc::Args| Solution::${rustName(sig.function)}(${args})) }
`;
}
