import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { liteAliases } from './aliases.mjs';

// The app version shown in the footer is the monorepo's version (spec 1; CHANGELOG.md says how it is raised).
const rootPkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * Writes `.br` and `.gz` beside every text asset so the server can send them as they are
 * (@fastify/static `preCompressed: true`) instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'parking:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) => {
          const p = join(dir, f);
          return statSync(p).isDirectory() ? walk(p) : [p];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || file.includes('.vite')) continue;
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * A second, small entry, src/early.ts (decision 0044): index.html's script tag for it comes
 * before the app's, so a confirmation link's reservation is requested while React and the app
 * load. Marked `data-early` (scripts/prerender.mjs takes it out of the prerendered pages but the
 * confirmation's, decision 0047).
 */
function earlyEntry(): Plugin {
  const webRoot = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'parking:early-entry',
    apply: 'build',
    config(_config, env) {
      if (env.isSsrBuild) return;
      return { build: { rolldownOptions: { input: { index: join(webRoot, 'index.html'), early: join(webRoot, 'src/early.ts') } } } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/early.ts'));
        if (chunk?.type !== 'chunk') return html;
        // Its imports are preloaded beside it (one round trip, not two) unless the app's are.
        const preloads = chunk.imports.filter((f) => !html.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin data-early href="/${f}">`);
        const tag = [`<script type="module" crossorigin data-early src="/${chunk.fileName}"></script>`, ...preloads].join('\n    ');
        return html.replace(/(\s*)<script type="module"/, `$1${tag}$1<script type="module"`);
      },
    },
  };
}

/**
 * Decision 0051: main.tsx imports the framework and the app's start dynamically, a task apart,
 * so the built index.html would ask for them only once the entry has run (a round trip more for
 * the pages served without prerendered HTML). Their chunks get modulepreload links beside the
 * entry's, and their stylesheets links, as static imports do (scripts/prerender.mjs moves the
 * modules to its after-paint loader and inlines the styles).
 */
function preloadEntryImports(): Plugin {
  return {
    name: 'parking:preload-entry-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        // The page's own entry (index.html's facade, holding src/main.tsx), not the early one.
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith('/index.html'));
        if (entry?.type !== 'chunk') return html;
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || file === entry.fileName || chunk?.type !== 'chunk') return;
          files.add(file);
          chunk.imports.forEach(add);
        };
        entry.dynamicImports.forEach(add);
        // Their stylesheets too, as the entry's own is (render-blocking, before: one stylesheet).
        const css = [...files].flatMap((f) => {
          const chunk = bundle[f];
          return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        });
        const preloads = [...files].filter((f) => !html.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
        const sheets = css.filter((f) => !html.includes(`/${f}"`)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`);
        let out = html.replace(/(\s*)(<script type="module" crossorigin src="[^"]+"><\/script>)/, (_m, ws: string, tag: string) => [ws + tag, ...preloads].join(ws));
        // After the entry's own stylesheet (global.css first, as the import order had it).
        if (sheets.length) {
          const last = [...out.matchAll(/(\s*)<link rel="stylesheet"[^>]*>/g)].at(-1);
          out = last ? out.replace(last[0], [last[0], ...sheets].join(last[1])) : out.replace('</head>', `${sheets.join('\n')}\n</head>`);
        }
        return out;
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), earlyEntry(), preloadEntryImports()],
  // i18next, react-i18next and react-router: the small versions in src/lib (decision 0029).
  resolve: { alias: liteAliases },
  define: {
    __APP_VERSION__: JSON.stringify(rootPkg.version),
  },
  server: {
    proxy: { '/api': process.env.API_URL ?? 'http://localhost:3000' },
    fs: { allow: ['../..'] },
  },
  build: {
    // bench/bundle-size.mjs reads the manifest to sum what the first screen loads.
    manifest: true,
    target: 'es2022',
    // Every browser the app supports has native modulepreload; the polyfill is dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // The domain's contract modules build zod schemas at module top level; the web only
        // needs their plain helpers (primaryLang...). Treating zod builders as pure lets
        // unused schemas (and ~19 KB gz of zod) drop out of the first screen. A schema the
        // app does use is still kept. Cost: a top-level z.config(...) would be dropped too.
        manualPureFunctions: ['z'],
      },
      output: {
        // Stable, readable names for the framework chunk every page shares.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]|src[\\/]lib[\\/](i18n|router)-lite[\\/]/,
            },
            // Small modules that would each be a chunk of their own, whose name the entry's
            // preload map carries (issue 14.5, first-screen budget). Only the matched files
            // (not what they import: the button and the store stay where they are).
            // The form kit, for the later steps and the account views:
            {
              name: 'form',
              test: /src[\\/](shared[\\/]form[\\/]|components[\\/]submit-button)/,
              includeDependenciesRecursively: false,
            },
            // What the first screen shares with later steps: domain terminals, passengers and
            // flight number; the session copy and storage; the social providers' names (the
            // header's account slot needs them, not the account schemas beside them: decision 0046).
            {
              name: 'shared-small',
              test: /(domain[\\/]src[\\/](booking[\\/](terminals|passengers)|validation[\\/]flight-number|contracts[\\/]account-plain)|web[\\/]src[\\/]lib[\\/](session|storage))\.ts$/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
