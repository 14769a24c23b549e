import { defineProject } from 'vitest/config';

export default defineProject({
  // 30 s a test: a guard against a hang, not a speed check. The property tests (fast-check
  // against @internationalized/date) took 5.6 s under npm test's load, Vitest running beside the
  // browser tests (decision 0050), past Vitest's 5 s default.
  test: { name: 'domain', include: ['src/**/*.test.ts', 'locales/**/*.test.ts'], testTimeout: 30_000 },
});
