/*
 * `launcher serve <dir>`: a box's pid 1 (or, bare, in development). It reads commands on fd 0
 * and answers with frames on fd 1 (both are sockets to the host):
 *   W <name> <mode> <size>\n<bytes>   write a file under <dir>
 *   X\n<key> <value>\n...\n\n          run one program; keys: arg, env, out, outcap, stack,
 *                                     fsize, cpu, nofile, stdin, fifo (a named pipe made first)
 *   K\n                               kill the running program (sent by the host at a limit)
 * While a program runs, only K and W are read: W lets the host hand a program started ahead
 * (a pre-started interpreter waiting on its fifo) its files, and then open the fifo to start it.
 *   G <subdir> <maxfiles> <maxbytes>\n send back every regular file of <subdir>
 *   Q\n                               quit
 * Frames: `O <len>\n<bytes>` results written by the program on its fd 3, `T {json}\n` when it
 * exited, `F <name> <len>\n<bytes>` a file, `E\n` end of a file list, `Z <message>\n` error.
 * The program's fd 3 is a real pipe owned by the launcher, so the learner's stdout (fd 1, a file)
 * can never be mistaken for results, and a file the program controls is read only here, inside
 * the sandbox, with O_NOFOLLOW.
 */
#include "launcher.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define RESULTS_BATCH_NS 1000000

static int is_init;

/* The fifo of a program started ahead (exec key `fifo`): opened read-write, so neither we nor
   the program wait for the other, and held until the program ends, so what we wrote stays in
   the pipe even if the program opens it later. The program reads one line. */
static int held_fifo = -1;

static void write_fifo(const char *name, unsigned long long size) {
  char buf[4096];
  if (size > sizeof buf) {
    dprintf(1, "Z fifo data too large\n");
    if (!read_exact(NULL, (size_t)size)) _exit(72);
    return;
  }
  if (!read_exact(buf, (size_t)size)) _exit(72);
  int fd = open(name, O_RDWR | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0 || write(fd, buf, (size_t)size) != (ssize_t)size) {
    dprintf(1, "Z cannot write %s: %s\n", name, strerror(errno));
    if (fd >= 0) close(fd);
    return;
  }
  if (held_fifo >= 0) close(held_fifo);
  held_fifo = fd;
}

static void cmd_write(char *line) {
  char name[512];
  unsigned mode;
  unsigned long long size;
  if (sscanf(line + 2, "%511s %o %llu", name, &mode, &size) != 3) die("bad write command");
  if (!safe_name(name)) {
    dprintf(1, "Z bad file name\n");
    if (!read_exact(NULL, (size_t)size)) _exit(72);
    return;
  }
  for (char *p = strchr(name, '/'); p; p = strchr(p + 1, '/')) {
    *p = 0;
    mkdir(name, 0755);
    *p = '/';
  }
  struct stat lst;
  if (lstat(name, &lst) == 0 && S_ISFIFO(lst.st_mode)) {
    write_fifo(name, size);
    return;
  }
  int fd = open(name, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, mode & 0755);
  char buf[1 << 16];
  while (size) {
    size_t k = size < sizeof buf ? (size_t)size : sizeof buf;
    if (!read_exact(buf, k)) _exit(72);
    if (fd >= 0) write_all(fd, buf, k);
    size -= k;
  }
  if (fd < 0) dprintf(1, "Z cannot write %s: %s\n", name, strerror(errno));
  else close(fd);
}

static void send_frame(char kind, const char *name, const char *data, size_t n) {
  char head[600];
  int h = name ? snprintf(head, sizeof head, "%c %s %zu\n", kind, name, n) : snprintf(head, sizeof head, "%c %zu\n", kind, n);
  write_all(1, head, (size_t)h);
  write_all(1, data, n);
}

/* Sends the first `cap` bytes of an open file, read through the descriptor the launcher opened. */
static void send_fd_contents(int fd, const char *name, size_t cap) {
  struct stat st;
  if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
    send_frame('F', name, "", 0);
    return;
  }
  size_t n = (size_t)st.st_size < cap ? (size_t)st.st_size : cap;
  char *buf = malloc(n ? n : 1);
  if (!buf) die("malloc");
  size_t got = 0;
  while (got < n) {
    ssize_t r = pread(fd, buf + got, n - got, (off_t)got);
    if (r <= 0) break;
    got += (size_t)r;
  }
  send_frame('F', name, buf, got);
  free(buf);
}

static void kill_all(pid_t pgid) {
  /* As pid 1 of its own pid namespace, kill(-1) reaches every other process of the run and
     nothing outside; bare (development), the program's process group is the best we have. */
  if (is_init) kill(-1, SIGKILL);
  else kill(-pgid, SIGKILL);
}

static void reap_others(void) {
  while (waitpid(-1, NULL, WNOHANG) > 0) {
  }
}

static void set_limit(int res, unsigned long long v) {
  struct rlimit r = {(rlim_t)v, (rlim_t)v};
  setrlimit(res, &r);
}

static void cmd_exec(void) {
  char line[MAX_LINE];
  char *argv[MAX_ARGS + 1], *envp[MAX_ARGS + 1];
  int argc = 0, envc = 0;
  char out[512] = "stdout.txt", in[512] = "/dev/null", fifo[512] = "";
  unsigned long long outcap = 1 << 20, stack = 0, fsize = 0, cpu = 0, nofile = 64;
  int bad = 0;
  for (;;) {
    int n = read_line(line, sizeof line);
    if (n < 0) _exit(0);
    if (n == 0) break;
    char *v = strchr(line, ' ');
    if (!v) continue;
    *v++ = 0;
    if (!strcmp(line, "arg") && argc < MAX_ARGS) argv[argc++] = strdup(v);
    else if (!strcmp(line, "env") && envc < MAX_ARGS) envp[envc++] = strdup(v);
    else if (!strcmp(line, "out")) bad |= !safe_name(v), snprintf(out, sizeof out, "%s", v);
    else if (!strcmp(line, "stdin")) bad |= !safe_name(v), snprintf(in, sizeof in, "%s", v);
    else if (!strcmp(line, "fifo")) bad |= !safe_name(v), snprintf(fifo, sizeof fifo, "%s", v);
    else if (!strcmp(line, "outcap")) outcap = strtoull(v, NULL, 10);
    else if (!strcmp(line, "stack")) stack = strtoull(v, NULL, 10);
    else if (!strcmp(line, "fsize")) fsize = strtoull(v, NULL, 10);
    else if (!strcmp(line, "cpu")) cpu = strtoull(v, NULL, 10);
    else if (!strcmp(line, "nofile")) nofile = strtoull(v, NULL, 10);
  }
  argv[argc] = NULL;
  envp[envc] = NULL;
  if (bad || argc == 0) {
    dprintf(1, "Z bad exec command\n");
    return;
  }
  if (fifo[0]) {
    unlink(fifo);
    if (mkfifo(fifo, 0600) < 0) die("mkfifo");
  }
  int ofd = open(out, O_RDWR | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (ofd < 0) die("open output");
  int pfd[2];
  if (pipe2(pfd, O_CLOEXEC) < 0) die("pipe");
  int64_t t0 = now_ns();
  pid_t pid = fork();
  if (pid < 0) die("fork");
  if (pid == 0) {
    setpgid(0, 0);
    int ifd = open(in, O_RDONLY | O_NOFOLLOW);
    if (ifd < 0) ifd = open("/dev/null", O_RDONLY);
    if (dup2(ifd, 0) < 0 || dup2(ofd, 1) < 0 || dup2(ofd, 2) < 0 || dup2(pfd[1], 3) < 0) _exit(127);
    syscall(SYS_close_range, 4, ~0U, 0);
    if (stack) set_limit(RLIMIT_STACK, stack);
    if (fsize) set_limit(RLIMIT_FSIZE, fsize);
    if (cpu) set_limit(RLIMIT_CPU, cpu);
    set_limit(RLIMIT_NOFILE, nofile);
    set_limit(RLIMIT_CORE, 0);
    signal(SIGPIPE, SIG_DFL);
    /* If the memory limit is hit, the kernel should pick the program, never the launcher. */
    int adj = open("/proc/self/oom_score_adj", O_WRONLY);
    if (adj >= 0) {
      if (write(adj, "1000", 4) < 0) {
      }
      close(adj);
    }
    execve(argv[0], argv, envp);
    dprintf(2, "cannot start %s: %s\n", argv[0], strerror(errno));
    _exit(127);
  }
  setpgid(pid, pid);
  close(pfd[1]);
  for (int i = 0; i < argc; i++) free(argv[i]);
  for (int i = 0; i < envc; i++) free(envp[i]);
  int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
  if (pidfd < 0) die("pidfd_open");
  int killed = 0, open_pipe = 1, hold = 0;
  char buf[1 << 16];
  /* Results are relayed in batches: when the pipe becomes readable we wait RESULTS_BATCH_NS
     (still answering K and the program's exit at once) and then send everything it holds in one
     frame. A harness writes two lines per test; relayed one by one that was a wake-up of this
     process and of the judge per line (~100 for 50 quick tests), for nothing: a line is never
     more than RESULTS_BATCH_NS late. The read end is non-blocking; the program's end is not. */
  fcntl(pfd[0], F_SETFL, O_NONBLOCK);
  int64_t batch_until = 0;
  for (;;) {
    /* While the program runs the host only ever sends `K\n`; anything else stays buffered for
       after the exit report. */
    if (!hold && inpos < inlen) {
      if (inbuf[inpos] == 'K' && inlen - inpos == 1) {
        ssize_t k = read(0, inbuf + inlen, sizeof inbuf - inlen);
        if (k > 0) inlen += (size_t)k;
      }
      if (inlen - inpos >= 2 && inbuf[inpos] == 'K' && inbuf[inpos + 1] == '\n') {
        inpos += 2;
        if (!killed) kill_all(pid), killed = 1;
        continue;
      }
      if (inbuf[inpos] == 'W' && !killed) {
        char wline[MAX_LINE];
        if (read_line(wline, sizeof wline) < 0) {
          kill_all(pid);
          _exit(0);
        }
        cmd_write(wline);
        continue;
      }
      hold = 1;
    }
    struct pollfd p[3] = {{pidfd, POLLIN, 0}, {open_pipe && !batch_until ? pfd[0] : -1, POLLIN, 0}, {hold || inpos < inlen ? -1 : 0, POLLIN, 0}};
    struct timespec wait = {0, 0};
    if (batch_until) {
      int64_t left = batch_until - now_ns();
      if (left > 0) wait.tv_nsec = (long)left;
    }
    int r = ppoll(p, 3, batch_until ? &wait : NULL, NULL);
    if (r < 0 && errno != EINTR) die("poll");
    if (p[1].revents) batch_until = now_ns() + RESULTS_BATCH_NS;
    if (batch_until && now_ns() >= batch_until) {
      batch_until = 0;
      /* At most 1 MB a batch, so a program that writes without end cannot keep us from K. */
      for (int n = 0; n < 16; n++) {
        ssize_t k = read(pfd[0], buf, sizeof buf);
        if (k > 0) send_frame('O', NULL, buf, (size_t)k);
        if (k == 0) open_pipe = 0;
        if (k < (ssize_t)sizeof buf) break;
      }
    }
    if (p[2].revents) {
      /* The host went away: nobody wants the result. */
      if (!fill()) { kill_all(pid); _exit(0); }
    }
    if (p[0].revents) break;
  }
  struct rusage ru;
  int status = 0;
  while (wait4(pid, &status, 0, &ru) < 0 && errno == EINTR) {
  }
  int64_t wall = now_ns() - t0;
  /* Drain what the program wrote before it exited, without waiting for descendants that
     inherited the pipe: they are killed right after. */
  for (;;) {
    ssize_t k = read(pfd[0], buf, sizeof buf);
    if (k <= 0) break;
    send_frame('O', NULL, buf, (size_t)k);
  }
  kill_all(pid);
  reap_others();
  close(pfd[0]);
  close(pidfd);
  if (held_fifo >= 0) close(held_fifo), held_fifo = -1;
  struct stat ost;
  long long out_bytes = fstat(ofd, &ost) == 0 ? (long long)ost.st_size : 0;
  dprintf(1, "T {\"exit\":%d,\"signal\":%d,\"killed\":%s,\"wallNs\":%lld,\"maxRssKb\":%ld,\"outBytes\":%lld,\"cpuUs\":%lld}\n",
          WIFEXITED(status) ? WEXITSTATUS(status) : -1, WIFSIGNALED(status) ? WTERMSIG(status) : 0,
          killed ? "true" : "false", (long long)wall, ru.ru_maxrss, out_bytes,
          (long long)ru.ru_utime.tv_sec * 1000000 + ru.ru_utime.tv_usec + (long long)ru.ru_stime.tv_sec * 1000000 + ru.ru_stime.tv_usec);
  send_fd_contents(ofd, out, (size_t)outcap);
  close(ofd);
}

static void cmd_get(char *line) {
  char dir[512];
  unsigned long maxfiles, maxbytes;
  if (sscanf(line + 2, "%511s %lu %lu", dir, &maxfiles, &maxbytes) != 3 || !safe_name(dir)) {
    dprintf(1, "Z bad get command\n");
    return;
  }
  int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  DIR *d = dfd < 0 ? NULL : fdopendir(dfd);
  if (!d) {
    dprintf(1, "Z no output folder\n");
    return;
  }
  unsigned long files = 0, bytes = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.') continue;
    int fd = openat(dfd, e->d_name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
      if (fd >= 0) close(fd);
      continue;
    }
    if (++files > maxfiles || (bytes += (unsigned long)st.st_size) > maxbytes) {
      close(fd);
      dprintf(1, "Z the compiled program is too large (%lu files, over %lu bytes)\n", files, maxbytes);
      closedir(d);
      return;
    }
    send_fd_contents(fd, e->d_name, (size_t)st.st_size);
    close(fd);
  }
  closedir(d);
  dprintf(1, "E\n");
}

int serve(const char *dir) {
  /* Not dumpable: the program (same uid) cannot open /proc/<launcher>/fd or ptrace us. */
  prctl(PR_SET_DUMPABLE, 0);
  is_init = getpid() == 1;
  signal(SIGPIPE, SIG_IGN);
  if (chdir(dir) < 0) die("chdir");
  umask(022);
  char line[MAX_LINE];
  dprintf(1, "READY\n");
  for (;;) {
    int n = read_line(line, sizeof line);
    if (n < 0 || !strcmp(line, "Q")) break;
    if (line[0] == 'W') cmd_write(line);
    else if (!strcmp(line, "X")) cmd_exec();
    else if (line[0] == 'G') cmd_get(line);
    else if (!strcmp(line, "K")) {
    } else dprintf(1, "Z unknown command\n");
    reap_others();
  }
  if (is_init) kill(-1, SIGKILL);
  return 0;
}

