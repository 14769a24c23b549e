import { defineProject } from 'vitest/config';

// Api tests boot the real app on a real database (in-memory PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set; skipped, and counted as such, when it is not). Booting PGlite
// takes seconds, hence the long hook timeout.
export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // PostgreSQL suites show as skipped when TEST_DATABASE_URL is unset (issue 7.12)
    setupFiles: ['src/test/skip-postgres.ts'],
    // One module graph per worker, not per file (docs/performance.md, 2026-11-26 Vitest
    // entry): importing the app (Fastify, Drizzle, zod, PGlite) cost ~0.4 s per file. Each
    // suite still gets its own database and app; the app keeps no module-level state between
    // instances (caches are WeakMaps on per-app objects).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
