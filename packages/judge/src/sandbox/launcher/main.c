/*
 * The judge's launcher: one small static binary, built by the judge (setup.ts) from the files of
 * this folder, in three modes:
 *   launcher spawner <socket> <judge pid>  on the host, once per judge: starts the box factories and
 *                                  puts each new box in its cgroups (spawner.c);
 *   launcher factory <scratch>     inside bubblewrap, once per slot: forks the slot's boxes
 *                                  (factory.c);
 *   launcher serve <dir>           a box's pid 1, which runs the programs (serve.c); also bare,
 *                                  in development, without any sandbox.
 */
#include "launcher.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc >= 3 && !strcmp(argv[1], "serve")) return serve(argv[2], (struct box_fds){-1, -1, -1});
  if (argc >= 3 && !strcmp(argv[1], "spawner")) return spawner(argv[2], argc >= 4 ? (pid_t)strtol(argv[3], NULL, 10) : 0);
  if (argc >= 3 && !strcmp(argv[1], "factory")) return factory(strtoull(argv[2], NULL, 10), argv[1]);
  dprintf(2, "usage: launcher serve <dir> | launcher spawner <socket> | launcher factory <scratch bytes>\n");
  return EXIT_USAGE;
}
