/* Helpers shared by every mode: buffered reading of the command channel (fd 0), writes. */
#include "launcher.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

char inbuf[1 << 16];
size_t inlen, inpos;

void die(const char *m) {
  dprintf(1, "Z %s: %s\n", m, strerror(errno));
  _exit(70);
}

int fill(void) {
  if (inpos < inlen) return 1;
  ssize_t n;
  do n = read(0, inbuf, sizeof inbuf); while (n < 0 && errno == EINTR);
  if (n <= 0) return 0;
  inlen = (size_t)n;
  inpos = 0;
  return 1;
}

/* One line from fd 0 without its newline; returns -1 at end of input. */
int read_line(char *out, size_t cap) {
  size_t n = 0;
  for (;;) {
    if (!fill()) return n ? (int)n : -1;
    char c = inbuf[inpos++];
    if (c == '\n') break;
    if (n + 1 < cap) out[n++] = c;
  }
  out[n] = 0;
  return (int)n;
}

int read_exact(char *dst, size_t n) {
  while (n) {
    if (!fill()) return 0;
    size_t k = inlen - inpos < n ? inlen - inpos : n;
    if (dst) memcpy(dst, inbuf + inpos, k), dst += k;
    inpos += k;
    n -= k;
  }
  return 1;
}

void write_all(int fd, const char *p, size_t n) {
  while (n) {
    ssize_t w = write(fd, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) _exit(71);
    p += w;
    n -= (size_t)w;
  }
}

/* Names are relative, made of safe characters, without `..`: nothing can escape <dir>. */
int safe_name(const char *s) {
  if (!*s || *s == '/' || strstr(s, "..")) return 0;
  for (const char *p = s; *p; p++)
    if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || strchr("._-/$", *p))) return 0;
  return 1;
}

/* The fifo of a program started ahead (exec key `fifo`): opened read-write, so neither we nor
   the program wait for the other, and held until the program ends, so what we wrote stays in
   the pipe even if the program opens it later. The program reads one line. */
int64_t now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

