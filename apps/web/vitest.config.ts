import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { i18nAliases } from './vite.config';
import rootPackage from '../../package.json' with { type: 'json' };

export default defineProject({
  plugins: [react()],
  // The app's i18n runtime, as the build has it (decision 0029).
  resolve: { alias: i18nAliases },
  // The one version (root package.json), as vite.config.ts defines it for the build.
  define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
