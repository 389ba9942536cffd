/* Helpers shared by every mode: buffered reading of the command channel (fd 0), writes, child
   exits as a readable pipe, and dropping capabilities. */
#include "launcher.h"

#include <errno.h>
#include <sys/socket.h>
#include <grp.h>
#include <fcntl.h>
#include <stdarg.h>
#include <linux/capability.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

char inbuf[1 << 16];
size_t inlen, inpos;

static char obuf[1 << 16];
static size_t olen;

void out_flush(void) {
  if (olen) write_all(1, obuf, olen);
  olen = 0;
}

size_t out_pending(void) { return olen; }

void out(const char *p, size_t n) {
  if (olen + n > sizeof obuf) {
    out_flush();
    if (n > sizeof obuf) {
      write_all(1, p, n);
      return;
    }
  }
  memcpy(obuf + olen, p, n);
  olen += n;
}

void outf(const char *fmt, ...) {
  char tmp[2048];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
  va_end(ap);
  if (n > 0) out(tmp, (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
}

void out_frame(char kind, const char *name, const char *data, size_t n) {
  if (name) outf("%c %s %zu\n", kind, name, n);
  else outf("%c %zu\n", kind, n);
  out(data, n);
}

void die(const char *m) {
  int e = errno;
  outf("%c %s: %s\n", FRAME_ERROR, m, strerror(e));
  out_flush();
  _exit(EXIT_LAUNCHER_ERROR);
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

/* Reads `n` lines of a request into fresh strings; returns 0 at end of input. */
int read_lines(char **out, int n) {
  char line[MAX_LINE];
  for (int i = 0; i < n; i++) {
    if (read_line(line, sizeof line) < 0) return 0;
    out[i] = strdup(line);
  }
  return 1;
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
    if (w <= 0) _exit(EXIT_HOST_GONE);
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

static int refuse(const char *what) {
  dprintf(2, "%s: %s\n", what, errno ? strerror(errno) : "not as asked");
  return -1;
}

/* What `setpriv --reuid=U --regid=G --clear-groups --inh-caps=-all [--bounding-set=-all]
   --no-new-privs` does, without a program of its own to start: every uid and gid becomes the
   slot's, no supplementary groups, no capability in any set (permitted, effective,
   inheritable, ambient; the bounding set too when we may change it, i.e. as root), and
   no_new_privs, so nothing started from here can gain a privilege back. Then checks it. */
int drop_privileges(uid_t uid, gid_t gid, int bounding) {
  errno = 0;
  if (uid == 0 || gid == 0) return refuse("refusing to run a box as root");
  const char *failed = bounding ? drop_bounding_set() : NULL;
  if (failed) return refuse(failed);
  if (setgroups(0, NULL) < 0) return refuse("cannot clear the supplementary groups");
  if (setresgid(gid, gid, gid) < 0) return refuse("cannot change gid");
  if (setresuid(uid, uid, uid) < 0) return refuse("cannot change uid");
  if ((failed = drop_capabilities(bounding))) return refuse(failed);
  errno = 0;
  uid_t r, e, sv;
  gid_t rg, eg, sg;
  if (getresuid(&r, &e, &sv) < 0 || r != uid || e != uid || sv != uid) return refuse("the uid did not change");
  if (getresgid(&rg, &eg, &sg) < 0 || rg != gid || eg != gid || sg != gid) return refuse("the gid did not change");
  if (getgroups(0, NULL) != 0) return refuse("supplementary groups are left");
  return 0;
}

/* One message on a SEQPACKET socket, with a descriptor (SCM_RIGHTS) when fd >= 0. */
int send_fds(int chan, const char *msg, size_t n, const int *fds, int count) {
  char ctl[CMSG_SPACE(sizeof(int) * MAX_PASSED_FDS)];
  memset(ctl, 0, sizeof ctl);
  struct iovec iov = {(void *)msg, n};
  struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1};
  if (count > MAX_PASSED_FDS) return -1;
  if (count > 0) {
    mh.msg_control = ctl, mh.msg_controllen = CMSG_SPACE(sizeof(int) * (size_t)count);
    struct cmsghdr *c = CMSG_FIRSTHDR(&mh);
    c->cmsg_level = SOL_SOCKET, c->cmsg_type = SCM_RIGHTS, c->cmsg_len = CMSG_LEN(sizeof(int) * (size_t)count);
    memcpy(CMSG_DATA(c), fds, sizeof(int) * (size_t)count);
  }
  return sendmsg(chan, &mh, MSG_NOSIGNAL) < 0 ? -1 : 0;
}

int send_fd(int chan, const char *msg, size_t n, int fd) { return send_fds(chan, msg, n, &fd, fd >= 0 ? 1 : 0); }

int received_fds(struct msghdr *mh, int *fds, int cap) {
  int got = 0;
  for (struct cmsghdr *c = CMSG_FIRSTHDR(mh); c; c = CMSG_NXTHDR(mh, c)) {
    if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS) continue;
    int k = (int)((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
    for (int i = 0; i < k; i++) {
      int fd;
      memcpy(&fd, CMSG_DATA(c) + i * sizeof(int), sizeof fd);
      if (got < cap) fds[got++] = fd;
      else close(fd);
    }
  }
  return got;
}
