/*
 * `launcher serve <dir>`: a box's pid 1 (or, bare, in development). It reads commands on fd 0
 * and answers with frames on fd 1 (both are sockets to the judge); launcher.h names them all.
 * Files (W) go under <dir>; a program (X, run.c) runs with <dir> as its working folder. A judged
 * program gets its tests (J) one at a time from this process, which keeps them in its own memory
 * (not dumpable: the program, although of the same uid, can neither read it nor open our
 * descriptors), and measures each test itself from the box's cgroup (run.c).
 */
#include "launcher.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

int is_init;
/* The box's CPU counter (cpuacct.usage or cpu.stat of its cgroup), opened read-only by the
   spawner and handed over by the factory; -1 bare. */
int box_cpu_fd = -1;
/* The programs' memory cgroup: its cgroup.procs (write-only: a program joins it before it
   starts) and its memory peak (reset and read at each test); -1 bare. */
int prog_cg_fd = -1, prog_peak_fd = -1;
struct tests tests;

/* The fifo of a program started ahead (exec key `fifo`): opened read-write, so neither we nor
   the program wait for the other, and held until the program ends, so what we wrote stays in
   the pipe even if the program opens it later. The program reads one line. */
int held_fifo = -1;

static void write_fifo(const char *name, unsigned long long size) {
  char buf[4096];
  if (size > sizeof buf) {
    outf("%c fifo data too large\n", FRAME_ERROR);
    if (!read_exact(NULL, (size_t)size)) _exit(EXIT_SHORT_READ);
    return;
  }
  if (!read_exact(buf, (size_t)size)) _exit(EXIT_SHORT_READ);
  int fd = open(name, O_RDWR | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0 || write(fd, buf, (size_t)size) != (ssize_t)size) {
    outf("%c cannot write %s: %s\n", FRAME_ERROR, name, strerror(errno));
    if (fd >= 0) close(fd);
    return;
  }
  if (held_fifo >= 0) close(held_fifo);
  held_fifo = fd;
}

void cmd_write(char *line) {
  char name[512];
  unsigned mode;
  unsigned long long size;
  if (sscanf(line + 2, "%511s %o %llu", name, &mode, &size) != 3) die("bad write command");
  if (!safe_name(name)) {
    outf("%c bad file name\n", FRAME_ERROR);
    if (!read_exact(NULL, (size_t)size)) _exit(EXIT_SHORT_READ);
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
    if (!read_exact(buf, k)) _exit(EXIT_SHORT_READ);
    if (fd >= 0) write_all(fd, buf, k);
    size -= k;
  }
  if (fd < 0) outf("%c cannot write %s: %s\n", FRAME_ERROR, name, strerror(errno));
  else close(fd);
}

static void forget_tests(void) {
  free(tests.blob);
  free(tests.off);
  free(tests.len);
  memset(&tests, 0, sizeof tests);
}

/* J: the tests of the next (or the running, started ahead) judged program, kept here. */
void cmd_tests(char *line) {
  unsigned long n;
  long long sc, sw, tc, tw, ww;
  unsigned long long bytes;
  if (sscanf(line + 2, "%lu %lld %lld %lld %lld %lld %llu", &n, &sc, &sw, &tc, &tw, &ww, &bytes) != 7) die("bad tests command");
  forget_tests();
  char *blob = malloc(bytes ? (size_t)bytes : 1);
  size_t *off = calloc(n ? n : 1, sizeof *off), *len = calloc(n ? n : 1, sizeof *len);
  if (!blob || !off || !len) die("no memory for the tests");
  if (!read_exact(blob, (size_t)bytes)) _exit(EXIT_SHORT_READ);
  /* Each test is `<len>\n<input>`: check every length against what arrived. */
  size_t p = 0;
  for (unsigned long i = 0; i < n; i++) {
    size_t k = 0;
    int digits = 0;
    while (p < bytes && blob[p] >= '0' && blob[p] <= '9' && digits < 15) k = k * 10 + (size_t)(blob[p++] - '0'), digits++;
    if (!digits || p >= bytes || blob[p] != '\n' || k > bytes - p - 1) {
      free(blob), free(off), free(len);
      outf("%c bad test %lu\n", FRAME_ERROR, i);
      return;
    }
    off[i] = p + 1, len[i] = k;
    p += 1 + k;
  }
  tests = (struct tests){1, (uint32_t)n, blob, off, len, sc * 1000, sw * 1000, tc * 1000, tw * 1000, ww * 1000};
}

/* Sends the first `cap` bytes of an open file, read through the descriptor the launcher opened. */
void send_file(int fd, const char *name, size_t cap) {
  struct stat st;
  if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
    out_frame(FRAME_FILE, name, "", 0);
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
  out_frame(FRAME_FILE, name, buf, got);
  free(buf);
}

static void cmd_get(char *line) {
  char dir[512];
  unsigned long maxfiles, maxbytes;
  if (sscanf(line + 2, "%511s %lu %lu", dir, &maxfiles, &maxbytes) != 3 || !safe_name(dir)) {
    outf("%c bad get command\n", FRAME_ERROR);
    return;
  }
  int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  DIR *d = dfd < 0 ? NULL : fdopendir(dfd);
  if (!d) {
    outf("%c no output folder\n", FRAME_ERROR);
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
      outf("%c the compiled program is too large (%lu files, over %lu bytes)\n", FRAME_ERROR, files, maxbytes);
      closedir(d);
      return;
    }
    send_file(fd, e->d_name, (size_t)st.st_size);
    close(fd);
  }
  closedir(d);
  outf("%c\n", FRAME_FILES_END);
}

int serve(const char *dir, struct box_fds fds) {
  /* Not dumpable: the program (same uid) cannot open /proc/<launcher>/fd or ptrace us. */
  prctl(PR_SET_DUMPABLE, 0);
  is_init = getpid() == 1;
  box_cpu_fd = fds.cpu;
  prog_cg_fd = fds.prog;
  prog_peak_fd = fds.peak;
  signal(SIGPIPE, SIG_IGN);
  if (chdir(dir) < 0) die("chdir");
  umask(022);
  char line[MAX_LINE];
  outf("%s\n", FRAME_READY);
  out_flush();
  for (;;) {
    int n = read_line(line, sizeof line);
    if (n < 0 || (line[0] == CMD_QUIT && !line[1])) break;
    if (line[0] == CMD_WRITE) cmd_write(line);
    else if (line[0] == CMD_TESTS) cmd_tests(line);
    else if (line[0] == CMD_EXEC && !line[1]) cmd_exec();
    else if (line[0] == CMD_GET) cmd_get(line);
    else if (line[0] == CMD_KILL && !line[1]) {
    } else outf("%c unknown command\n", FRAME_ERROR);
    while (waitpid(-1, NULL, WNOHANG) > 0) {
    }
    out_flush();
  }
  if (is_init) kill(-1, SIGKILL);
  return 0;
}
