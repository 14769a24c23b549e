import { randomBytes } from 'node:crypto';
import type { AddressInfo, Server } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app/app';
import { type AppConfig, testConfig } from '../config/config';
import { type Database, openDatabase } from '../db/client';
import { prepareDatabase } from '../seed/prepare';
import { TEST_NOW } from './test-clock';

/**
 * Test helpers: the real app on a real database. Every api suite runs once per backend:
 * in-memory PGlite always, and PostgreSQL when TEST_DATABASE_URL is set (a fresh database
 * per suite, dropped at the end). The PostgreSQL suites are always declared, with the
 * backend in their name (`describe.each(backends)('... on %s')`): without TEST_DATABASE_URL
 * they are reported as skipped (./skip-postgres.ts), never silently left out (issue 7.12).
 */
export type BackendName = 'pglite' | 'postgres';

export const backends: BackendName[] = ['pglite', 'postgres'];

/** Whether the PostgreSQL suites run (TEST_DATABASE_URL set); they are skipped, visibly, otherwise. */
export const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

export { TEST_NOW };

export interface TestDatabase {
  database: Database;
  /** the URL of the fresh PostgreSQL database, to open it a second time */
  url: string | null;
  drop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh database of its own: migrated and seeded, or completely empty with `seed: false`. */
export async function createTestDatabase(backend: BackendName, { seed = true } = {}): Promise<TestDatabase> {
  if (backend === 'pglite') {
    // The template was migrated and seeded by global-setup.ts; preparing again still runs
    // the start path (migrations already applied, seed skipped), as a restart would. Without
    // seed: the dump global-setup.ts took right after initdb, nothing migrated.
    const template = new Blob([readFileSync(inject(seed ? 'pgliteTemplate' : 'pgliteEmptyTemplate'))]);
    const database = await openDatabase({ kind: 'pglite', dataDir: null, template });
    if (seed) await prepareDatabase(database, TEST_NOW);
    return { database, url: null, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Seeded: a copy of the run's prepared template (global-setup.ts), not a migration and seed
  // of its own; preparing it below still runs the start path, as for PGlite.
  const template = seed ? inject('postgresTemplate') : '';
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  // 10 connections, not the app's 20: several suites (and helpers) share one test server.
  const database = await openDatabase({ kind: 'postgres', url, poolMax: 10 });
  if (seed) await prepareDatabase(database, TEST_NOW);
  return {
    database,
    url,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface AppHandle {
  readonly app: FastifyInstance;
  readonly database: Database;
}

/**
 * Boots the app once for the enclosing describe block (not per test: PGlite takes seconds).
 * `config` may be a function, read when the app boots: e.g. the address of a stand-in server
 * that a beforeAll above this call started on port 0 (listenOnFreePort).
 */
export function useApp(
  backend: BackendName,
  { now = TEST_NOW, config = {} }: { now?: Date; config?: Partial<AppConfig> | (() => Partial<AppConfig>) } = {},
): AppHandle {
  let app: FastifyInstance | undefined;
  let test: TestDatabase | undefined;
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    app = await buildApp({ config: testConfig(typeof config === 'function' ? config() : config), db: test.database, now: () => now });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });
  return {
    get app() {
      if (!app) throw new Error('app not booted yet');
      return app;
    },
    get database() {
      if (!test) throw new Error('database not open yet');
      return test.database;
    },
  };
}

/**
 * Listens on a port the system picks (port 0: never a clash with another suite or process,
 * issue 7.12) and resolves to it.
 */
export function listenOnFreePort(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}
