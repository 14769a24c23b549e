import { buildApp } from './app/app';
import { superviseCluster } from './cluster';
import { loadConfig } from './config/config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './seed/prepare';
import { drainAndClose } from './plugins/shutdown';

/**
 * Production entry (bundled to dist/server.js): open the database, migrate, seed an empty
 * one, load the catalogue, listen. SIGINT/SIGTERM close the server, then the database, so
 * PGlite flushes its files.
 */
// WEB_CONCURRENCY=2 (PostgreSQL only): this process supervises workers, which run what follows.
if (superviseCluster()) await new Promise<never>(() => {});
const started = performance.now();
const config = loadConfig();
const database = await openDatabase(config.database);
const opened = performance.now();
let seed: string;
try {
  seed = await prepareDatabase(database, new Date(), { demoAccounts: config.demoAccounts });
} catch (err) {
  await database.close();
  throw err;
}
const prepared = performance.now();
const app = await buildApp({ config, db: database });
const built = performance.now();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: draining requests in flight');
  try {
    // In-flight bookings finish and are answered before the database closes (issue 7.5).
    const drained = await drainAndClose(app, { closeDatabase: () => database.close() });
    process.exit(drained ? 0 : 1);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  {
    database: database.kind,
    seed,
    readyMs: Math.round(performance.now() - started),
    // where a slow start spends its time (budget: a later start under 2 s, docs/performance.md)
    phasesMs: {
      open: Math.round(opened - started),
      migrateAndSeed: Math.round(prepared - opened),
      build: Math.round(built - prepared),
      listen: Math.round(performance.now() - built),
    },
  },
  `parking booking ready on http://localhost:${config.port}`,
);
