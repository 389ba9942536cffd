/*
 * `launcher factory <scratch bytes>`: one per judge slot, started by the spawner inside
 * bubblewrap: its own user, mount, pid, net, ipc, uts and cgroup namespaces, `/` and `/dev`
 * read-only, no nested user namespaces, and CAP_SYS_ADMIN and CAP_SETPCAP in its own user
 * namespace only (nothing on the host). It never runs learner code: it forks its slot's boxes.
 * A box then costs a clone and five mounts (~0.5 ms of CPU here) instead of starting bubblewrap
 * and a launcher for every box (~5 ms).
 *
 * Channel with the spawner: fd 0, a SOCK_SEQPACKET socket, one message per command:
 *   F <id>  + SCM_RIGHTS(conn)   make box <id>; conn is its connection to the judge
 *   G <id> <names> [+ SCM_RIGHTS] box <id> is in its cgroups: let it start, handing it the
 *                               descriptors the spawner opened for it, one letter of <names> each
 *                               (launcher.h, struct box_fds): its CPU counter, its programs'
 *                               memory cgroup and that cgroup's peak (run.c)
 *   D <id>                      drop box <id> (kill it)
 * Messages back: `C <id>` + SCM_CREDENTIALS, sent by the new box itself, so that the kernel tells
 * the spawner the box's pid on the host; `E <id> <exit> <signal>` once the box has ended.
 * fd 10: the seccomp program that every box loads for itself before it serves.
 *
 * A box (box_child): new pid, mount, net, ipc and uts namespaces; dies with the factory; a new
 * session; its mounts private; a fresh proc on /proc, a size-capped tmpfs on /tmp, a fresh tmpfs
 * on /dev/shm and a new devpts instance on /dev/pts, so nothing writable is shared between
 * boxes (the rest of the tree is read-only, and locked so: the mounts came from a more
 * privileged user namespace); proc shows only processes (subset=pid: no host-wide files such as
 * /proc/cmdline, /proc/stat or /proc/meminfo); fds 0 and 1 are its connection to the judge. It
 * waits for G (on a socket, so that the CPU counter can come with it), then
 * takes its own cgroup namespace, drops every capability (the bounding set too), sets
 * no_new_privs, loads the seccomp filter, checks all of it, and becomes `serve /tmp` as pid 1.
 */
#include "launcher.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_BOXES 64

struct box {
  unsigned long id;
  pid_t pid; /* in our pid namespace; 0 = free */
  int go;    /* our end of the box's start socket, until G */
};

static struct box boxes[MAX_BOXES];
static struct sock_fprog filter;
static unsigned long long scratch;
/* Our mode's name in our argv ("factory"): a box renames itself, so `ps` tells them apart. */
static char *mode_name;

/* One message to the spawner (SEQPACKET: one write, one message). */
static void tell(const char *fmt, unsigned long id, int a, int b) {
  char msg[96];
  int n = snprintf(msg, sizeof msg, fmt, id, a, b);
  if (send(0, msg, (size_t)n, MSG_NOSIGNAL) < 0) _exit(0); /* the spawner is gone */
}

static int load_filter(void) {
  size_t cap = 4096, len = 0;
  char *buf = malloc(cap);
  for (;;) {
    if (!buf) return -1;
    ssize_t r = read(10, buf + len, cap - len);
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) return -1;
    if (r == 0) break;
    len += (size_t)r;
    if (len == cap) buf = realloc(buf, cap *= 2);
  }
  close(10);
  if (len == 0 || len % sizeof(struct sock_filter)) return -1;
  filter.len = (unsigned short)(len / sizeof(struct sock_filter));
  filter.filter = (struct sock_filter *)buf;
  return 0;
}

/* ---- in the box, before it serves ---- */

static void box_fail(const char *what) {
  dprintf(2, "box: %s: %s\n", what, strerror(errno));
  _exit(EXIT_BOX_SETUP);
}

/* The start message (`g` and the names of the descriptors that come with it, launcher.h). */
static int wait_for_go(int go, struct box_fds *fds) {
  char msg[16];
  char ctl[CMSG_SPACE(sizeof(int) * MAX_PASSED_FDS)];
  struct iovec iov = {msg, sizeof msg - 1};
  struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = ctl, .msg_controllen = sizeof ctl};
  ssize_t r;
  do r = recvmsg(go, &mh, MSG_CMSG_CLOEXEC); while (r < 0 && errno == EINTR);
  if (r < 1 || msg[0] != 'g') return -1;
  msg[r] = 0;
  int got[MAX_PASSED_FDS];
  int n = received_fds(&mh, got, MAX_PASSED_FDS);
  for (int i = 0; i < n && msg[1 + i]; i++) {
    if (msg[1 + i] == FD_CPU) fds->cpu = got[i];
    else if (msg[1 + i] == FD_PROG) fds->prog = got[i];
    else if (msg[1 + i] == FD_PEAK) fds->peak = got[i];
    else close(got[i]);
  }
  return 0;
}

static void box_mount(const char *src, const char *dst, const char *type, unsigned long flags, const char *data) {
  if (mount(src, dst, type, flags, data) < 0) box_fail(dst);
}

/* The kernel gives the spawner our pid on the host (SCM_CREDENTIALS carries it, translated). */
static void introduce(unsigned long id) {
  char msg[32];
  int n = snprintf(msg, sizeof msg, "C %lu", id);
  struct ucred cred = {.pid = getpid(), .uid = getuid(), .gid = getgid()};
  char ctl[CMSG_SPACE(sizeof cred)];
  memset(ctl, 0, sizeof ctl);
  struct iovec iov = {msg, (size_t)n};
  struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = ctl, .msg_controllen = sizeof ctl};
  struct cmsghdr *c = CMSG_FIRSTHDR(&mh);
  c->cmsg_level = SOL_SOCKET;
  c->cmsg_type = SCM_CREDENTIALS;
  c->cmsg_len = CMSG_LEN(sizeof cred);
  memcpy(CMSG_DATA(c), &cred, sizeof cred);
  if (sendmsg(0, &mh, MSG_NOSIGNAL) < 0) box_fail("introduce");
}

static void box_child(unsigned long id, int conn, int go) {
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) < 0) box_fail("die with the factory");
  if (mode_name) {
    memset(mode_name, 0, strlen(mode_name));
    memcpy(mode_name, "box", 3);
  }
  prctl(PR_SET_NAME, "box");
  signal(SIGCHLD, SIG_DFL);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  setsid();
  introduce(id);
  /* 0 and 1: the judge; 2: the factory's stderr (the spawner reads it); 3: the start pipe. */
  if (dup2(conn, 0) < 0 || dup2(conn, 1) < 0 || dup2(go, 3) < 0) box_fail("descriptors");
  syscall(SYS_close_range, 4, ~0U, 0);
  box_mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL);
  /* Only processes: a kernel before 5.8 lacks subset=pid, and then gets the whole proc. */
  if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, "subset=pid") < 0)
    box_mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL);
  char opts[64];
  snprintf(opts, sizeof opts, "mode=0755,size=%llu", scratch);
  box_mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, opts);
  snprintf(opts, sizeof opts, "mode=1777,size=%llu", scratch);
  box_mount("tmpfs", "/dev/shm", "tmpfs", MS_NOSUID | MS_NODEV, opts);
  box_mount("devpts", "/dev/pts", "devpts", MS_NOSUID | MS_NOEXEC, "newinstance,ptmxmode=0666,mode=620");
  /* Nothing runs here before the spawner has put us in our own cgroups and says so. */
  struct box_fds fds = {-1, -1, -1};
  if (wait_for_go(3, &fds) < 0) _exit(EXIT_BOX_NOT_STARTED);
  close(3);
  /* /proc/self/cgroup then reads "/", not the host's cgroup names. */
  if (unshare(CLONE_NEWCGROUP) < 0 && errno != EINVAL) box_fail("cgroup namespace");
  const char *failed = drop_bounding_set();
  if (!failed) failed = drop_capabilities(1);
  if (failed) box_fail(failed);
  if (prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &filter) < 0) box_fail("seccomp");
  _exit(serve("/tmp", fds));
}

/* ---- the factory ---- */

static struct box *find(unsigned long id) {
  for (int i = 0; i < MAX_BOXES; i++)
    if (boxes[i].pid && boxes[i].id == id) return &boxes[i];
  return NULL;
}

static void make_box(unsigned long id, int conn) {
  struct box *b = NULL;
  for (int i = 0; i < MAX_BOXES && !b; i++)
    if (!boxes[i].pid) b = &boxes[i];
  int gp[2];
  if (!b || socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, gp) < 0) {
    close(conn);
    tell("E %lu %d %d", id, END_FACTORY_FULL, 0);
    return;
  }
  pid_t pid = (pid_t)syscall(SYS_clone, CLONE_NEWPID | CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS | SIGCHLD, 0, 0, 0, 0);
  if (pid == 0) {
    close(gp[1]);
    box_child(id, conn, gp[0]);
  }
  close(conn);
  close(gp[0]);
  if (pid < 0) {
    dprintf(2, "factory: cannot make a box: %s\n", strerror(errno));
    close(gp[1]);
    tell("E %lu %d %d", id, END_CLONE_FAILED, 0);
    return;
  }
  b->id = id, b->pid = pid, b->go = gp[1];
}

static void reap(void) {
  int st;
  pid_t pid;
  while ((pid = waitpid(-1, &st, WNOHANG)) > 0) {
    for (int i = 0; i < MAX_BOXES; i++) {
      struct box *b = &boxes[i];
      if (b->pid != pid) continue;
      if (b->go >= 0) close(b->go);
      tell("E %lu %d %d", b->id, WIFEXITED(st) ? WEXITSTATUS(st) : -1, WIFSIGNALED(st) ? WTERMSIG(st) : 0);
      b->pid = 0, b->go = -1;
      break;
    }
  }
}

/* One command from the spawner; returns 0 when the spawner has gone. */
static int command(void) {
  char msg[128];
  char ctl[CMSG_SPACE(sizeof(int) * MAX_PASSED_FDS)];
  struct iovec iov = {msg, sizeof msg - 1};
  struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = ctl, .msg_controllen = sizeof ctl};
  ssize_t n = recvmsg(0, &mh, MSG_CMSG_CLOEXEC);
  if (n < 0) return errno == EINTR || errno == EAGAIN;
  if (n == 0) return 0;
  msg[n] = 0;
  int fds[MAX_PASSED_FDS];
  int nfds = received_fds(&mh, fds, MAX_PASSED_FDS);
  unsigned long id;
  char kind, names[MAX_PASSED_FDS + 1] = "";
  int fields = sscanf(msg, "%c %lu %4s", &kind, &id, names);
  if (fields < 2) kind = '?';
  if (kind == 'F' && nfds == 1) {
    make_box(id, fds[0]);
    return 1;
  }
  struct box *b = find(id);
  if (kind == 'G' && b && b->go >= 0 && (int)strlen(names) == nfds) {
    /* Start the box, handing it its descriptors with the same message. */
    char go[2 + MAX_PASSED_FDS] = "g";
    strcat(go, names);
    if (send_fds(b->go, go, strlen(go), fds, nfds) < 0) {
    }
    close(b->go);
    b->go = -1;
  } else if (kind == 'D' && b) {
    kill(b->pid, SIGKILL);
  }
  for (int i = 0; i < nfds; i++) close(fds[i]);
  return 1;
}

int factory(unsigned long long scratch_bytes, char *name) {
  scratch = scratch_bytes;
  mode_name = name;
  /* Not dumpable: nothing of the same uid may open our /proc files or ptrace us. */
  prctl(PR_SET_DUMPABLE, 0);
  signal(SIGPIPE, SIG_IGN);
  if (load_filter() < 0) {
    dprintf(2, "factory: no seccomp program on fd 10\n");
    return EXIT_FACTORY_SETUP;
  }
  for (int i = 0; i < MAX_BOXES; i++) boxes[i].go = -1;
  int children = watch_children();
  if (children < 0) return EXIT_FACTORY_SETUP;
  for (;;) {
    struct pollfd p[2] = {{0, POLLIN, 0}, {children, POLLIN, 0}};
    if (poll(p, 2, -1) < 0 && errno != EINTR) return EXIT_FACTORY_SETUP;
    if (p[1].revents) {
      drain_children_pipe();
      reap();
    }
    /* Gone: every box dies with us (PR_SET_PDEATHSIG). */
    if (p[0].revents && !command()) return 0;
  }
}
