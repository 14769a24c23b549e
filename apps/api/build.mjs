// Bundles src/server.ts to dist/server.js. npm dependencies stay external (node_modules is
// there at run time); @parking/domain is TypeScript source, so it is bundled in, with the
// translation JSON it imports. Migrations are read at run time from ../migrations.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const domainPkg = JSON.parse(readFileSync(join(here, '../../packages/domain/package.json'), 'utf8'));
// Kept as runtime imports: packages that find files beside their own module at run time
// (PGlite's WASM and data, swagger-ui's static assets, @fastify/static's send), node-postgres
// (optional native binding) and pino (worker-thread transports). Everything else from npm is
// bundled: resolving and loading hundreds of small CommonJS files cost about a third of a
// later start (budget 2 s, docs/performance.md).
const RUNTIME = ['@electric-sql/pglite', '@fastify/swagger-ui', '@fastify/static', 'pg', 'pino', 'thread-stream', 'nodemailer'];
const declared = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(domainPkg.dependencies ?? {})];
for (const name of RUNTIME.filter((n) => !['pino', 'thread-stream'].includes(n)))
  if (!declared.includes(name)) throw new Error(`${name} is kept external but is not a dependency of @parking/api`);
const external = RUNTIME;

const started = performance.now();
await build({
  entryPoints: [join(here, 'src/server.ts')],
  outfile: join(here, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpaths too (drizzle-orm/pglite, zod/v4/core): everything from npm stays a runtime import.
  external: external.flatMap((name) => [name, `${name}/*`]),
  loader: { '.json': 'json' },
  // Some CommonJS dependencies call require(); give the ESM bundle one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log(`api bundled to dist/server.js in ${Math.round(performance.now() - started)} ms`);
