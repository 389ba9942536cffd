import type { Signature } from '@codecoach/contracts';
import { depth, leaf, parseType, type TypeNode } from './valuetype.ts';

/** C element type of a scalar or node. */
function cScalar(t: TypeNode): string {
  if (t.kind === 'ListNode') return 'struct ListNode*';
  if (t.kind === 'TreeNode') return 'struct TreeNode*';
  if (t.kind !== 'scalar') throw new Error('not a scalar');
  return { int: 'int', long: 'long long', double: 'double', boolean: 'bool', string: 'char*', char: 'char' }[
    t.name
  ];
}

/** LeetCode's C form: arrays come with their sizes, 2-D ones with a column-size array. */
function cParams(t: TypeNode, name: string): string {
  const d = depth(t);
  const el = cScalar(leaf(t));
  if (d === 0) return `${el} ${name}`;
  if (d === 1) return `${el}* ${name}, int ${name}Size`;
  return `${el}** ${name}, int ${name}Size, int* ${name}ColSize`;
}

function cReturn(t: TypeNode): { type: string; extra: string[] } {
  const d = depth(t);
  const el = cScalar(leaf(t));
  if (d === 0) return { type: el, extra: [] };
  if (d === 1) return { type: `${el}*`, extra: ['int* returnSize'] };
  return { type: `${el}**`, extra: ['int* returnSize', 'int** returnColumnSizes'] };
}

export function cStarter(sig: Signature): string {
  const all = [...sig.params.map((p) => p.type), sig.returns];
  let head = '';
  if (all.includes('ListNode')) {
    head += `/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     struct ListNode *next;
 * };
 */
`;
  }
  if (all.includes('TreeNode')) {
    head += `/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     struct TreeNode *left;
 *     struct TreeNode *right;
 * };
 */
`;
  }
  const rt = parseType(sig.returns);
  const ret = cReturn(rt);
  if (depth(rt) === 1)
    head += '/**\n * Note: The returned array must be malloced, assume caller calls free().\n */\n';
  if (depth(rt) === 2) {
    head +=
      '/**\n * Return an array of arrays of size *returnSize.\n * The sizes of the arrays are returned as *returnColumnSizes array.\n * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().\n */\n';
  }
  const params = [...sig.params.map((p) => cParams(parseType(p.type), p.name)), ...ret.extra].join(', ');
  return `${head}${ret.type} ${sig.function}(${params}) {
    
}
`;
}

/** Reader/writer suffix of a leaf type. */
function suffix(t: TypeNode): string {
  const l = leaf(t);
  return l.kind === 'scalar' ? l.name : l.kind;
}

export const C_PRELUDE = String.raw`#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <ctype.h>
#include <time.h>
#include <unistd.h>
#include <pthread.h>
#include <signal.h>
#include <sys/mman.h>
struct ListNode { int val; struct ListNode *next; };
struct TreeNode { int val; struct TreeNode *left; struct TreeNode *right; };
static FILE *__cc_in;
static size_t __cc_stack = (size_t)256 << 20;
static const size_t __cc_guard = (size_t)1 << 20;
static char *__cc_stack_lo;
static volatile int __cc_current = -1;
typedef struct { char *p; size_t n, cap; } __cc_buf;
static void __cc_put(__cc_buf *b, const char *s, size_t n) {
    if (b->n + n + 1 > b->cap) { b->cap = (b->n + n + 1) * 2; b->p = (char *)realloc(b->p, b->cap); if (!b->p) abort(); }
    memcpy(b->p + b->n, s, n); b->n += n; b->p[b->n] = 0;
}
static void __cc_puts(__cc_buf *b, const char *s) { __cc_put(b, s, strlen(s)); }
static void __cc_emit(__cc_buf *b) { size_t o = 0; while (o < b->n) { ssize_t w = write(3, b->p + o, b->n - o); if (w <= 0) _exit(3); o += (size_t)w; } b->n = 0; }
static int __cc_skip(void) { int c; do c = getc_unlocked(__cc_in); while (c == ' ' || c == '\n'); return c; }
static int __cc_token(char *t, int cap) { int n = 0, c = __cc_skip(); while (c != EOF && c != ' ' && c != '\n') { if (n + 1 < cap) t[n++] = (char)c; c = getc_unlocked(__cc_in); } t[n] = 0; return n; }
static long long __cc_num(void) {
    int c = __cc_skip(); int neg = c == '-'; if (neg) c = getc_unlocked(__cc_in); unsigned long long r = 0;
    while (c >= '0' && c <= '9') { r = r * 10 + (unsigned)(c - '0'); c = getc_unlocked(__cc_in); }
    return neg ? -(long long)r : (long long)r;
}
static int __cc_rd_int(void) { return (int)__cc_num(); }
static long long __cc_rd_long(void) { return __cc_num(); }
static double __cc_rd_double(void) { char t[64]; __cc_token(t, sizeof t); return strtod(t, NULL); }
static bool __cc_rd_boolean(void) { return __cc_num() != 0; }
static char __cc_rd_char(void) { return (char)__cc_num(); }
static char *__cc_rd_string(void) { size_t n = (size_t)__cc_num(); char *s = (char *)malloc(n + 1); if (n && fread(s, 1, n, __cc_in) != n) _exit(4); s[n] = 0; return s; }
static struct ListNode *__cc_rd_ListNode(void) {
    int n = (int)__cc_num(); struct ListNode d = {0, NULL}, *t = &d;
    for (int i = 0; i < n; i++) { t->next = (struct ListNode *)calloc(1, sizeof *t); t = t->next; t->val = (int)__cc_num(); }
    return d.next;
}
static struct TreeNode *__cc_rd_TreeNode(void) {
    int n = (int)__cc_num(); struct TreeNode **v = (struct TreeNode **)calloc((size_t)n + 1, sizeof *v); char t[32];
    for (int i = 0; i < n; i++) { __cc_token(t, sizeof t); if (strcmp(t, "n")) { v[i] = (struct TreeNode *)calloc(1, sizeof **v); v[i]->val = atoi(t); } }
    struct TreeNode *root = n ? v[0] : NULL; if (!root) return NULL;
    struct TreeNode **q = (struct TreeNode **)malloc(((size_t)n + 1) * sizeof *q); int qh = 0, qt = 0, i = 1; q[qt++] = root;
    while (i < n && qh < qt) { struct TreeNode *x = q[qh++];
        if (i < n && v[i]) { x->left = v[i]; q[qt++] = v[i]; } i++;
        if (i < n && v[i]) { x->right = v[i]; q[qt++] = v[i]; } i++; }
    free(q); free(v); return root;
}
#define __CC_RD_ARR(NAME, T) \
    static T *__cc_rd_##NAME##_1(int *size) { int n = (int)__cc_num(); T *a = (T *)malloc(((size_t)n + 1) * sizeof(T)); for (int i = 0; i < n; i++) a[i] = __cc_rd_##NAME(); *size = n; return a; } \
    static T **__cc_rd_##NAME##_2(int *size, int **cols) { int n = (int)__cc_num(); T **a = (T **)malloc(((size_t)n + 1) * sizeof(T *)); *cols = (int *)malloc(((size_t)n + 1) * sizeof(int)); \
        for (int i = 0; i < n; i++) a[i] = __cc_rd_##NAME##_1(&(*cols)[i]); *size = n; return a; }
__CC_RD_ARR(int, int)
__CC_RD_ARR(long, long long)
__CC_RD_ARR(double, double)
__CC_RD_ARR(boolean, bool)
__CC_RD_ARR(string, char *)
static char *__cc_rd_char_1(int *size) { int n = (int)__cc_num(); char *a = (char *)malloc((size_t)n + 1); for (int i = 0; i < n; i++) a[i] = (char)__cc_num(); a[n] = 0; *size = n; return a; }
static char **__cc_rd_char_2(int *size, int **cols) { int n = (int)__cc_num(); char **a = (char **)malloc(((size_t)n + 1) * sizeof(char *)); *cols = (int *)malloc(((size_t)n + 1) * sizeof(int));
    for (int i = 0; i < n; i++) a[i] = __cc_rd_char_1(&(*cols)[i]); *size = n; return a; }
static void __cc_wr_int(__cc_buf *b, int v) { char t[32]; snprintf(t, sizeof t, "%d", v); __cc_puts(b, t); }
static void __cc_wr_long(__cc_buf *b, long long v) { char t[32]; snprintf(t, sizeof t, "%lld", v); __cc_puts(b, t); }
static void __cc_wr_double(__cc_buf *b, double v) {
    if (!isfinite(v)) { __cc_puts(b, "null"); return; }
    char t[40]; for (int p = 1; p <= 17; p++) { snprintf(t, sizeof t, "%.*g", p, v); if (strtod(t, NULL) == v) break; } __cc_puts(b, t);
}
static void __cc_wr_boolean(__cc_buf *b, bool v) { __cc_puts(b, v ? "true" : "false"); }
static void __cc_wr_strn(__cc_buf *b, const char *s, size_t n) {
    __cc_put(b, "\"", 1);
    for (size_t i = 0; i < n; i++) { unsigned char c = (unsigned char)s[i];
        if (c == '"') __cc_put(b, "\\\"", 2); else if (c == '\\') __cc_put(b, "\\\\", 2);
        else if (c < 0x20) { char t[8]; snprintf(t, sizeof t, "\\u%04x", c); __cc_puts(b, t); } else __cc_put(b, (const char *)&s[i], 1); }
    __cc_put(b, "\"", 1);
}
static void __cc_wr_string(__cc_buf *b, const char *s) { if (!s) __cc_puts(b, "null"); else __cc_wr_strn(b, s, strlen(s)); }
static void __cc_wr_char(__cc_buf *b, char c) { __cc_wr_strn(b, &c, 1); }
static int __cc_wr_ListNode(__cc_buf *b, struct ListNode *h) {
    __cc_put(b, "[", 1); long n = 0;
    for (; h; h = h->next) { if (n >= 2000000) return -1; if (n++) __cc_put(b, ",", 1); __cc_wr_int(b, h->val); }
    __cc_put(b, "]", 1); return 0;
}
static int __cc_wr_TreeNode(__cc_buf *b, struct TreeNode *r) {
    size_t cap = 1024, qn = 0, qi = 0, last = 0; struct TreeNode **q = (struct TreeNode **)malloc(cap * sizeof *q); q[qn++] = r;
    __cc_buf o = {0, 0, 0};
    while (qi < qn) { struct TreeNode *t = q[qi++]; if (qi > 4000000) { free(q); free(o.p); return -1; }
        if (qi > 1) __cc_put(&o, ",", 1);
        if (!t) __cc_puts(&o, "null"); else { __cc_wr_int(&o, t->val); last = o.n;
            if (qn + 2 > cap) { cap *= 2; q = (struct TreeNode **)realloc(q, cap * sizeof *q); } q[qn++] = t->left; q[qn++] = t->right; } }
    __cc_put(b, "[", 1); if (last) __cc_put(b, o.p, last); __cc_put(b, "]", 1); free(q); free(o.p); return 0;
}
#define __CC_WR_ARR(NAME, T) \
    static void __cc_wr_##NAME##_1(__cc_buf *b, T *a, int n) { if (!a && n) { __cc_puts(b, "null"); return; } __cc_put(b, "[", 1); for (int i = 0; i < n; i++) { if (i) __cc_put(b, ",", 1); __cc_wr_##NAME(b, a[i]); } __cc_put(b, "]", 1); } \
    static void __cc_wr_##NAME##_2(__cc_buf *b, T **a, int n, int *cols) { if (!a && n) { __cc_puts(b, "null"); return; } __cc_put(b, "[", 1); for (int i = 0; i < n; i++) { if (i) __cc_put(b, ",", 1); __cc_wr_##NAME##_1(b, a[i], cols ? cols[i] : 0); } __cc_put(b, "]", 1); }
__CC_WR_ARR(int, int)
__CC_WR_ARR(long, long long)
__CC_WR_ARR(double, double)
__CC_WR_ARR(boolean, bool)
__CC_WR_ARR(string, char *)
__CC_WR_ARR(char, char)
/* What a test printed must be in the output file before its line (the launcher reads its size). */
static void __cc_flush_out(void) { fflush(stdout); fflush(stderr); }
/* Another test to answer? Waits until the launcher feeds it (fd 4); 0 at the end. No clock here:
   the launcher measures each test, from its input to the end of our line. */
static int __cc_more(void) { int c = __cc_skip(); if (c == EOF) return 0; ungetc(c, __cc_in); __cc_current = 1; return 1; }
static void __cc_result(__cc_buf *v) {
    __cc_buf b = {0, 0, 0}; __cc_puts(&b, "R "); __cc_put(&b, v->p ? v->p : "", v->n); __cc_put(&b, "\n", 1);
    __cc_flush_out(); __cc_emit(&b); free(b.p); v->n = 0; __cc_current = -1;
}
static void __cc_invalid(const char *msg) {
    char t[300]; snprintf(t, sizeof t, "E {\"type\":\"InvalidOutput\",\"message\":\"%s\"}\n", msg);
    __cc_buf b = {0, 0, 0}; __cc_puts(&b, t); __cc_flush_out(); __cc_emit(&b); free(b.p); __cc_current = -1;
}
static void __cc_on_fault(int sig, siginfo_t *si, void *ctx) {
    (void)ctx; char *a = (char *)si->si_addr;
    if (sig == SIGSEGV && __cc_current >= 0 && a >= __cc_stack_lo - __cc_guard && a < __cc_stack_lo + 65536) {
        static const char t[] = "X {\"type\":\"StackOverflow\",\"message\":\"stack overflow (recursion too deep)\"}\n";
        if (write(3, t, sizeof t - 1) < 0) {}
        _exit(0);
    }
    signal(sig, SIG_DFL);
}
static void __cc_alt_stack(void) { static char alt[1 << 16]; stack_t ss; memset(&ss, 0, sizeof ss); ss.ss_sp = alt; ss.ss_size = sizeof alt; sigaltstack(&ss, NULL); }
static int __cc_main(int argc, char **argv, void *(*fn)(void *)) {
    if (argc > 1) __cc_stack = (size_t)atol(argv[1]) << 20;
    __cc_in = fdopen(4, "rb"); if (!__cc_in) return 5;
    setvbuf(__cc_in, NULL, _IOFBF, 1 << 16);
    char *mem = (char *)mmap(NULL, __cc_stack + __cc_guard, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (mem == MAP_FAILED) return 6;
    mprotect(mem, __cc_guard, PROT_NONE); __cc_stack_lo = mem + __cc_guard;
    struct sigaction sa; memset(&sa, 0, sizeof sa); sa.sa_sigaction = __cc_on_fault; sa.sa_flags = SA_SIGINFO | SA_ONSTACK; sigaction(SIGSEGV, &sa, NULL);
    pthread_attr_t at; pthread_attr_init(&at); pthread_attr_setstack(&at, __cc_stack_lo, __cc_stack);
    pthread_t th; if (pthread_create(&th, &at, fn, NULL)) return 7;
    pthread_join(th, NULL); __cc_flush_out(); return 0;
}
`;

/** Reads one argument into variables a<i> (+ a<i>Size, a<i>Col) and returns the call's arguments. */
function readArg(t: TypeNode, i: number): { decl: string; args: string } {
  const d = depth(t);
  const s = suffix(t);
  const el = cScalar(leaf(t));
  if (d === 0) return { decl: `${el} a${i} = __cc_rd_${s}();`, args: `a${i}` };
  if (d === 1)
    return { decl: `int a${i}Size; ${el} *a${i} = __cc_rd_${s}_1(&a${i}Size);`, args: `a${i}, a${i}Size` };
  return {
    decl: `int a${i}Size; int *a${i}Col; ${el} **a${i} = __cc_rd_${s}_2(&a${i}Size, &a${i}Col);`,
    args: `a${i}, a${i}Size, a${i}Col`,
  };
}

export function cSource(code: string, sig: Signature): string {
  const params = sig.params.map((p) => parseType(p.type));
  const reads = params.map(readArg);
  const rt = parseType(sig.returns);
  const d = depth(rt);
  const s = suffix(rt);
  const ret = cReturn(rt);
  const callArgs = [
    ...reads.map((r) => r.args),
    ...(d >= 1 ? ['&rs'] : []),
    ...(d === 2 ? ['&rcs'] : []),
  ].join(', ');
  let write: string;
  if (d === 0 && (s === 'ListNode' || s === 'TreeNode')) {
    write = `if (__cc_wr_${s}(&out, r) < 0) { out.n = 0; __cc_invalid("the returned ${s === 'ListNode' ? 'list' : 'tree'} has a cycle or over 2000000 nodes"); continue; }`;
  } else if (d === 0) write = `__cc_wr_${s}(&out, r);`;
  else if (d === 1) write = `__cc_wr_${s}_1(&out, r, rs);`;
  else write = `__cc_wr_${s}_2(&out, r, rs, rcs);`;
  return `${C_PRELUDE}#line 1 "solution.c"
${code}
#line 1 "harness.c"
static void *__cc_tests(void *unused) {
    (void)unused; __cc_alt_stack();
    __cc_buf out = {0, 0, 0};
    __cc_buf ready = {0, 0, 0}; __cc_puts(&ready, "K\\n"); __cc_emit(&ready); free(ready.p);
    while (__cc_more()) {
        ${reads.map((r) => r.decl).join(' ')}
        int rs = 0; int *rcs = NULL; (void)rs; (void)rcs;
        ${ret.type} r = ${sig.function}(${callArgs});
        ${write}
        __cc_result(&out);
    }
    return NULL;
}
int main(int argc, char **argv) { return __cc_main(argc, argv, __cc_tests); }
`;
}
