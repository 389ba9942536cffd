/*
 * `launcher spawner <socket>`: the host side of the sandbox, started once per judge as the
 * judge's user (root here). The judge's Node process never forks: there, one fork of a process
 * of a few hundred MB blocked its event loop 7-17 ms on this kind of VM.
 *
 * Requests on fd 0:
 *   Z <slot> <n>\n then n lines: <seccomp file> [@creds <uid> <gid> <bounding>] -- <command>...
 *       how to start the slot's box factory (bubblewrap running `launcher factory`, factory.c).
 *       It is started at the slot's first box, and again at the next box whenever it has died.
 *   S <id> <slot> <n>\n then n lines: the new box's cgroup.procs files (made by the judge), and
 *       optionally `@cpu <file>`: its cgroup's CPU counter, which we open read-only and hand to
 *       the box with its start (the box measures its programs with it; run.c); `@prog <file>`:
 *       the cgroup.procs of its programs' memory cgroup, opened write-only, into which each
 *       program moves itself before it starts; `@peak <file>`: that cgroup's memory peak,
 *       opened read-write (reset and read at each test). Opened here, by root, they work for
 *       the box that holds them, whose own user could not open them (launcher.h, struct box_fds).
 * For a box we connect to the judge's socket and hand the connection to the slot's factory,
 * which forks the box. The box tells us its pid on the host (SCM_CREDENTIALS: the kernel
 * translates it); we write it into the box's cgroups, introduce the connection to the judge
 * (`B <id>\n`) and only then let the box start: nothing runs in a box before it is in its own
 * cgroups. Reports on fd 1: `P <id> <pid>\n` once the box is in its cgroups, and
 * `X <id> <exit> <signal> <len>\n<message>` once it has ended or could not start.
 *
 * The factory runs as the slot's uid: the child we fork drops every privilege (drop_privileges)
 * before it execs bubblewrap.
 */
#include "launcher.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_SLOTS 64
#define MAX_BOXES 1024
#define MAX_CGROUPS 8
#define ERR_CAP 4000

struct factory {
  char *spec[MAX_ARGS + 1];
  int nspec;
  pid_t pid; /* bubblewrap, our child; 0 when not running */
  int chan;  /* SOCK_SEQPACKET to the factory; -1 when none */
  int err;   /* its stderr (and its boxes'); -1 when closed */
  size_t errn;
  char errbuf[ERR_CAP]; /* the latest of it */
};

struct box {
  unsigned long id;
  int used, slot;
  int conn; /* our end of its connection to the judge, until introduced */
  char *cg[MAX_CGROUPS];
  int ncg;
  char *cpu;  /* its CPU counter file, or NULL */
  char *prog; /* its programs' memory cgroup.procs, or NULL */
  char *peak; /* that cgroup's memory peak, or NULL */
  char why[300]; /* why we dropped it, if we did */
};

static struct factory factories[MAX_SLOTS];
static struct box boxes[MAX_BOXES];
static const char *judge_socket;

static void report_end(unsigned long id, int code, int sig, const char *m) {
  char head[96];
  int h = snprintf(head, sizeof head, "X %lu %d %d %zu\n", id, code, sig, strlen(m));
  write_all(1, head, (size_t)h);
  write_all(1, m, strlen(m));
}

/* The last line the factory (or a box being set up) wrote on stderr, for a failure message. */
static const char *last_error(struct factory *f, char *out, size_t cap) {
  size_t n = f->errn;
  while (n && (f->errbuf[n - 1] == '\n' || f->errbuf[n - 1] == ' ')) n--;
  size_t s = n;
  while (s && f->errbuf[s - 1] != '\n') s--;
  snprintf(out, cap, "%.*s", (int)(n - s), f->errbuf + s);
  return out;
}

static void drain_err(struct factory *f) {
  while (f->err >= 0) {
    char tmp[4096];
    ssize_t r = read(f->err, tmp, sizeof tmp);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) {
      if (r == 0 || errno != EAGAIN) close(f->err), f->err = -1;
      return;
    }
    size_t k = (size_t)r > ERR_CAP ? ERR_CAP : (size_t)r;
    if (f->errn + k > ERR_CAP) {
      size_t keep = ERR_CAP - k;
      memmove(f->errbuf, f->errbuf + f->errn - keep, keep);
      f->errn = keep;
    }
    memcpy(f->errbuf + f->errn, tmp + r - k, k);
    f->errn += k;
  }
}

/* Starts the slot's factory: bubblewrap (as the slot's uid, without privileges) running it. */
static int start_factory(int slot) {
  struct factory *f = &factories[slot];
  int sep = -1;
  for (int i = 1; i < f->nspec && sep < 0; i++)
    if (!strcmp(f->spec[i], "--")) sep = i;
  unsigned long uid = 0, gid = 0;
  int bounding = 0, creds = 0;
  if (sep == 2) creds = sscanf(f->spec[1], "@creds %lu %lu %d", &uid, &gid, &bounding) == 3;
  if (sep < 0 || sep + 1 >= f->nspec || (sep == 2 && !creds) || sep > 2) return -1;
  int sv[2], ep[2];
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) < 0) return -1;
  if (pipe2(ep, O_CLOEXEC) < 0) {
    close(sv[0]), close(sv[1]);
    return -1;
  }
  /* Messages from the factory's side carry the sender's pid on the host. */
  int one = 1;
  setsockopt(sv[0], SOL_SOCKET, SO_PASSCRED, &one, sizeof one);
  pid_t pid = fork();
  if (pid < 0) {
    close(sv[0]), close(sv[1]), close(ep[0]), close(ep[1]);
    return -1;
  }
  if (pid == 0) {
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    signal(SIGCHLD, SIG_DFL);
    signal(SIGPIPE, SIG_DFL);
    setsid();
    int sc = open(f->spec[0], O_RDONLY);
    if (sc < 0 || dup2(sv[1], 0) < 0 || dup2(sv[1], 1) < 0 || dup2(ep[1], 2) < 0 || (sc != 10 && dup2(sc, 10) < 0)) {
      dprintf(ep[1], "cannot set up the box factory's descriptors: %s\n", strerror(errno));
      _exit(END_FACTORY_DESCRIPTORS);
    }
    syscall(SYS_close_range, 3, 9, 0);
    syscall(SYS_close_range, 11, ~0U, 0);
    if (creds && drop_privileges((uid_t)uid, (gid_t)gid, bounding) < 0) _exit(END_DROP_PRIVILEGES);
    char **argv = f->spec + sep + 1;
    f->spec[f->nspec] = NULL;
    execv(argv[0], argv);
    dprintf(2, "cannot exec %s: %s\n", argv[0], strerror(errno));
    _exit(END_EXEC_FACTORY);
  }
  close(sv[1]), close(ep[1]);
  fcntl(ep[0], F_SETFL, O_NONBLOCK);
  f->pid = pid, f->chan = sv[0], f->err = ep[0], f->errn = 0;
  return 0;
}

static struct box *find_box(unsigned long id) {
  for (int i = 0; i < MAX_BOXES; i++)
    if (boxes[i].used && boxes[i].id == id) return &boxes[i];
  return NULL;
}

static void free_box(struct box *b) {
  if (b->conn >= 0) close(b->conn);
  for (int i = 0; i < b->ncg; i++) free(b->cg[i]);
  free(b->cpu);
  free(b->prog);
  free(b->peak);
  memset(b, 0, sizeof *b);
  b->conn = -1;
}

static void tell_factory(struct factory *f, char kind, unsigned long id, const char *names, const int *fds, int nfds) {
  char msg[48];
  int n = snprintf(msg, sizeof msg, "%c %lu %s", kind, id, names);
  if (f->chan >= 0) send_fds(f->chan, msg, (size_t)n, fds, nfds);
}

static void drop_box(struct factory *f, struct box *b) { tell_factory(f, 'D', b->id, "", NULL, 0); }

/* The factory ended: so did every box it made (they die with it). `also` is a box it never
   received (0: none), which ends with the same reason. */
static void factory_gone(int slot, unsigned long also) {
  struct factory *f = &factories[slot];
  if (f->chan >= 0) close(f->chan), f->chan = -1;
  /* What it wrote before it exited is in the pipe already: it writes, then exits, and only
     its exit closes the channel. */
  drain_err(f);
  char why[ERR_CAP + 64], last[ERR_CAP];
  snprintf(why, sizeof why, "the box factory exited: %s\n", last_error(f, last, sizeof last));
  if (also) report_end(also, END_FACTORY_GONE, 0, why);
  for (int i = 0; i < MAX_BOXES; i++) {
    struct box *b = &boxes[i];
    if (!b->used || b->slot != slot) continue;
    report_end(b->id, -1, 0, why);
    free_box(b);
  }
}

static void make_box(unsigned long id, int slot, char **cg, int ncg) {
  struct factory *f = slot >= 0 && slot < MAX_SLOTS ? &factories[slot] : NULL;
  if (!f || !f->nspec) {
    report_end(id, END_NO_FACTORY, 0, "no box factory is defined for this slot\n");
    return;
  }
  if (f->chan < 0 && start_factory(slot) < 0) {
    report_end(id, END_FACTORY_START, 0, "cannot start the box factory\n");
    return;
  }
  struct box *b = NULL;
  for (int i = 0; i < MAX_BOXES && !b; i++)
    if (!boxes[i].used) b = &boxes[i];
  if (!b || ncg > MAX_CGROUPS + 1) {
    report_end(id, END_TOO_MANY_BOXES, 0, "too many boxes\n");
    return;
  }
  int conn = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  struct sockaddr_un addr = {.sun_family = AF_UNIX};
  snprintf(addr.sun_path, sizeof addr.sun_path, "%s", judge_socket);
  if (conn < 0 || connect(conn, (struct sockaddr *)&addr, sizeof addr) < 0) {
    char m[300];
    snprintf(m, sizeof m, "cannot reach the judge at %s: %s\n", judge_socket, strerror(errno));
    if (conn >= 0) close(conn);
    report_end(id, END_JUDGE_UNREACHABLE, 0, m);
    return;
  }
  char msg[48];
  int n = snprintf(msg, sizeof msg, "F %lu", id);
  if (send_fd(f->chan, msg, (size_t)n, conn) < 0) {
    close(conn);
    /* It died before it could take the box (a factory that cannot even start dies at once):
       the box ends with the factory's own last words, as its boxes do. */
    factory_gone(slot, id);
    return;
  }
  b->used = 1, b->id = id, b->slot = slot, b->conn = conn, b->ncg = 0;
  for (int i = 0; i < ncg; i++) {
    if (!strncmp(cg[i], "@cpu ", 5)) {
      free(b->cpu);
      b->cpu = strdup(cg[i] + 5);
    } else if (!strncmp(cg[i], "@prog ", 6)) {
      free(b->prog);
      b->prog = strdup(cg[i] + 6);
    } else if (!strncmp(cg[i], "@peak ", 6)) {
      free(b->peak);
      b->peak = strdup(cg[i] + 6);
    } else b->cg[b->ncg++] = strdup(cg[i]);
  }
}

/* The box, as the kernel vouches (pid on the host), asks to start: cgroups, then go. */
static void box_arrived(struct factory *f, struct box *b, pid_t pid) {
  char me[32];
  int len = snprintf(me, sizeof me, "%d\n", pid);
  for (int i = 0; i < b->ncg; i++) {
    int fd = open(b->cg[i], O_WRONLY | O_CLOEXEC);
    if (fd < 0 || write(fd, me, (size_t)len) != len) {
      snprintf(b->why, sizeof b->why, "cannot join cgroup %s: %s\n", b->cg[i], strerror(errno));
      if (fd >= 0) close(fd);
      drop_box(f, b);
      return;
    }
    close(fd);
  }
  /* The box's CPU counter, read-only: the box reads it, it can never reset it. Its programs'
     memory cgroup, to join and to measure (spawner.c's header). */
  struct {
    const char *file;
    int flags;
    char name;
  } want[] = {{b->cpu, O_RDONLY, FD_CPU}, {b->prog, O_WRONLY, FD_PROG}, {b->peak, O_RDWR, FD_PEAK}};
  int fds[3], nfds = 0;
  char names[4] = "";
  for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
    if (!want[i].file) continue;
    int fd = open(want[i].file, want[i].flags | O_CLOEXEC);
    if (fd < 0) {
      snprintf(b->why, sizeof b->why, "cannot open %s: %s\n", want[i].file, strerror(errno));
      for (int k = 0; k < nfds; k++) close(fds[k]);
      drop_box(f, b);
      return;
    }
    names[nfds] = want[i].name;
    fds[nfds++] = fd;
  }
  char intro[48];
  int n = snprintf(intro, sizeof intro, "B %lu\n", b->id);
  if (write(b->conn, intro, (size_t)n) != n) {
    snprintf(b->why, sizeof b->why, "the judge closed the box's connection\n");
    for (int k = 0; k < nfds; k++) close(fds[k]);
    drop_box(f, b);
    return;
  }
  close(b->conn);
  b->conn = -1;
  tell_factory(f, 'G', b->id, names, fds, nfds);
  for (int k = 0; k < nfds; k++) close(fds[k]);
  dprintf(1, "P %lu %d\n", b->id, pid);
}

static void factory_message(int slot) {
  struct factory *f = &factories[slot];
  char msg[128];
  char ctl[CMSG_SPACE(sizeof(struct ucred)) + CMSG_SPACE(sizeof(int) * 4)];
  struct iovec iov = {msg, sizeof msg - 1};
  struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = ctl, .msg_controllen = sizeof ctl};
  ssize_t n = recvmsg(f->chan, &mh, MSG_CMSG_CLOEXEC | MSG_DONTWAIT);
  if (n < 0 && (errno == EINTR || errno == EAGAIN)) return;
  if (n <= 0) {
    factory_gone(slot, 0);
    return;
  }
  msg[n] = 0;
  pid_t pid = 0;
  for (struct cmsghdr *c = CMSG_FIRSTHDR(&mh); c; c = CMSG_NXTHDR(&mh, c)) {
    if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_CREDENTIALS) {
      struct ucred cred;
      memcpy(&cred, CMSG_DATA(c), sizeof cred);
      pid = cred.pid;
    } else if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS) {
      /* Never expected from the factory's side: close whatever it sent. */
      int k = (int)((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
      for (int i = 0; i < k; i++) {
        int fd;
        memcpy(&fd, CMSG_DATA(c) + i * sizeof(int), sizeof fd);
        close(fd);
      }
    }
  }
  char kind;
  unsigned long id;
  int code = 0, sig = 0;
  if (sscanf(msg, "%c %lu %d %d", &kind, &id, &code, &sig) < 2) return;
  struct box *b = find_box(id);
  if (!b || b->slot != slot) return;
  if (kind == 'C' && b->conn >= 0) {
    if (pid > 0) box_arrived(f, b, pid);
    else {
      snprintf(b->why, sizeof b->why, "the box did not say who it is (no credentials)\n");
      drop_box(f, b);
    }
  } else if (kind == 'E') {
    char why[ERR_CAP + 64], last[ERR_CAP];
    if (b->why[0]) snprintf(why, sizeof why, "%s", b->why);
    else if (b->conn >= 0) snprintf(why, sizeof why, "the box could not start (%d/%d): %s\n", code, sig, last_error(f, last, sizeof last));
    else why[0] = 0;
    report_end(id, code, sig, why);
    free_box(b);
  }
}

static void reap(void) {
  int st;
  pid_t pid;
  while ((pid = waitpid(-1, &st, WNOHANG)) > 0) {
    for (int s = 0; s < MAX_SLOTS; s++) {
      struct factory *f = &factories[s];
      if (f->pid != pid) continue;
      f->pid = 0;
      if (f->chan >= 0) factory_gone(s, 0);
      if (f->err >= 0) close(f->err), f->err = -1;
    }
  }
}

int spawner(const char *sock, pid_t expected_parent) {
  /* Dies with the judge; each factory's bubblewrap dies with us (--die-with-parent), and
     every box with its factory. */
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  /* The judge died before PDEATHSIG was set: we were re-parented. Compare with the pid the judge
     gave us, never with 1: a judge may itself be pid 1 (a container's init). */
  if (expected_parent > 0 && getppid() != expected_parent) {
    dprintf(2, "spawner: the judge (pid %ld) that started me is gone (my parent is now %ld)\n", (long)expected_parent, (long)getppid());
    return EXIT_PARENT_GONE;
  }
  judge_socket = sock;
  signal(SIGPIPE, SIG_IGN);
  int children = watch_children();
  if (children < 0) die("pipe");
  for (int s = 0; s < MAX_SLOTS; s++) factories[s].chan = factories[s].err = -1;
  for (int i = 0; i < MAX_BOXES; i++) boxes[i].conn = -1;
  char line[MAX_LINE];
  dprintf(1, "READY\n");
  for (;;) {
    struct pollfd p[2 + 2 * MAX_SLOTS];
    int np = 0;
    p[np++] = (struct pollfd){inpos < inlen ? -1 : 0, POLLIN, 0};
    p[np++] = (struct pollfd){children, POLLIN, 0};
    for (int s = 0; s < MAX_SLOTS; s++) {
      p[np++] = (struct pollfd){factories[s].chan, POLLIN, 0};
      p[np++] = (struct pollfd){factories[s].err, POLLIN, 0};
    }
    if (inpos >= inlen && poll(p, (nfds_t)np, -1) < 0 && errno != EINTR) die("poll");
    for (int s = 0; s < MAX_SLOTS; s++) {
      if (p[3 + 2 * s].revents) drain_err(&factories[s]);
      if (p[2 + 2 * s].revents && factories[s].chan >= 0) factory_message(s);
    }
    if (p[1].revents) {
      drain_children_pipe();
      reap();
    }
    if (inpos < inlen || p[0].revents) {
      int n = read_line(line, sizeof line);
      if (n < 0) break; /* the judge went away */
      unsigned long id;
      int slot, count;
      char *args[MAX_ARGS + 1] = {0};
      if (sscanf(line, "Z %d %d", &slot, &count) == 2 && slot >= 0 && slot < MAX_SLOTS && count >= 3 && count <= MAX_ARGS) {
        if (!read_lines(args, count)) break;
        struct factory *f = &factories[slot];
        for (int i = 0; i < f->nspec; i++) free(f->spec[i]);
        memcpy(f->spec, args, sizeof(char *) * (size_t)count);
        f->nspec = count;
      } else if (sscanf(line, "S %lu %d %d", &id, &slot, &count) == 3 && count >= 0 && count <= MAX_CGROUPS + 1) {
        if (!read_lines(args, count)) break;
        make_box(id, slot, args, count);
        for (int i = 0; i < count; i++) free(args[i]);
      } else {
        dprintf(2, "spawner: bad request\n");
        break;
      }
    }
  }
  return 0;
}
