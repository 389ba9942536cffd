import type { JobKind } from './kinds.ts';

/** Which attempt of its job a run is (graphile-worker's count: 1, then 2 after a retry or a death...). */
export interface Attempt {
  number: number;
  max: number;
}

/**
 * One kind of background work a module hands the job runtime (jobs/runtime.ts): a pool of its own
 * in every process that runs the lane. Judging, generation, contests and housekeeping each register
 * one; the runtime knows none of them.
 */
export interface JobLane {
  /** For the log. */
  name: string;
  /** Jobs this lane's pool runs at once in one process. */
  concurrency: number;
  /** The kinds of job the lane runs, each with what a run does (a throw makes the queue retry). */
  handlers: ReadonlyArray<{
    kind: JobKind;
    run: (payload: unknown, attempt: Attempt) => Promise<void>;
    /** This kind's own `recovery.exhausted`, where it differs from the lane's. */
    exhausted?: (id: string, attempts: number) => Promise<void>;
  }>;
  /**
   * A lane whose jobs outlive their worker's death: its pools are registered in `judge_workers`
   * before their first job, the process beats, and when a process stops beating the sweep releases
   * its jobs and gives back the attempt the death cost. A job that ran out of attempts without a
   * result is handed to `exhausted` (its handler's, else this; with the id its key was made for),
   * then removed.
   */
  recovery?: { exhausted: (id: string, attempts: number) => Promise<void> };
  /** Run with every heartbeat of a process with recovered lanes (e.g. progress a crash left unapplied). */
  onBeat?: () => Promise<unknown>;
  /** graphile-worker crontab lines for this lane's tasks (each runs once per tick across all processes). */
  crontab?: string;
}
