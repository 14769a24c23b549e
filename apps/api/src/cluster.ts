import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

/**
 * Opt-in multi-process mode (issue 7.10): `WEB_CONCURRENCY=2` (or `CLUSTER=on`, one worker
 * per core) starts that many copies of the server behind one port with node:cluster, so the
 * api uses both cores of a 2-core machine. Only with PostgreSQL (DATABASE_URL): PGlite is one
 * process's embedded database, so it always runs single-process.
 *
 * The workers are ordinary app nodes: migrations and the seed take the database's advisory
 * lock, the availability cache follows the others by LISTEN/NOTIFY, the outbox relay and the
 * payment sweep claim rows with SKIP LOCKED. Without REDIS_URL each worker counts its own
 * rate limits (docs/operations.md).
 *
 * Returns true in the primary, which only supervises: it restarts a worker that dies (not
 * more than once a second) and, on SIGTERM/SIGINT, passes the signal on and exits when every
 * worker has drained and exited. Returns false where the server itself must run.
 */
export function superviseCluster(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): boolean {
  if (!cluster.isPrimary) return false;
  const asked = env.WEB_CONCURRENCY ? Number(env.WEB_CONCURRENCY) : /^(on|true|1)$/.test(env.CLUSTER ?? '') ? cores : 1;
  const workers = Number.isInteger(asked) && asked > 1 ? Math.min(asked, 64) : 1;
  if (workers === 1) return false;
  if (!env.DATABASE_URL) {
    process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), msg: `WEB_CONCURRENCY=${workers} ignored: PGlite runs in one process; set DATABASE_URL for several workers` })}\n`);
    return false;
  }
  let stopping = false;
  let lastFork = 0;
  const fork = () => {
    lastFork = Date.now();
    cluster.fork();
  };
  for (let i = 0; i < workers; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    process.stderr.write(`${JSON.stringify({ level: 50, time: Date.now(), msg: 'worker died; starting another', pid: worker.process.pid, code, signal })}\n`);
    setTimeout(fork, Math.max(0, 1000 - (Date.now() - lastFork)));
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    // A worker that does not drain in time is killed (its in-flight bookings are atomic).
    setTimeout(() => process.exit(1), 30_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return true;
}
