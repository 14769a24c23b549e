import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every non-browser suite; each workspace declares its own project, and the
// repository's own scripts (the import-loop check) have theirs.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core
    // machine, the other core idle but for the main process (docs/performance.md,
    // 2026-11-26 Vitest entry). One per core.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/domain',
      'apps/api',
      'apps/web',
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
