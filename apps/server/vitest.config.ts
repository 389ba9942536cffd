import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time, also on 2 cores (Vitest's default is the cores less one): each file makes
    // its own database, and most of a file's time is waiting on processes, the judge and PostgreSQL.
    // 530 s against 798 s one at a time on a 2-core machine, both 401/401 (decision 023). The judge's
    // suite stays at one: its programs keep both cores busy, and two files were no faster.
    maxWorkers: 2,
  },
});
