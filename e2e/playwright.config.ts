import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './support/browser';
import { guestStorageState } from './support/guest';

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Every test starts as a guest who chose to book without registering (no login dialog at
    // start, spec 2); the accounts specs opt out with NEW_VISITOR (support/guest.ts).
    storageState: guestStorageState(baseURL),
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    timezoneId: 'Europe/Madrid',
    locale: 'es-ES',
    // A trace (DOM snapshots and screenshots of every action) only for a failed test's retry
    // (CI retries once): recording one for every test cost about a fifth of the CPU of a spec
    // of short tests (docs/performance.md, "browser suite CPU"). Locally: --trace on.
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions: chromiumLaunch } },
  ],
  webServer: {
    command: 'node e2e/support/serve.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port) },
    // SIGTERM, not SIGKILL: on PostgreSQL (TEST_DATABASE_URL) serve.mjs drops its database on the way out.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
