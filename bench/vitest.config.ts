import { defineConfig } from 'vitest/config';

// The tutor's evaluation set (its smoke subset starts real compilers on 2 shared cores, so allow
// for a cold JVM and g++) and bench/faults' short run on test hosts.
export default defineConfig({
  test: {
    include: ['tutor/**/*.test.ts', 'faults/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 90_000,
    maxConcurrency: 2,
  },
});
