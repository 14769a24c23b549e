import { defineConfig } from 'vitest/config';

// One runner for every non-browser suite; each workspace declares its own project, and the
// repository's own scripts (the import-loop check) have theirs.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/api',
      'apps/web',
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
    ],
  },
});
