// Starts the built server in a child process on a fresh data dir (or DATABASE_URL) and
// resolves once /api/health answers. Shared by the benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Node's flags in `npm start` (package.json "start"), so the benchmarks measure the server as it runs. */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=64'];

/** `stdout`: where the server's log lines go ('inherit', or a file descriptor: the logging benchmark counts them). */
export async function startServer({ port, dataDir, env = {}, stdout = 'inherit' } = {}) {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'parking-bench-'));
  const started = performance.now();
  // The server runs with the flags `npm start` gives it (package.json); BENCH_NODE_ARGS come
  // after and win; BENCH_PLAIN_NODE=1 leaves the start flags out (an older build's "before").
  const nodeArgs = [...(process.env.BENCH_PLAIN_NODE === '1' ? [] : SERVER_NODE_ARGS), ...(process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean)];
  const child = spawn(process.execPath, [...nodeArgs, process.env.BENCH_SERVER ?? join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dir, RATE_LIMIT: 'off', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server did not answer within 60 s');
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const readyMs = performance.now() - started;
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  return { readyMs, dataDir: dir, pid: child.pid, stop };
}

/** The extras each product offers, from one priced two-day stay per product (empty when it cannot be priced). */
export async function offeredExtras(base, products) {
  const offered = new Map();
  for (const product of products) {
    const start = product.openingHours.type === 3 ? '2027-01-04 08:00:00' : '2027-01-04 10:00:00';
    const end = product.openingHours.type === 3 ? '2027-01-06 10:30:00' : '2027-01-06 10:00:00';
    const r = await fetch(`${base}/api/offers/calculate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ startDate: start, endDate: end, productId: product.id }),
    });
    offered.set(product.id, r.ok ? (await r.json()).extras : []);
  }
  return offered;
}
