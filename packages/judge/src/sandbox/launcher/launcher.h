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

/* serve.c: a box's pid 1 (or bare, in development). */
int serve(const char *dir);
/* spawner.c: the host side, started once per judge. */
int spawner(const char *sock);
/* factory.c: one per slot, inside bubblewrap; forks that slot's boxes. */
int factory(unsigned long long scratch_bytes, char *name);

#endif
