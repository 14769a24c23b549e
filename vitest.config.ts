import { defineConfig } from 'vitest/config';

// One runner for every non-browser suite; each workspace declares its own project.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web'],
  },
});
