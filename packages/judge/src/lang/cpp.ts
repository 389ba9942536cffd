import type { Signature } from '@codecoach/contracts';
import { parseType, type TypeNode } from './valuetype.ts';

export function cppType(t: TypeNode): string {
  switch (t.kind) {
    case 'scalar':
      return {
        int: 'int',
        long: 'long long',
        double: 'double',
        boolean: 'bool',
        string: 'string',
        char: 'char',
      }[t.name];
    case 'array':
      return `vector<${cppType(t.elem)}>`;
    default:
      return `${t.kind}*`;
  }
}

/** LeetCode passes containers by reference and everything else by value. */
function cppParam(t: TypeNode, name: string): string {
  return t.kind === 'array' ? `${cppType(t)}& ${name}` : `${cppType(t)} ${name}`;
}

export function cppStarter(sig: Signature): string {
  const all = [...sig.params.map((p) => p.type), sig.returns];
  let head = '';
  if (all.includes('ListNode')) {
    head += `/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     ListNode *next;
 *     ListNode() : val(0), next(nullptr) {}
 *     ListNode(int x) : val(x), next(nullptr) {}
 *     ListNode(int x, ListNode *next) : val(x), next(next) {}
 * };
 */
`;
  }
  if (all.includes('TreeNode')) {
    head += `/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     TreeNode *left;
 *     TreeNode *right;
 *     TreeNode() : val(0), left(nullptr), right(nullptr) {}
 *     TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
 *     TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
 * };
 */
`;
  }
  const params = sig.params.map((p) => cppParam(parseType(p.type), p.name)).join(', ');
  return `${head}class Solution {
public:
    ${cppType(parseType(sig.returns))} ${sig.function}(${params}) {
        
    }
};
`;
}

/**
 * Everything the harness needs lives before the learner's code, inside namespace __cc, so the
 * learner's own globals and helpers cannot clash with it. The PCH covers <bits/stdc++.h>.
 */
/** What both translation units start with: the (precompiled) standard library and LeetCode's nodes. */
export const CPP_TYPES = `#include <bits/stdc++.h>
using namespace std;
struct ListNode {
    int val; ListNode *next;
    ListNode() : val(0), next(nullptr) {} ListNode(int x) : val(x), next(nullptr) {} ListNode(int x, ListNode *next) : val(x), next(next) {}
};
struct TreeNode {
    int val; TreeNode *left; TreeNode *right;
    TreeNode() : val(0), left(nullptr), right(nullptr) {} TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
    TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
};
`;

/** The harness's own code: reading tests, writing answers, the stack-overflow guard. */
export const CPP_PRELUDE = `${CPP_TYPES}${String.raw`#include <cxxabi.h>
#include <pthread.h>
#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>
namespace __cc {
static size_t STACK = size_t(256) << 20; static const size_t GUARD = size_t(1) << 20;
static char *stack_lo;
static volatile int current = -1;
static FILE *in;
static void put(const string &s) { size_t o = 0; while (o < s.size()) { ssize_t w = write(3, s.data() + o, s.size() - o); if (w <= 0) _exit(3); o += w; } }
static int skip() { int c; do c = getc_unlocked(in); while (c == ' ' || c == '\n'); return c; }
static string token() { string t; int c = skip(); while (c != EOF && c != ' ' && c != '\n') { t += char(c); c = getc_unlocked(in); } return t; }
static long long num() {
    int c = skip(); bool neg = c == '-'; if (neg) c = getc_unlocked(in); unsigned long long r = 0;
    while (c >= '0' && c <= '9') { r = r * 10 + (c - '0'); c = getc_unlocked(in); }
    return neg ? -(long long)r : (long long)r;
}
static void rd(int &v) { v = (int)num(); }
static void rd(long long &v) { v = num(); }
static void rd(double &v) { v = strtod(token().c_str(), nullptr); }
static void rd(bool &v) { v = num() != 0; }
static void rd(char &v) { v = (char)num(); }
static void rd(string &v) { size_t n = (size_t)num(); v.resize(n); if (n && fread(&v[0], 1, n, in) != n) _exit(4); }
template <class T> static void rd(vector<T> &v) { size_t n = (size_t)num(); v.resize(n); for (auto &e : v) rd(e); }
static void rd(vector<bool> &v) { size_t n = (size_t)num(); v.resize(n); for (size_t i = 0; i < n; i++) v[i] = num() != 0; }
static void rd(ListNode *&h) { size_t n = (size_t)num(); ListNode d, *t = &d; for (size_t i = 0; i < n; i++) { t->next = new ListNode((int)num()); t = t->next; } h = d.next; }
static void rd(TreeNode *&root) {
    size_t n = (size_t)num(); vector<TreeNode *> v(n, nullptr);
    for (size_t i = 0; i < n; i++) { string t = token(); if (t != "n") v[i] = new TreeNode(stoi(t)); }
    root = n ? v[0] : nullptr; if (!root) return;
    deque<TreeNode *> q{root}; size_t i = 1;
    while (i < n && !q.empty()) { TreeNode *t = q.front(); q.pop_front();
        if (i < n && v[i]) { t->left = v[i]; q.push_back(v[i]); } i++;
        if (i < n && v[i]) { t->right = v[i]; q.push_back(v[i]); } i++; }
}
struct Invalid : std::runtime_error { using std::runtime_error::runtime_error; };
static const size_t LIMIT = 2000000;
static void wr(string &o, int v) { o += to_string(v); }
static void wr(string &o, long long v) { o += to_string(v); }
static void wr(string &o, bool v) { o += v ? "true" : "false"; }
static void wr(string &o, double v) {
    if (!isfinite(v)) { o += "null"; return; }
    char b[64]; auto r = to_chars(b, b + sizeof b, v); string s(b, r.ptr);
    o += s;
}
static void wr(string &o, const string &s) {
    o += '"';
    for (unsigned char c : s) { if (c == '"') o += "\\\""; else if (c == '\\') o += "\\\\"; else if (c < 0x20) { char b[8]; snprintf(b, sizeof b, "\\u%04x", c); o += b; } else o += char(c); }
    o += '"';
}
static void wr(string &o, char c) { wr(o, string(1, c)); }
template <class T> static void wr(string &o, const vector<T> &v) { o += '['; bool first = true; for (const auto &e : v) { if (!first) o += ','; first = false; wr(o, (T)e); } o += ']'; }
static void wr(string &o, ListNode *h) {
    o += '['; size_t n = 0;
    for (; h; h = h->next) { if (n >= LIMIT) throw Invalid("the returned list has a cycle or over 2000000 nodes"); if (n++) o += ','; o += to_string(h->val); }
    o += ']';
}
static void wr(string &o, TreeNode *r) {
    vector<TreeNode *> q{r}; size_t qi = 0, last = 0; vector<string> out;
    while (qi < q.size()) { TreeNode *t = q[qi++]; if (out.size() >= LIMIT) throw Invalid("the returned tree has a cycle or over 2000000 nodes");
        if (!t) out.push_back("null"); else { out.push_back(to_string(t->val)); last = out.size(); q.push_back(t->left); q.push_back(t->right); } }
    o += '['; for (size_t i = 0; i < last; i++) { if (i) o += ','; o += out[i]; } o += ']';
}
// What a test printed must be in the output file before its line (the launcher reads its size).
static void flush_out() { fflush(stdout); fflush(stderr); cout.flush(); cerr.flush(); }
static void error(const string &type, const string &msg) {
    string o = "E {\"type\":"; wr(o, type.substr(0, 200)); o += ",\"message\":"; wr(o, msg.substr(0, 4096)); o += "}\n"; flush_out(); put(o);
}
static string demangle(const char *n) { int st = 0; char *d = abi::__cxa_demangle(n, nullptr, nullptr, &st); string s = st == 0 && d ? d : n; free(d); return s; }
// Another test to answer? Waits until the launcher feeds it (fd 4); false at the end.
static bool more() { int c = skip(); if (c == EOF) return false; ungetc(c, in); return true; }
// No clock here: the launcher measures each test, from its input to the end of our line.
template <class R, class F> static void test(F &&f) {
    current = 1;
    try {
        R r = f(); string o = "R "; wr(o, r); o += "\n"; flush_out(); put(o);
    } catch (const bad_alloc &e) { error("std::bad_alloc", e.what());
    } catch (const exception &e) { error(demangle(typeid(e).name()), e.what());
    } catch (...) { error("unknown exception", "a value that is not a std::exception was thrown"); }
    current = -1;
}
// A fault inside the guard region below the solver's stack is a stack overflow: say so on
// the result channel instead of dying with a bare SIGSEGV.
static void on_fault(int sig, siginfo_t *si, void *) {
    char *a = (char *)si->si_addr;
    if (sig == SIGSEGV && current >= 0 && a >= stack_lo - GUARD && a < stack_lo + 65536) {
        static const char b[] = "X {\"type\":\"StackOverflow\",\"message\":\"stack overflow (recursion too deep)\"}\n";
        if (write(3, b, sizeof b - 1) < 0) {}
        _exit(0);
    }
    signal(sig, SIG_DFL);
}
static int run(int argc, char **argv, void *(*fn)(void *)) {
    if (argc > 1) STACK = size_t(atol(argv[1])) << 20;
    in = fdopen(4, "rb"); if (!in) return 5;
    // Large reads: a big input then crosses the pipe in 64 KB steps, not 4 KB ones.
    setvbuf(in, nullptr, _IOFBF, 1 << 16);
    char *mem = (char *)mmap(nullptr, STACK + GUARD, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (mem == MAP_FAILED) return 6;
    mprotect(mem, GUARD, PROT_NONE); stack_lo = mem + GUARD;
    struct sigaction sa{}; sa.sa_sigaction = on_fault; sa.sa_flags = SA_SIGINFO | SA_ONSTACK; sigaction(SIGSEGV, &sa, nullptr);
    pthread_attr_t at; pthread_attr_init(&at); pthread_attr_setstack(&at, stack_lo, STACK);
    pthread_t th; if (pthread_create(&th, &at, fn, nullptr)) return 7;
    pthread_join(th, nullptr); flush_out(); return 0;
}
static void alt_stack() { static char alt[1 << 16]; stack_t ss{}; ss.ss_sp = alt; ss.ss_size = sizeof alt; sigaltstack(&ss, nullptr); }
}  // namespace __cc
`}`;

/**
 * The two translation units of a C++ submission, linked together. `harness.cpp` depends only on
 * the signature: compiled once per signature and compiler, then kept as an object (compile.ts),
 * so a new submission compiles only the learner's code and two small bridge functions, which
 * create a Solution and call its method (`solution.cpp`, after the learner's code, so line
 * numbers stay the learner's and nothing the learner defines can reach the harness's code).
 */
function bridge(sig: Signature) {
  const params = sig.params.map((p) => parseType(p.type));
  const rt = cppType(parseType(sig.returns));
  const decl = `${rt} __cc_call(void *s${params.map((t, i) => `, ${cppParam(t, `a${i}`)}`).join('')})`;
  return { params, rt, decl, args: params.map((_, i) => `a${i}`).join(', ') };
}

export function cppSolution(code: string, sig: Signature): string {
  const b = bridge(sig);
  return `${CPP_TYPES}#line 1 "solution.cpp"
${code}
#line 1 "bridge.cpp"
void *__cc_make() { return new Solution(); }
${b.decl} { return static_cast<Solution *>(s)->${sig.function}(${b.args}); }
`;
}

export function cppHarness(sig: Signature): string {
  const b = bridge(sig);
  const reads = b.params.map((t, i) => `${cppType(t)} a${i}; __cc::rd(a${i});`).join(' ');
  return `${CPP_PRELUDE}void *__cc_make();
${b.decl};
static void *__cc_tests(void *) {
    __cc::alt_stack();
    __cc::put("K\\n");
    while (__cc::more()) {
        ${reads}
        __cc::test<${b.rt}>([&]() -> ${b.rt} { return __cc_call(__cc_make()${b.params.map((_, i) => `, a${i}`).join('')}); });
    }
    return nullptr;
}
int main(int argc, char **argv) { return __cc::run(argc, argv, __cc_tests); }
`;
}
