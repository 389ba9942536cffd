import { bestEffort } from '../../lib/best-effort.ts';
import type { SubmissionNote } from '../submissions/notes.ts';

/** Progress notes of one submission: at most one per this interval (the verdict is not held). */
export const PROGRESS_INTERVAL_MS = 100;

/**
 * Publishes a submission's progress one note at a time, in order, at most one every
 * `minIntervalMs`: a note overtaken while another was in flight or waiting is skipped, so the
 * stream shows the latest state (never test 42 then test 27), and a fast run does not spend a
 * NOTIFY per test on a machine whose other core runs the learner's code. `flush` drops what is
 * still waiting (the verdict supersedes it) and resolves once nothing is in flight.
 */
export function orderedPublisher(
  send: (note: SubmissionNote) => Promise<void>,
  minIntervalMs = PROGRESS_INTERVAL_MS,
) {
  let next: SubmissionNote | undefined;
  let running: Promise<void> | undefined;
  let lastSent = Number.NEGATIVE_INFINITY;
  let done = false;
  let wake: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pump = async () => {
    while (next && !done) {
      const wait = lastSent + minIntervalMs - performance.now();
      if (wait > 0) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, wait);
        });
        continue; // re-read the latest note, or stop if flushed meanwhile
      }
      const note = next;
      next = undefined;
      lastSent = performance.now();
      // Progress is best effort; the verdict is not.
      await bestEffort(`progress note of submission ${note.id}`, send(note));
    }
    running = undefined;
  };
  return {
    push(note: SubmissionNote): void {
      if (done) return;
      next = note;
      running ??= pump();
    },
    flush(): Promise<void> {
      done = true;
      next = undefined;
      clearTimeout(timer);
      wake?.();
      return running ?? Promise.resolve();
    },
  };
}
