import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The one database interface the repositories use, whatever the driver underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the PGlite instance itself (null on PostgreSQL), e.g. to dump a test template */
  pglite: PGlite | null;
  /**
   * Where the pool's errors go (app.ts passes app.log). Until then, and on PGlite, which has
   * no pool, they are written to stderr as one JSON line.
   */
  setLogger(log: PoolErrorLog): void;
  /** Applies the committed migrations (idempotent; the migrator runs them in one transaction). */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  /** poolMax: connections per process (default 20; DATABASE_POOL_MAX, docs/performance.md) */
  | { kind: 'postgres'; url: string; poolMax?: number }
  /**
   * dataDir null: in memory (tests). `template`: a dump of an already migrated data dir,
   * which starts in a fraction of a fresh initdb's time (test suites).
   */
  | { kind: 'pglite'; dataDir: string | null; template?: Blob };

/** The part of a (pino) logger the pool's error listener needs. */
export interface PoolErrorLog {
  error(obj: object, msg: string): void;
}

const stderrLog: PoolErrorLog = {
  error(obj, msg) {
    const err = (obj as { err?: { message?: unknown; code?: unknown } }).err;
    process.stderr.write(`${JSON.stringify({ level: 50, time: Date.now(), msg, err: { message: String(err?.message ?? err), code: err?.code } })}\n`);
  },
};

export const DEFAULT_POOL_MAX = 20;

/** Arbitrary constant naming this app's migration lock. */
const MIGRATION_LOCK = 7_310_230;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    // A booking holds a connection for one statement whose commit waits for the WAL flush:
    // with 10 connections that wait capped bookings near 500/s; 20 lets more commits share a
    // flush (docs/performance.md, bookings).
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolMax ?? DEFAULT_POOL_MAX });
    // An idle connection dropped by the server (restart, failover, a forced DROP DATABASE)
    // must not crash the process: the pool discards it and the next query opens another.
    // It is logged, never swallowed: a run of these says the database is going away.
    let log = stderrLog;
    pool.on('error', (err: Error & { code?: string }) => {
      log.error({ err, code: err.code, pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } }, 'database pool: an idle connection failed and was dropped');
    });
    const db = drizzlePg({ client: pool, schema });
    // Fail at boot, not on the first request, when the server is unreachable.
    await pool.query('select 1');
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      pglite: null,
      setLogger(next) {
        log = next;
      },
      async migrate(folder) {
        // Several api nodes may start at once on one server: a session-level advisory lock
        // lets one migrate while the others wait, then find nothing left to apply.
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(db, { migrationsFolder: folder });
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          lock.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (target.dataDir === null) {
    client = await PGlite.create(target.template ? { loadDataDir: target.template } : {});
  } else {
    const dir = join(target.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    setLogger() {},
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

/** A statement with a name: prepared once per PostgreSQL connection, then only executed. */
export interface NamedStatement {
  name: string;
  text: string;
}

/**
 * Runs one statement on the driver underneath drizzle and returns its rows: on PostgreSQL as
 * a named prepared statement (parsed and planned once per pooled connection), on PGlite as a
 * plain query. For the hot paths only (the booking); everything else goes through drizzle.
 */
export async function queryRows<T>(db: Db, statement: NamedStatement, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) return (await client.query({ name: statement.name, text: statement.text, values })).rows as T[];
  return (await (client as PGlite).query<T>(statement.text, values)).rows;
}

/** Which driver a drizzle handle runs on. */
export function kindOf(db: Db): 'postgres' | 'pglite' {
  return (db as unknown as { $client: unknown }).$client instanceof pg.Pool ? 'postgres' : 'pglite';
}
