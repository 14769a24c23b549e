// Serves the BUILT product (api + web) for the browser tests on a fresh database, so every run
// starts from the seed and never touches ./data: a PostgreSQL database of its own when
// TEST_DATABASE_URL names a server that answers (created here, dropped when the run ends),
// else the embedded PGlite in a temporary directory.
import { mkdtempSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
process.chdir(root);
process.env.PORT ??= '3210';
process.env.RATE_LIMIT ??= 'off';
process.env.ADMIN_TOKEN ??= 'e2e-admin-token';
// The browser tests read the confirmation mails (and their links) from the dev outbox.
process.env.DEV_ROUTES ??= 'on';
// Accounts: the sandbox social providers (tokens from /api/dev/social-token), never the real ones.
process.env.SOCIAL_SANDBOX ??= 'on';

/**
 * Databases of this script are named e2e_run_<host>_<pid>_<ms>: a run killed before its drop
 * leaves one behind, which the next run on the same machine drops once that process is gone.
 */
const HOST = hostname().toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 20) || 'host';
const PREFIX = `e2e_run_${HOST}_`;

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/**
 * A new database on TEST_DATABASE_URL's server (the api migrates and seeds it on start, as in
 * production), and the ones earlier runs on this machine left behind (their process is gone)
 * dropped. Null when no server answers: PGlite then.
 */
async function freshPostgres(adminUrl) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  try {
    const { rows } = await admin.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [PREFIX]);
    for (const { datname } of rows) {
      const pid = Number(datname.slice(PREFIX.length).split('_')[0]);
      if (pid && !alive(pid)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
    }
    const name = `${PREFIX}${process.pid}_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const drop = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
    return { url: withDatabase(adminUrl, name), drop };
  } finally {
    await admin.end();
  }
}

const postgres = process.env.TEST_DATABASE_URL && !process.env.DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
if (postgres) {
  process.env.DATABASE_URL = postgres.url;
  // Playwright stops the server with SIGTERM (webServer.gracefulShutdown); the api's own handler
  // drains, closes its pool and exits: the database is dropped between the close and the exit.
  const exit = process.exit.bind(process);
  let dropping;
  process.exit = (code) => {
    dropping ??= postgres.drop().catch(() => undefined);
    void dropping.finally(() => exit(code));
  };

} else {
  process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), 'parking-e2e-'));
}
await import(pathToFileURL(join(root, 'apps/api/dist/server.js')).href);
