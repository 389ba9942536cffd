/*
 * X: run one program in the box and watch it. Keys (one per line, then an empty line): arg,
 * env, out (its stdout+stderr file), outcap (bytes of that file sent back), stdin, fifo (a named
 * pipe made first), stack, fsize, cpu, nofile (limits), judged (1: the judged protocol below).
 * While it runs the judge may still send K (kill), W (a file, or the fifo's line that starts a
 * program started ahead) and J (its tests); anything else waits for the exit report.
 *
 * A plain run (compilers): what the program writes on its fd 3 is relayed in O frames.
 *
 * A judged run: the host measures, the program only answers. The program's fd 4 is a pipe we
 * feed one test at a time; its fd 3 is a pipe we read lines from (launcher.h: K ready, then
 * one R/E line per test fed; C, E or X instead of K when it cannot run). A test's time is the
 * CPU of everything in the box (the cgroup's counter, `box_cpu_fd`) from the moment its input
 * is available to the moment its answer's line ends; the next test's input is written at that
 * same reading, so every CPU cycle after setup belongs to exactly one test, in the order we
 * fed them. We know which test runs because we fed it; the program cannot name one. Limits,
 * all ours: setup CPU and wall (until K), each test's CPU and wall, a total wall deadline
 * nothing the program writes can move, and 2 s to end after its last answer. Any line out of
 * order, malformed, repeated or in excess is a protocol violation: the program is killed and
 * it is reported as such. Lines are written to the judge as A frames (their payload in O
 * frames before), batched: a frame is at most 1 ms late; the next test is never delayed.
 */
#include "run.h"

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

enum { PIPE_CLOSED, PIPE_MORE, PIPE_EMPTY };

/* Reads what fd 3 holds now, at most 1 MB (so K is never kept waiting). */
static int read_results(struct run *r) {
  char buf[1 << 16];
  for (int round = 0; round < 16; round++) {
    ssize_t k = read(r->res, buf, sizeof buf);
    if (k < 0 && errno == EINTR) continue;
    if (k == 0) return PIPE_CLOSED;
    if (k < 0) return PIPE_EMPTY;
    r->results_bytes += (unsigned long long)k;
    if (r->results_bytes > RESULTS_CAP) {
      stop(r, "output", NULL);
      return PIPE_MORE;
    }
    if (r->phase == P_PLAIN) out_frame(FRAME_OUTPUT, NULL, buf, (size_t)k);
    else judged_bytes(r, buf, (size_t)k);
  }
  return PIPE_MORE;
}

static void set_limit(int res, unsigned long long v) {
  struct rlimit rl = {(rlim_t)v, (rlim_t)v};
  setrlimit(res, &rl);
}

/* The commands the judge may send while a program runs; 0 when it has gone. */
static int commands_while_running(struct run *r, int *hold) {
  while (!*hold && inpos < inlen) {
    char c = inbuf[inpos];
    /* A command must be complete before we act on it: read on until its line has ended. */
    if (!memchr(inbuf + inpos, '\n', inlen - inpos)) {
      if (inlen == sizeof inbuf) memmove(inbuf, inbuf + inpos, inlen - inpos), inlen -= inpos, inpos = 0;
      ssize_t k = read(0, inbuf + inlen, sizeof inbuf - inlen);
      if (k <= 0) return 0;
      inlen += (size_t)k;
      continue;
    }
    char line[MAX_LINE];
    if (c == CMD_KILL && inbuf[inpos + 1] == '\n') {
      inpos += 2;
      if (!r->killed) kill_all(r->pid), r->killed = 1;
    } else if ((c == CMD_WRITE || c == CMD_TESTS) && !r->killed) {
      if (read_line(line, sizeof line) < 0) return 0;
      if (c == CMD_WRITE) cmd_write(line);
      else {
        cmd_tests(line);
        if (r->phase == P_WAIT && tests.have) {
          int64_t now = now_ns();
          start_phase(r, P_SETUP, now, box_cpu(r->pid));
          r->deadline = now + tests.total_wall;
        }
      }
    } else {
      *hold = 1;
    }
  }
  return 1;
}

void cmd_exec(void) {
  char line[MAX_LINE];
  char *argv[MAX_ARGS + 1], *envp[MAX_ARGS + 1];
  int argc = 0, envc = 0, judged = 0;
  char outname[512] = "stdout.txt", in[512] = "/dev/null", fifo[512] = "";
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
    else if (!strcmp(line, "out")) bad |= !safe_name(v), snprintf(outname, sizeof outname, "%s", v);
    else if (!strcmp(line, "stdin")) bad |= !safe_name(v), snprintf(in, sizeof in, "%s", v);
    else if (!strcmp(line, "fifo")) bad |= !safe_name(v), snprintf(fifo, sizeof fifo, "%s", v);
    else if (!strcmp(line, "outcap")) outcap = strtoull(v, NULL, 10);
    else if (!strcmp(line, "stack")) stack = strtoull(v, NULL, 10);
    else if (!strcmp(line, "fsize")) fsize = strtoull(v, NULL, 10);
    else if (!strcmp(line, "cpu")) cpu = strtoull(v, NULL, 10);
    else if (!strcmp(line, "nofile")) nofile = strtoull(v, NULL, 10);
    else if (!strcmp(line, "judged")) judged = !strcmp(v, "1");
  }
  argv[argc] = NULL;
  envp[envc] = NULL;
  if (bad || argc == 0) {
    outf("%c bad exec command\n", FRAME_ERROR);
    return;
  }
  if (fifo[0]) {
    unlink(fifo);
    if (mkfifo(fifo, 0600) < 0) die("mkfifo");
  }
  static struct run r;
  memset(&r, 0, sizeof r);
  r.feed = -1, r.at_start = 1, r.test = -1;
  r.ofd = open(outname, O_RDWR | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (r.ofd < 0) die("open output");
  int pfd[2], ffd[2] = {-1, -1};
  if (pipe2(pfd, O_CLOEXEC) < 0) die("pipe");
  if (judged && pipe2(ffd, O_CLOEXEC) < 0) die("pipe");
  int64_t t0 = now_ns();
  int64_t cpu0 = box_cpu(0);
  prog_peak_reset();
  pid_t pid = fork();
  if (pid < 0) die("fork");
  if (pid == 0) {
    /* Into the programs' memory cgroup first: all it allocates, writes to /tmp or queues in
       sockets is limited and counted there, and the kernel's OOM killer, choosing within that
       cgroup, can never pick us (the launcher is not in it). */
    if (prog_cg_fd >= 0 && write(prog_cg_fd, "0", 1) != 1) _exit(EXIT_CHILD_SETUP);
    setpgid(0, 0);
    int ifd = open(in, O_RDONLY | O_NOFOLLOW);
    if (ifd < 0) ifd = open("/dev/null", O_RDONLY);
    if (dup2(ifd, 0) < 0 || dup2(r.ofd, 1) < 0 || dup2(r.ofd, 2) < 0 || dup2(pfd[1], 3) < 0) _exit(EXIT_CHILD_SETUP);
    if (judged && dup2(ffd[0], 4) < 0) _exit(EXIT_CHILD_SETUP);
    syscall(SYS_close_range, judged ? 5 : 4, ~0U, 0);
    if (stack) set_limit(RLIMIT_STACK, stack);
    if (fsize) set_limit(RLIMIT_FSIZE, fsize);
    if (cpu) set_limit(RLIMIT_CPU, cpu);
    set_limit(RLIMIT_NOFILE, nofile);
    set_limit(RLIMIT_CORE, 0);
    signal(SIGPIPE, SIG_DFL);
    /* Should the machine itself run out of memory, programs go first. We are not dumpable, so
       our /proc files are root's: become dumpable for this write (exec would make us so anyway,
       and no other process of the box exists yet to use it). A program may lower it again, to
       0 at most (the least its parent had): it stays killable; within its cgroup (above) the
       launcher never competes with it. */
    prctl(PR_SET_DUMPABLE, 1);
    int adj = open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC);
    if (adj >= 0) {
      if (write(adj, "1000", 4) < 0) {
      }
      close(adj);
    }
    execve(argv[0], argv, envp);
    dprintf(2, "cannot start %s: %s\n", argv[0], strerror(errno));
    _exit(EXIT_CANNOT_EXEC);
  }
  setpgid(pid, pid);
  r.pid = pid;
  r.res = pfd[0];
  close(pfd[1]);
  if (judged) {
    close(ffd[0]);
    r.feed = ffd[1];
    fcntl(r.feed, F_SETFL, O_NONBLOCK);
    /* Large inputs in fewer rounds; the default (64 KB) is fine where this is refused. */
    fcntl(r.feed, F_SETPIPE_SZ, 1 << 20);
    if (tests.have) {
      start_phase(&r, P_SETUP, t0, cpu0);
      r.deadline = t0 + tests.total_wall;
    } else r.phase = P_WAIT;
  } else r.phase = P_PLAIN;
  for (int i = 0; i < argc; i++) free(argv[i]);
  for (int i = 0; i < envc; i++) free(envp[i]);
  int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
  if (pidfd < 0) die("pidfd_open");
  fcntl(r.res, F_SETFL, O_NONBLOCK);
  int open_pipe = 1, hold = 0;
  int64_t flush_due = NEVER;
  for (;;) {
    if (!commands_while_running(&r, &hold)) {
      /* The judge went away: nobody wants the result. */
      kill_all(pid);
      _exit(0);
    }
    int64_t now = now_ns();
    int64_t next = check_limits(&r, now);
    if (out_pending() && flush_due == NEVER) flush_due = now + BATCH_NS;
    if (flush_due != NEVER && now >= flush_due) out_flush(), flush_due = NEVER;
    next = min64(next, flush_due);
    struct pollfd p[4] = {{pidfd, POLLIN, 0},
                          {open_pipe ? r.res : -1, POLLIN, 0},
                          {hold || inpos < inlen ? -1 : 0, POLLIN, 0},
                          {r.feed_left ? r.feed : -1, POLLOUT, 0}};
    struct timespec wait = {0, 0}, *timeout = NULL;
    if (next != NEVER) {
      int64_t left = next - now_ns();
      if (left < 0) left = 0;
      wait.tv_sec = left / 1000000000, wait.tv_nsec = left % 1000000000;
      timeout = &wait;
    }
    int n = ppoll(p, 4, timeout, NULL);
    if (n < 0 && errno != EINTR) die("poll");
    if (n <= 0) continue;
    if (p[1].revents && read_results(&r) == PIPE_CLOSED) open_pipe = 0;
    if (p[3].revents) feed_some(&r);
    if (p[2].revents && !fill()) {
      kill_all(pid);
      _exit(0);
    }
    if (p[0].revents) break;
  }
  struct rusage ru;
  int status = 0;
  while (wait4(pid, &status, 0, &ru) < 0 && errno == EINTR) {
  }
  int64_t end = now_ns();
  /* Everything else in the box dies now; then what the program wrote before it exited is read
     (never waiting for descendants that inherited the pipe: they are gone). */
  kill_all(pid);
  while (waitpid(-1, NULL, WNOHANG) > 0) {
  }
  for (int round = 0; open_pipe && round < 96; round++) {
    int s = read_results(&r);
    if (s == PIPE_CLOSED) open_pipe = 0;
    if (s != PIPE_MORE) break;
  }
  int64_t box_end = box_cpu(pid);
  stage_flush(&r);
  close(r.res);
  close(pidfd);
  if (r.feed >= 0) close(r.feed);
  if (held_fifo >= 0) close(held_fifo), held_fifo = -1;
  int judged_run = r.phase != P_PLAIN;
  outf("%c {\"exit\":%d,\"signal\":%d,\"killed\":%s,\"wallNs\":%lld,\"maxRssKb\":%ld,\"outBytes\":%lld,\"cpuUs\":%lld", FRAME_EXIT,
       WIFEXITED(status) ? WEXITSTATUS(status) : -1, WIFSIGNALED(status) ? WTERMSIG(status) : 0, r.killed ? "true" : "false",
       (long long)(end - t0), ru.ru_maxrss, out_pos(&r),
       (long long)ru.ru_utime.tv_sec * 1000000 + ru.ru_utime.tv_usec + (long long)ru.ru_stime.tv_sec * 1000000 + ru.ru_stime.tv_usec);
  if (r.limit) outf(",\"limit\":\"%s\"", r.limit);
  if (r.violation) outf(",\"violation\":\"%s\"", r.violation);
  if (judged_run)
    outf(",\"phase\":\"%s\",\"test\":%ld,\"phaseCpuUs\":%lld,\"phaseWallUs\":%lld,\"setupCpuUs\":%lld", PHASE_NAME[r.phase], r.test,
         (long long)(box_end - r.phase_cpu0) / 1000, (long long)(end - r.phase_t0) / 1000, (long long)r.setup_cpu / 1000);
  /* The program's memory peak over the whole run (the largest of each phase's), and of the
     phase it ended in, and what the program held when that phase's test was given. */
  if (prog_peak_fd >= 0) {
    long long last = prog_peak();
    outf(",\"peakBytes\":%lld,\"phasePeakBytes\":%lld", last > r.peak ? last : r.peak, last);
    if (r.phase == P_TEST) outf(",\"phaseBaseBytes\":%lld", r.phase_base);
  }
  outf("}\n");
  send_file(r.ofd, outname, (size_t)outcap);
  close(r.ofd);
  out_flush();
}
