import { defineConfig } from 'vitest/config';

// Judging starts real compilers and runtimes: allow for a cold JVM and g++ on 2 shared cores.
// Concurrent tests at most as many as a judge's slots (2), so a timed run never waits for one.
// One file at a time (Vitest's default on 2 cores): its programs keep both cores busy, and two
// files at a time were no faster (decision 023).
export default defineConfig({ test: { testTimeout: 90_000, hookTimeout: 90_000, maxConcurrency: 2 } });
