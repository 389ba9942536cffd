import { defineConfig } from 'vitest/config';

// Only the tutor's evaluation set has tests here; its smoke subset starts real compilers on 2
// shared cores, so allow for a cold JVM and g++.
export default defineConfig({
  test: { include: ['tutor/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 90_000, maxConcurrency: 2 },
});
