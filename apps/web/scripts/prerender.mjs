#!/usr/bin/env node
// After `vite build`: each language's first screen as HTML (decision 0029). Builds
// src/prerender/first-screen.tsx for Node, renders where-when, the products frame and traveller data's frame in es, ca,
// en and fr with React's static prerender, and writes dist/prerendered/<step>.<lang>.html: the
// built index.html with that HTML in #root, <html lang>, the translated title, the CSS the first
// paint needs inlined (no render-blocking stylesheet) and a loader that asks for the app once the
// HTML has painted (decision 0038). The api sends the one matching the path and the visitor's
// language (apps/api/src/app/first-screen.ts).
import { createHash } from 'node:crypto';
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
/** Where the api writes a products deep link's stay (apps/api/src/app/products-page.ts: same markers). */
const STAY_MARKERS = { place: '%%PLACE%%', start: '%%START%%', end: '%%END%%', product: '%%PRODUCT%%' };
/** path -> the manifest keys whose chunks (and their CSS) that first screen uses */
const STEPS = {
  '/where-when': ['src/features/where-when/where-when-page.tsx', 'src/app/shell/footer.tsx'],
  '/products': ['src/features/products/products-page.tsx', 'src/app/shell/footer.tsx'],
  // the page's chunks are evaluated a part per task by the app's traveler-data-parts (decision 0059)
  '/traveler-data': ['src/features/traveler-data/traveler-data-page.tsx', 'src/app/traveler-data-parts.ts', 'src/app/shell/footer.tsx'],
  '/confirmation': ['src/features/confirmation/confirmation-page.tsx', 'src/app/shell/footer.tsx'],
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
const entryKey = 'index.html';

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

const writeCompressed = (file, text) => {
  writeFileSync(file, text);
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
};

// Decision 0038: the prerendered page paints before anything else is asked for. Its app
// modules, the step's chunks and the catalogue are started by a small deferred script once the
// first paint is on screen (scripts/after-paint.js, hashed like the other assets), not by
// <script type=module> and preloads in <head>, which a phone on a slow link fetches while it
// should be painting the HTML.
const afterPaintSource = readFileSync(join(webRoot, 'scripts/after-paint.js'), 'utf8');
const afterPaint = `assets/after-paint-${createHash('sha256').update(afterPaintSource).digest('base64url').slice(0, 8)}.js`;
writeCompressed(join(dist, afterPaint), afterPaintSource);
// Decision 0059: the worker the loader starts to load Intl's data off the main thread.
// Its Madrid formatter is the domain's (zone-clock.ts), filled in here.
const { ZONE_FORMAT_LOCALE, ZONE_FORMAT_OPTIONS, MADRID_TZ } = await import(pathToFileURL(join(ssrOut, 'first-screen.js')).href);
const intlWarmTemplate = readFileSync(join(webRoot, 'scripts/intl-warm.js'), 'utf8');
if (!intlWarmTemplate.includes('__ZONE_FORMAT_LOCALE__') || !intlWarmTemplate.includes('__ZONE_FORMAT_OPTIONS__')) throw new Error('intl-warm.js lost its formatter placeholders');
const intlWarmSource = intlWarmTemplate
  .replace('__ZONE_FORMAT_LOCALE__', JSON.stringify(ZONE_FORMAT_LOCALE))
  .replace('__ZONE_FORMAT_OPTIONS__', JSON.stringify({ ...ZONE_FORMAT_OPTIONS, timeZone: MADRID_TZ }));
const intlWarm = `assets/intl-warm-${createHash('sha256').update(intlWarmSource).digest('base64url').slice(0, 8)}.js`;
writeCompressed(join(dist, intlWarm), intlWarmSource);
const entryScript = template.match(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/);
if (!entryScript) throw new Error('index.html has no module entry script');
const entryPreloads = [...template.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
// The early entry (decision 0044) acts on /confirmation only: not in the other prerendered pages.
// The confirmation's keeps it (decision 0047): its reservation is asked for while the HTML paints.
const earlyTags = [...template.matchAll(/\s*<(script|link) [^>]*data-early[^>]*>(<\/script>)?/g)];
const withoutTags = (tags) => tags.reduce((html, m) => html.replace(m[0], ''), template);
const bareTemplate = withoutTags([entryScript, ...entryPreloads, ...earlyTags]);
const earlyTemplate = withoutTags([entryScript, ...entryPreloads]);

// Decision 0051: the entry imports the framework and the app's start dynamically, a task apart
// (main.tsx); their chunks belong to every first screen as the entry's static imports do.
const entryDynamic = manifest[entryKey].dynamicImports ?? [];
const entryOnly = closure(entryKey);
const entryDynamicModules = [...entryDynamic.reduce((seen, key) => closure(key, seen), new Set(entryOnly))]
  .filter((k) => !entryOnly.has(k) && manifest[k].file.endsWith('.js'))
  .map((k) => `/${manifest[k].file}`);

for (const [path, keys] of Object.entries(STEPS)) {
  const entryChunks = closure(entryKey);
  for (const key of entryDynamic) closure(key, entryChunks);
  const stepChunks = new Set();
  for (const key of keys) closure(key, stepChunks);
  const cssFiles = [...new Set([...entryChunks, ...stepChunks].flatMap((k) => manifest[k].css ?? []))];
  const style = cssFiles.map(css).join('\n');
  const stepModules = [...stepChunks]
    .filter((k) => !entryChunks.has(k) && manifest[k].file.endsWith('.js'))
    .map((k) => `/${manifest[k].file}`);
  for (const lang of LANGS) {
    // The default dates and hour depend on the day the page is opened, not the day it was built:
    // the HTML keeps their boxes (same size) and leaves them empty until the app fills them in.
    const html = (await renderFirstScreen(lang, path))
      .replace(/(<input [^>]*inputMode="numeric"[^>]*value=")[^"]*"/g, '$1"')
      .replace(/(<span class="[^"]*timeValue[^"]*">)[^<]*</g, '$1&#8199;&#8199;:&#8199;&#8199;<');
    const langChunk = manifest[`src/lib/locales/${lang}.ts`]?.file;
    const modules = [...new Set([...entryPreloads.map((m) => m[1]), ...entryDynamicModules, ...(langChunk ? [`/${langChunk}`] : []), ...stepModules])];
    // Both steps need the catalogue (where-when's place select, products' cards): asked for
    // with the app's modules instead of after they have run. The URL, mode and credentials are
    // those of the app's own fetch (apiGet), so the browser hands it this answer.
    const head = [
      `<style>${style}</style>`,
      `<script defer src="/${afterPaint}" data-entry="${entryScript[1]}" data-modules="${modules.join(' ')}" data-warm="/${intlWarm}" data-fetch="/api/catalog?lang=${lang}"></script>`,
    ].join('\n    ');
    const page = (path === '/confirmation' ? earlyTemplate : bareTemplate)
      .replace('<html lang="es">', `<html lang="${lang}">`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(i18n.t('app:meta.title'))}</title>`)
      // the entry's stylesheet is inlined above: nothing render-blocking is left
      .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
      .replace('</head>', `    ${head}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="${lang} ${path}">${html}</div>`);
    if (page.includes('<div id="root"></div>') || !page.includes('data-prerendered')) throw new Error('index.html has no empty #root');
    const file = join(outDir, `${path.slice(1)}.${lang}.html`);
    writeCompressed(file, page);
    console.log(`prerendered ${path} ${lang}: ${(Buffer.byteLength(page) / 1024).toFixed(1)} KB (${(gzipSync(page).length / 1024).toFixed(1)} KB gz)`);
    if (path === '/products') {
      // Decision 0043: a deep link naming a product gets this page with the place, the dates and
      // the chosen product's intro filled in by the api (apps/api/src/app/products-page.ts),
      // which replaces the markers with the HTML-escaped texts. Same page otherwise.
      const chosen = await renderFirstScreen(lang, path, STAY_MARKERS);
      const chosenPage = page.replace(html, () => chosen);
      for (const marker of Object.values(STAY_MARKERS)) {
        if (chosenPage.split(marker).length !== 2) throw new Error(`products page: marker ${marker} not found once`);
      }
      writeFileSync(join(outDir, `products.chosen.${lang}.html`), chosenPage);
    }
  }
}
