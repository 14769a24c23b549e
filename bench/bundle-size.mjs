#!/usr/bin/env node
// Gzipped JavaScript the first screen (/where-when) loads: the entry chunk and its static
// imports, plus the where-when route chunk and its static imports (budget below, gz).
// `npm test` runs it after the build: over budget fails the run (scripts/test.mjs).
// Run after `npm run build -w @parking/web` (or `npm run bench:bundle`, which builds first).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

// Issue 20: 100 KB (decision 0029; it was 120 KB in decision 0003). BUNDLE_BUDGET_KB overrides
// it, e.g. to see the check fail.
const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 100);
const ROUTE_KEY = 'src/features/where-when/where-when-page.tsx';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.WEB_DIST ?? join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`No manifest at ${manifestPath}: run \`npm run build -w @parking/web\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('.html'));
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(2);
}
if (!manifest[ROUTE_KEY]) {
  console.error(`The manifest has no chunk for ${ROUTE_KEY}: is the route lazy-loaded?`);
  process.exit(2);
}

/** The chunk and everything it imports statically (what the browser must fetch before it runs). */
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) withStaticImports(dep, seen);
  return seen;
}

// index.html also loads the early entry (src/early.ts, decision 0044) on every page. The entry
// imports the framework and the app's start dynamically, a task apart (decision 0051): those
// and their static imports are first-screen JavaScript too.
const entryKeys = withStaticImports(entryKey);
for (const key of manifest[entryKey].dynamicImports ?? []) withStaticImports(key, entryKeys);
const keys = withStaticImports(ROUTE_KEY, withStaticImports('src/early.ts', entryKeys));
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const kb = (bytes) => (bytes / 1024).toFixed(2).padStart(8);

const rows = [...keys]
  .map((key) => ({ key, file: manifest[key].file }))
  .filter((r) => r.file.endsWith('.js'))
  .map((r) => ({ ...r, size: gz(r.file) }))
  .sort((a, b) => b.size - a.size);
const total = rows.reduce((sum, r) => sum + r.size, 0);

console.log('First screen (/where-when) JavaScript, gzipped:');
for (const r of rows) console.log(`${kb(r.size)} KB  ${r.file}  (${r.key})`);
console.log(`${kb(total)} KB  total (budget ${BUDGET_KB} KB; 1 KB = 1024 bytes, zlib default level)`);
const br = rows.reduce((sum, r) => sum + brotliCompressSync(readFileSync(join(dist, r.file))).length, 0);
console.log(`${kb(br)} KB  the same files with brotli (dist has .br and .gz twins for a pre-compressed static server)`);

// The current language's catalogues come as small lazy chunks after start; shown for the
// record, outside the budget's definition above.
const catalogues = Object.entries(manifest)
  .filter(([key]) => /locales\/es\/[^/]+\.json$/.test(key))
  .map(([key, m]) => ({ key, size: gz(m.file) }));
if (catalogues.length) {
  const cat = catalogues.reduce((s, c) => s + c.size, 0);
  console.log(`${kb(cat)} KB  es catalogues fetched after start (${catalogues.map((c) => c.key.split('/').pop()).join(', ')})`);
}

if (total > BUDGET_KB * 1024) {
  console.error(`Over budget by ${((total - BUDGET_KB * 1024) / 1024).toFixed(2)} KB.`);
  process.exit(1);
}
