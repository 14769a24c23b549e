import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { liteAliases } from './aliases.mjs';
import rootPackage from '../../package.json' with { type: 'json' };

export default defineProject({
  plugins: [react()],
  // The app's i18n and router, as the build has them (decision 0029).
  resolve: { alias: liteAliases },
  // The one version (root package.json), as vite.config.ts defines it for the build.
  define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // A guard against a hang, not a speed check: npm test runs Vitest beside the browser tests
    // (decision 0050), where a component test can take several times its quiet duration.
    testTimeout: 30_000,
  },
});
