/* The judge's launcher: one static binary, three modes (main.c). Shared helpers (io.c). */
#ifndef CODECOACH_LAUNCHER_H
#define CODECOACH_LAUNCHER_H
#define _GNU_SOURCE
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#define MAX_ARGS 256
#define MAX_LINE 8192

/* Buffered reading of fd 0 (the command channel). */
extern char inbuf[1 << 16];
extern size_t inlen, inpos;
int fill(void);
int read_line(char *out, size_t cap);
int read_exact(char *dst, size_t n);
void write_all(int fd, const char *p, size_t n);
void die(const char *m);
int64_t now_ns(void);
int safe_name(const char *s);
/* SIGCHLD as a readable pipe (non-blocking), for a poll loop: returns its read end. */
int watch_children(void);
void drain_children_pipe(void);
/* Empties the capability bounding set (needs CAP_SETPCAP). NULL on success, else what failed. */
const char *drop_bounding_set(void);
/* Clears the ambient, permitted, effective and inheritable sets, sets no_new_privs, and checks
   all of it (and that the bounding set is empty, if it was dropped). NULL, or what failed. */
const char *drop_capabilities(int bounding_dropped);

/* serve.c: a box's pid 1 (or bare, in development). */
int serve(const char *dir);
/* spawner.c: the host side, started once per judge. */
int spawner(const char *sock);
/* factory.c: one per slot, inside bubblewrap; forks that slot's boxes. */
int factory(unsigned long long scratch_bytes, char *name);

#endif
