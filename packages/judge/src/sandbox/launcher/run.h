/* A running program and its judged protocol, shared by run.c (the X command) and judged.c
   (lines, feeding, limits). */
#ifndef CODECOACH_RUN_H
#define CODECOACH_RUN_H
#include "launcher.h"

#define RESULTS_CAP (96ull << 20)
#define BATCH_NS 1000000LL
#define TAIL_NS 2000000000LL
#define TICK_MIN_NS 1000000LL
#define TICK_MAX_NS 10000000LL
#define NEVER INT64_MAX

enum phase { P_PLAIN, P_WAIT, P_SETUP, P_TEST, P_TAIL, P_ENDED };
extern const char *const PHASE_NAME[];

struct run {
  pid_t pid;
  int ofd, res, feed;
  enum phase phase;
  long test;
  int64_t phase_t0, phase_cpu0, setup_cpu, deadline, tail_until, next_cpu_check;
  const char *feed_p;
  size_t feed_left;
  /* The line being read: its kind once known, whether the space after it is still due. */
  int at_start, want_space;
  char kind;
  size_t line_bytes;
  char stage[1 << 16];
  size_t staged;
  unsigned long long results_bytes;
  const char *limit;
  const char *violation;
  int killed;
  /* The program's memory peak over the phases measured so far (bytes). */
  long long peak;
  /* Its memory when the running test was given (what an earlier test left it holding). */
  long long phase_base;
};

int64_t box_cpu(pid_t pid);
/* The programs' memory cgroup's peak (bytes) since its last reset; -1 bare. */
long long prog_peak(void);
void prog_peak_reset(void);
void kill_all(pid_t pgid);
void stop(struct run *r, const char *limit, const char *violation);
long long out_pos(struct run *r);
void stage_flush(struct run *r);
void feed_some(struct run *r);
void start_phase(struct run *r, enum phase p, int64_t now, int64_t cpu);
void judged_bytes(struct run *r, const char *p, size_t n);
int64_t check_limits(struct run *r, int64_t now);
static inline int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }

#endif
