/* Helpers shared by every mode: buffered reading of the command channel (fd 0), writes, child
   exits as a readable pipe, and dropping capabilities. */
#include "launcher.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/capability.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
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


static int chld_pipe[2] = {-1, -1};

static void on_chld(int sig) {
  (void)sig;
  int e = errno;
  if (write(chld_pipe[1], "c", 1) < 0) {
  }
  errno = e;
}

int watch_children(void) {
  if (pipe2(chld_pipe, O_CLOEXEC | O_NONBLOCK) < 0) return -1;
  struct sigaction sa = {.sa_handler = on_chld, .sa_flags = SA_RESTART | SA_NOCLDSTOP};
  sigaction(SIGCHLD, &sa, NULL);
  return chld_pipe[0];
}

void drain_children_pipe(void) {
  char c[64];
  while (read(chld_pipe[0], c, sizeof c) > 0) {
  }
}

const char *drop_bounding_set(void) {
  for (int c = 0; c < 64; c++)
    if (prctl(PR_CAPBSET_DROP, c, 0, 0, 0) < 0 && errno != EINVAL) return "cannot empty the capability bounding set";
  return NULL;
}

const char *drop_capabilities(int bounding_dropped) {
  if (prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0) < 0 && errno != EINVAL) return "cannot clear the ambient capabilities";
  struct __user_cap_header_struct h = {_LINUX_CAPABILITY_VERSION_3, 0};
  struct __user_cap_data_struct d[2];
  memset(d, 0, sizeof d);
  if (syscall(SYS_capset, &h, d) < 0) return "cannot clear the capabilities";
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) return "cannot set no_new_privs";
  /* Check, rather than trust. */
  errno = 0;
  if (syscall(SYS_capget, &h, d) < 0 || d[0].permitted || d[0].effective || d[0].inheritable || d[1].permitted ||
      d[1].effective || d[1].inheritable)
    return "a capability is left";
  if (prctl(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0) != 1) return "no_new_privs is not set";
  if (bounding_dropped && prctl(PR_CAPBSET_READ, CAP_SYS_ADMIN, 0, 0, 0) != 0) return "the bounding set is not empty";
  return NULL;
}
