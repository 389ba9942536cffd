/**
 * The launcher's names (launcher/launcher.h), as the judge's side uses them: each command, frame,
 * program line and exit code has one meaning. Keep the two files in step.
 */

/** Commands to a box's launcher (`serve`). */
export const CMD = { write: 'W', exec: 'X', tests: 'J', kill: 'K', get: 'G', quit: 'Q' } as const;

/** Frames from a box's launcher. */
export const FRAME = {
  ready: 'READY',
  output: 'O',
  line: 'A',
  exit: 'T',
  file: 'F',
  filesEnd: 'E',
  error: 'Z',
} as const;

/** Lines a judged program writes on its fd 3 (the harnesses in ../lang). */
/** X: a last error (the harness failed, or cannot go on after a C/C++ stack overflow); it ends. */
export const LINE = { ready: 'K', compile: 'C', result: 'R', error: 'E', harness: 'X' } as const;
export type LineKind = (typeof LINE)[keyof typeof LINE];

/** Longest payload of a C, E or X line (the launcher kills a program that writes more). */
export const ERROR_LINE_CAP = 64 * 1024;

/** Exit codes of the launcher's modes. */
export const EXIT = {
  usage: 2,
  factorySetup: 10,
  parentGone: 11,
  boxSetup: 12,
  boxNotStarted: 13,
  launcherError: 70,
  hostGone: 71,
  shortRead: 72,
  childSetup: 126,
  cannotExec: 127,
} as const;

/** Which of its limits the launcher stopped a judged program at (T frame, `limit`). */
export type LimitHit =
  | 'setup-cpu'
  | 'setup-wall'
  | 'test-cpu'
  | 'test-wall'
  | 'total-wall'
  | 'output'
  | 'protocol'
  | 'tail';
