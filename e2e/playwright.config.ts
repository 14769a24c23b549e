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
    trace: 'retain-on-failure',
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
  },
});
