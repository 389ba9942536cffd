import { defineConfig } from 'vitest/config';

// Judging starts real compilers and runtimes: allow for a cold JVM and g++ on 2 shared cores.
export default defineConfig({ test: { testTimeout: 90_000, hookTimeout: 90_000 } });
