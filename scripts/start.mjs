// `npm start`: build what is missing or stale, then serve the whole product (api + web) on PORT.
// A fresh clone builds once (web with Vite, api with esbuild); later starts skip straight to
// the server, which is what keeps a restart under two seconds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const shared = ['packages/domain/src', 'packages/domain/locales', 'package-lock.json'];
const targets = [
  {
    name: '@parking/web',
    output: 'apps/web/dist/index.html',
    inputs: [...shared, 'apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public'],
  },
  {
    name: '@parking/api',
    output: 'apps/api/dist/server.js',
    inputs: [...shared, 'apps/api/src', 'apps/api/build.mjs'],
  },
];

for (const t of targets) {
  const built = existsSync(t.output) ? statSync(t.output).mtimeMs : 0;
  const changed = Math.max(...t.inputs.map((p) => newestMtime(join(root, p))));
  if (built > 0 && built >= changed && process.env.FORCE_BUILD !== '1') continue;
  console.log(`building ${t.name}…`);
  const r = spawnSync('npm', ['run', 'build', '-w', t.name], { stdio: 'inherit', shell: false });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

await import(pathToFileURL(join(root, 'apps/api/dist/server.js')).href);
