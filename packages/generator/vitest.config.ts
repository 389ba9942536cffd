import { defineConfig } from 'vitest/config';

// Judging starts real compilers and runtimes: allow for a cold JVM and g++ on 2 shared cores.
// Concurrent tests at most as many as a judge's slots (2), so a timed run never waits for one.
export default defineConfig({ test: { testTimeout: 90_000, hookTimeout: 90_000, maxConcurrency: 2 } });
