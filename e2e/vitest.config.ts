import { basename } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (longest or largest first), except that contests.e2e.ts goes last: its
 * end-of-contest journey needs the 5-minute contest the global setup starts
 * (support/short-contest.ts) to have ended, and run early it waits for the rest of those minutes
 * (up to ~3 of CI's) while nothing else runs.
 */
class ContestsLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const last = (f: TestSpecification) => (basename(f.moduleId) === 'contests.e2e.ts' ? 1 : 0);
    return [...sorted].sort((a, b) => last(a) - last(b));
  }
}

/**
 * Browser journeys against the real server (built beforehand by the root `npm test`). Two files at
 * a time against the one server: a journey mostly waits (on the judge, the server, a render), so
 * a second one fills the wait; each makes its own users and finds its own rows (README).
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    exclude: ['node_modules/**', 'artifacts/**'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: ContestsLast },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
  },
});
