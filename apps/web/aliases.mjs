// Bare specifiers the web app imports, pointed at small implementations of the part of their
// API it uses (decision 0029: the first screen's 100 KB budget). Shared by vite.config.ts
// (build, dev, the prerender) and vitest.config.ts, so the tests run what ships.
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/** i18next and react-i18next: ~17 KB gz of the first screen (src/lib/i18n-lite). */
/** react-router: ~13 KB gz whatever is imported from it (src/lib/router-lite). */
export const liteAliases = [
  { find: /^i18next$/, replacement: here('./src/lib/i18n-lite/i18next.ts') },
  { find: /^react-i18next$/, replacement: here('./src/lib/i18n-lite/react-i18next.ts') },
  { find: /^react-router$/, replacement: here('./src/lib/router-lite/react-router.tsx') },
];
