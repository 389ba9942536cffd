import { defineConfig } from 'vitest/config';

/**
 * Browser journeys against the real server (built beforehand by the root `npm test`). One file at
 * a time: they share one server and the machine has few cores.
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    exclude: ['node_modules/**', 'artifacts/**'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
  },
});
