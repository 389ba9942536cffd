/* The judge's launcher: one static binary, three modes (main.c). Shared helpers (io.c). Every
   command, frame, program line and exit code it uses is named here, each with one meaning; the
   judge's side mirrors them in ../codes.ts. */
#ifndef CODECOACH_LAUNCHER_H
#define CODECOACH_LAUNCHER_H
#define _GNU_SOURCE
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#define MAX_ARGS 256
#define MAX_LINE 8192

/* ---- `serve`: commands from the judge (fd 0), one per line (serve.c) ---- */
#define CMD_WRITE 'W' /* W <name> <mode> <size>\n<bytes>: write a file (or a fifo's one line) */
#define CMD_EXEC 'X'  /* X\n<key> <value>\n...\n\n: run one program (keys in run.c) */
#define CMD_TESTS 'J' /* J <n> <setup cpu> <setup wall> <test cpu> <test wall> <total wall> <bytes>\n
                         then n times `<len>\n<input>`: the tests of a judged run, limits in µs */
#define CMD_KILL 'K'  /* K\n: kill the running program and everything it started */
#define CMD_GET 'G'   /* G <subdir> <maxfiles> <maxbytes>\n: send back the files of <subdir> */
#define CMD_QUIT 'Q'  /* Q\n */

/* ---- `serve`: frames to the judge (fd 1) ---- */
#define FRAME_READY "READY"  /* the box is up */
#define FRAME_OUTPUT 'O'     /* O <len>\n<bytes>: payload of the program's current line (judged),
                                or what it wrote on fd 3 (plain run) */
#define FRAME_LINE 'A'       /* A <test> <kind> <cpu µs> <wall µs> <stdout offset> <peak>\n: a
                                judged program finished a line; its payload came in O frames
                                before; <peak>: the program's memory peak (bytes) since the test
                                was fed (setup: since it started), -1 where not measured */
#define FRAME_EXIT 'T'       /* T {json}\n: the program ended (run.c) */
#define FRAME_FILE 'F'       /* F <name> <len>\n<bytes> */
#define FRAME_FILES_END 'E'  /* E\n: end of a file list */
#define FRAME_ERROR 'Z'      /* Z <message>\n */

/* ---- Lines a judged program writes on its fd 3 (the harnesses in ../../lang) ---- */
#define LINE_READY 'K'   /* K: set up; feed me the first test */
#define LINE_COMPILE 'C' /* C {error}: the code does not compile or lacks the function (setup only) */
#define LINE_RESULT 'R'  /* R <json>: the answer to the test being fed */
#define LINE_ERROR 'E'   /* E {error}: the learner's code threw */
#define LINE_HARNESS 'X' /* X {error}: a last error: the harness failed, or it cannot go on (a stack
                            overflow in C or C++); it ends after this line */
/* Longest payload of a C, E or X line; an answer (R) is bounded only by the results cap. */
#define ERROR_LINE_CAP (64 * 1024)

/* ---- Exit codes ---- */
#define EXIT_USAGE 2             /* main: no such mode */
#define EXIT_FACTORY_SETUP 10    /* factory: no seccomp program, or no SIGCHLD pipe */
#define EXIT_PARENT_GONE 11      /* spawner: the judge that started it was already gone */
#define EXIT_BOX_SETUP 12        /* a box could not set itself up (box_fail) */
#define EXIT_BOX_NOT_STARTED 13  /* a box was dropped before it was told to start */
#define EXIT_LAUNCHER_ERROR 70   /* die(): a system call that cannot fail did */
#define EXIT_HOST_GONE 71        /* a write to the judge failed */
#define EXIT_SHORT_READ 72       /* the judge's command ended in the middle */
#define EXIT_CANNOT_EXEC 127     /* serve's child could not start the program */
#define EXIT_CHILD_SETUP 126     /* serve's child could not set up its descriptors, or join its cgroup */
/* Why the spawner reports that a box ended or never started (X <id> <code> ...). */
#define END_DROP_PRIVILEGES 112
#define END_EXEC_FACTORY 113
#define END_NO_FACTORY 114
#define END_FACTORY_START 115
#define END_JUDGE_UNREACHABLE 116
#define END_FACTORY_DESCRIPTORS 117
#define END_TOO_MANY_BOXES 118
#define END_FACTORY_GONE 119
#define END_FACTORY_FULL 120
#define END_CLONE_FAILED 121

/* Buffered reading of fd 0 (the command channel). */
extern char inbuf[1 << 16];
extern size_t inlen, inpos;
int fill(void);
int read_line(char *out, size_t cap);
/* Reads `n` lines into fresh strings; 0 at end of input. */
int read_lines(char **out, int n);
int read_exact(char *dst, size_t n);
void write_all(int fd, const char *p, size_t n);
/* Frames to fd 1 go through one buffer, written out by out_flush (serve batches them). */
void out(const char *p, size_t n);
void outf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void out_frame(char kind, const char *name, const char *data, size_t n);
void out_flush(void);
size_t out_pending(void);
void die(const char *m);
int64_t now_ns(void);
int safe_name(const char *s);
/* SIGCHLD as a readable pipe (non-blocking), for a poll loop: returns its read end. */
int watch_children(void);
void drain_children_pipe(void);
/* Empties the capability bounding set (needs CAP_SETPCAP). NULL on success, else what failed. */
const char *drop_bounding_set(void);
/* Clears the ambient, permitted, effective and inheritable sets, sets no_new_privs, and checks
   all of it (and that the bounding set is empty, if it was dropped). NULL, or what failed. */
const char *drop_capabilities(int bounding_dropped);
/* Becomes uid/gid (never 0) with no groups and no capability, as setpriv would; checked. 0 or -1. */
int drop_privileges(uid_t uid, gid_t gid, int bounding);
/* One message on a SEQPACKET socket, with a descriptor (SCM_RIGHTS) when fd >= 0; 0 or -1. */
int send_fd(int chan, const char *msg, size_t n, int fd);
/* The same with up to MAX_PASSED_FDS descriptors. */
#define MAX_PASSED_FDS 4
int send_fds(int chan, const char *msg, size_t n, const int *fds, int count);
struct msghdr;
/* The descriptors a received message carried (SCM_RIGHTS), at most `cap` (the rest closed). */
int received_fds(struct msghdr *mh, int *fds, int cap);

/* What the spawner hands a box when it lets it start (G), each named by one letter in the
   message, in this order: its cgroup's CPU counter (read-only); the `cgroup.procs` of its
   program's memory cgroup (write-only: each program joins it before exec, so that the memory a
   program uses, files and sockets included, is limited and counted apart from the launcher's);
   that cgroup's memory peak (read-write: reset at each test, read at each line). */
#define FD_CPU 'c'
#define FD_PROG 'p'
#define FD_PEAK 'm'
struct box_fds {
  int cpu, prog, peak;
};

/* serve.c: a box's pid 1 (or bare, in development, all -1). */
int serve(const char *dir, struct box_fds fds);
/* run.c: the X command, with the judged protocol; uses serve's state below. */
struct tests {
  int have;
  uint32_t n;
  char *blob;
  size_t *off, *len;
  int64_t setup_cpu, setup_wall, test_cpu, test_wall, total_wall; /* ns */
};
extern struct tests tests;
extern int is_init, box_cpu_fd, prog_cg_fd, prog_peak_fd, held_fifo;
void cmd_exec(void);
void cmd_write(char *line);
void cmd_tests(char *line);
/* Sends the first `cap` bytes of an open file as an F frame. */
void send_file(int fd, const char *name, size_t cap);
/* spawner.c: the host side, started once per judge. */
int spawner(const char *sock, pid_t expected_parent);
/* factory.c: one per slot, inside bubblewrap; forks that slot's boxes. */
int factory(unsigned long long scratch_bytes, char *name);

#endif
