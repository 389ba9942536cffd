/* The judged protocol of a running program (run.c has the X command): the lines a program
   writes on fd 3, each test fed on its fd 4, each measured from the box's cgroup, and the
   limits. See run.c's header for what is measured and why. */
#include "run.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

const char *const PHASE_NAME[] = {"plain", "wait", "setup", "test", "tail", "ended"};

/* CPU of everything in the box (ns): the cgroup's counter, or bare the program's own process. */
int64_t box_cpu(pid_t pid) {
  if (box_cpu_fd >= 0) {
    char b[256];
    ssize_t n = pread(box_cpu_fd, b, sizeof b - 1, 0);
    if (n > 0) {
      b[n] = 0;
      if (!strncmp(b, "usage_usec ", 11)) return strtoll(b + 11, NULL, 10) * 1000;
      return strtoll(b, NULL, 10);
    }
  }
  static int64_t last;
  clockid_t c;
  struct timespec t;
  if (clock_getcpuclockid(pid, &c) == 0 && clock_gettime(c, &t) == 0) last = (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
  return last;
}

long long prog_peak(void) {
  if (prog_peak_fd < 0) return -1;
  char b[64];
  ssize_t n = pread(prog_peak_fd, b, sizeof b - 1, 0);
  if (n <= 0) return -1;
  b[n] = 0;
  return strtoll(b, NULL, 10);
}

/* From now on the peak starts at the current usage (v1 memory.max_usage_in_bytes: any write;
   v2 memory.peak: any non-empty write, for this descriptor). */
void prog_peak_reset(void) {
  if (prog_peak_fd >= 0 && pwrite(prog_peak_fd, "0\n", 2, 0) < 0) {
  }
}

void kill_all(pid_t pgid) {
  /* As pid 1 of its own pid namespace, kill(-1) reaches every other process of the run and
     nothing outside; bare (development), the program's process group is the best we have. */
  if (is_init) kill(-1, SIGKILL);
  else kill(-pgid, SIGKILL);
}

void stop(struct run *r, const char *limit, const char *violation) {
  if (r->limit || r->killed) return;
  r->limit = limit;
  r->violation = violation;
  kill_all(r->pid);
}

long long out_pos(struct run *r) {
  struct stat st;
  return fstat(r->ofd, &st) == 0 ? (long long)st.st_size : 0;
}

void stage_flush(struct run *r) {
  if (r->staged) out_frame(FRAME_OUTPUT, NULL, r->stage, r->staged);
  r->staged = 0;
}

void feed_some(struct run *r) {
  while (r->feed_left) {
    ssize_t w = write(r->feed, r->feed_p, r->feed_left);
    if (w > 0) {
      r->feed_p += w;
      r->feed_left -= (size_t)w;
    } else if (w < 0 && errno == EINTR) {
      continue;
    } else {
      /* EAGAIN: the pipe is full until the program reads; EPIPE: it closed its end. */
      if (w < 0 && errno != EAGAIN) r->feed_left = 0;
      return;
    }
  }
}

void start_phase(struct run *r, enum phase p, int64_t now, int64_t cpu) {
  r->phase = p;
  r->phase_t0 = now;
  r->phase_cpu0 = cpu;
  r->next_cpu_check = now + TICK_MIN_NS;
  if (p == P_TAIL || p == P_ENDED) {
    r->tail_until = now + TAIL_NS;
    /* End of input: the harness reads EOF and ends. */
    if (r->feed >= 0) close(r->feed), r->feed = -1;
    r->feed_left = 0;
  }
}

static void start_test(struct run *r, long i, int64_t now, int64_t cpu) {
  start_phase(r, P_TEST, now, cpu);
  prog_peak_reset();
  r->phase_base = prog_peak();
  r->test = i;
  r->feed_p = tests.blob + tests.off[i];
  r->feed_left = tests.len[i];
  feed_some(r);
}

/* A line begins: is this kind allowed now? */
static const char *illegal(enum phase p, char k) {
  switch (p) {
  case P_WAIT: return "a line before the tests arrived";
  case P_SETUP: return k == LINE_RESULT ? "an answer before the first test was given" : NULL;
  case P_TEST:
    if (k == LINE_READY) return "ready again in the middle of the tests";
    if (k == LINE_COMPILE) return "a compile error after the tests started";
    return NULL;
  case P_TAIL: return "a line after the answer to the last test";
  case P_ENDED: return "a line after the program said it cannot run";
  default: return "a line outside a judged run";
  }
}

/* A line has ended (its payload, if any, is framed already): measure and move on. */
static void line_done(struct run *r) {
  int64_t now = now_ns(), cpu = box_cpu(r->pid);
  long long peak = prog_peak();
  if (peak > r->peak) r->peak = peak;
  char k = r->kind;
  r->at_start = 1;
  if (k == LINE_READY) {
    r->setup_cpu = cpu - r->phase_cpu0;
    if (tests.n > 0) start_test(r, 0, now, cpu);
    else start_phase(r, P_TAIL, now, cpu);
    return;
  }
  long test = r->phase == P_TEST ? r->test : -1;
  outf("%c %ld %c %lld %lld %lld %lld\n", FRAME_LINE, test, k, (long long)(cpu - r->phase_cpu0) / 1000,
       (long long)(now - r->phase_t0) / 1000, out_pos(r), peak);
  if (r->phase == P_SETUP) {
    /* C, E or X before K: the program cannot run the tests, and ends. */
    r->setup_cpu = cpu - r->phase_cpu0;
    start_phase(r, P_ENDED, now, cpu);
  } else if (k == LINE_HARNESS) {
    start_phase(r, P_ENDED, now, cpu);
  } else if (r->test + 1 < (long)tests.n) {
    start_test(r, r->test + 1, now, cpu);
  } else {
    start_phase(r, P_TAIL, now, cpu);
  }
}

/* Bytes the program wrote on fd 3 in a judged run, parsed as they come. */
void judged_bytes(struct run *r, const char *p, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (r->limit || r->killed) return;
    char c = p[i];
    if (r->at_start) {
      const char *bad = NULL;
      if (c != LINE_READY && c != LINE_COMPILE && c != LINE_RESULT && c != LINE_ERROR && c != LINE_HARNESS) bad = "a line the protocol does not know";
      else bad = illegal(r->phase, c);
      if (bad) {
        stop(r, "protocol", bad);
        return;
      }
      r->kind = c, r->at_start = 0, r->want_space = c != LINE_READY, r->line_bytes = 0;
      continue;
    }
    if (r->kind == LINE_READY) {
      if (c != '\n') {
        stop(r, "protocol", "a malformed ready line");
        return;
      }
      line_done(r);
      continue;
    }
    if (r->want_space) {
      if (c != ' ') {
        stop(r, "protocol", "a malformed line");
        return;
      }
      r->want_space = 0;
      continue;
    }
    if (c == '\n') {
      stage_flush(r);
      line_done(r);
      continue;
    }
    size_t j = i;
    while (j < n && p[j] != '\n') j++;
    size_t k = j - i;
    r->line_bytes += k;
    if (r->kind != LINE_RESULT && r->line_bytes > ERROR_LINE_CAP) {
      stop(r, "protocol", "an error line over 64 KB");
      return;
    }
    while (k) {
      size_t room = sizeof r->stage - r->staged, m = k < room ? k : room;
      memcpy(r->stage + r->staged, p + i, m);
      r->staged += m, i += m, k -= m;
      if (r->staged == sizeof r->stage) stage_flush(r);
    }
    i = j - 1;
  }
}

/* Checks the clocks; returns when they next need a look (NEVER if no limit applies). */
int64_t check_limits(struct run *r, int64_t now) {
  if (r->limit || r->killed) return NEVER;
  int64_t cpu_limit, wall_limit;
  if (r->phase == P_SETUP) cpu_limit = tests.setup_cpu, wall_limit = tests.setup_wall;
  else if (r->phase == P_TEST) cpu_limit = tests.test_cpu, wall_limit = tests.test_wall;
  else if (r->phase == P_TAIL || r->phase == P_ENDED) {
    if (now >= r->tail_until) stop(r, "tail", NULL);
    return r->tail_until;
  } else return NEVER;
  if (now >= r->deadline) return stop(r, "total-wall", NULL), NEVER;
  if (now - r->phase_t0 > wall_limit) return stop(r, r->phase == P_SETUP ? "setup-wall" : "test-wall", NULL), NEVER;
  if (now >= r->next_cpu_check) {
    int64_t used = box_cpu(r->pid) - r->phase_cpu0;
    if (used > cpu_limit) return stop(r, r->phase == P_SETUP ? "setup-cpu" : "test-cpu", NULL), NEVER;
    /* Two cores can spend the rest in half the wall time: look again then, within bounds. */
    int64_t wait = (cpu_limit - used) / 2;
    r->next_cpu_check = now + (wait < TICK_MIN_NS ? TICK_MIN_NS : wait > TICK_MAX_NS ? TICK_MAX_NS : wait);
  }
  return min64(r->next_cpu_check, min64(r->deadline, r->phase_t0 + wall_limit + 1));
}

