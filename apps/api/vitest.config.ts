import { defineProject } from 'vitest/config';

// Api tests boot the real app on a real database (in-memory PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set). Booting PGlite takes seconds, hence the long hook timeout.
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
