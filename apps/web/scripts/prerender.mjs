#!/usr/bin/env node
// After `vite build`: each language's first screen as HTML (decision 0029). Builds
// src/prerender/first-screen.tsx for Node, renders where-when and the products frame in es, ca,
// en and fr with React's static prerender, and writes dist/prerendered/<step>.<lang>.html: the
// built index.html with that HTML in #root, <html lang>, the translated title, the CSS the first
// paint needs inlined (no render-blocking stylesheet) and the step's chunks preloaded. The api
// sends the one matching the path and the visitor's language (apps/api/src/app/first-screen.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

// The HTML is rendered as a visitor in Spain sees it: the Madrid time-zone note (shown only on a
// device in another zone) is left to the app.
process.env.TZ = 'Europe/Madrid';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(webRoot, 'dist');
const ssrOut = join(webRoot, 'node_modules/.prerender');
const LANGS = ['es', 'ca', 'en', 'fr'];
/** path -> the manifest keys whose chunks (and their CSS) that first screen uses */
const STEPS = {
  '/where-when': ['src/features/where-when/where-when-page.tsx', 'src/app/shell/footer.tsx'],
  '/products': ['src/app/shell/footer.tsx'],
};

await build({
  configFile: join(webRoot, 'vite.config.ts'),
  root: webRoot,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/first-screen.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
const { renderFirstScreen } = await import(pathToFileURL(join(ssrOut, 'first-screen.js')).href);
const i18n = (await import(pathToFileURL(join(ssrOut, 'first-screen.js')).href)).i18n;

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);

/** The chunk, its static imports, and the CSS files they bring (in load order). */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const css = (file) => readFileSync(join(dist, file), 'utf8');
const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const outDir = join(dist, 'prerendered');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

for (const [path, keys] of Object.entries(STEPS)) {
  const entryChunks = closure(entryKey);
  const stepChunks = new Set();
  for (const key of keys) closure(key, stepChunks);
  const cssFiles = [...new Set([...entryChunks, ...stepChunks].flatMap((k) => manifest[k].css ?? []))];
  const style = cssFiles.map(css).join('\n');
  const preloads = [...stepChunks]
    .filter((k) => !entryChunks.has(k) && manifest[k].file.endsWith('.js'))
    .map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k].file}">`);
  for (const lang of LANGS) {
    // The default dates and hour depend on the day the page is opened, not the day it was built:
    // the HTML keeps their boxes (same size) and leaves them empty until the app fills them in.
    const html = (await renderFirstScreen(lang, path))
      .replace(/(<input [^>]*inputMode="numeric"[^>]*value=")[^"]*"/g, '$1"')
      .replace(/(<span class="[^"]*timeValue[^"]*">)[^<]*</g, '$1&#8199;&#8199;:&#8199;&#8199;<');
    const langChunk = manifest[`src/lib/locales/${lang}.ts`]?.file;
    const head = [
      `<style>${style}</style>`,
      ...(langChunk ? [`<link rel="modulepreload" crossorigin href="/${langChunk}">`] : []),
      ...preloads,
      // Both steps need the catalogue (where-when's place select, products' cards): asked for
      // with the HTML instead of after the app's chunks have run. The URL, mode and credentials
      // are those of the app's own fetch (apiGet), so the browser hands it this answer.
      `<link rel="preload" as="fetch" crossorigin href="/api/catalog?lang=${lang}">`,
    ].join('\n    ');
    const page = template
      .replace('<html lang="es">', `<html lang="${lang}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(i18n.t('app:meta.title'))}</title>`)
      // the entry's stylesheet is inlined above: nothing render-blocking is left
      .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
      .replace('</head>', `    ${head}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="${lang} ${path}">${html}</div>`);
    if (page.includes('<div id="root"></div>') || !page.includes('data-prerendered')) throw new Error('index.html has no empty #root');
    const file = join(outDir, `${path.slice(1)}.${lang}.html`);
    writeFileSync(file, page);
    writeFileSync(`${file}.gz`, gzipSync(page, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    console.log(`prerendered ${path} ${lang}: ${(Buffer.byteLength(page) / 1024).toFixed(1)} KB (${(gzipSync(page).length / 1024).toFixed(1)} KB gz)`);
  }
}
