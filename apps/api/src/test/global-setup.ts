import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../seed/prepare';
import { TEST_NOW } from './test-clock';

declare module 'vitest' {
  export interface ProvidedContext {
    /** file holding a dump of a migrated and seeded PGlite data dir */
    pgliteTemplate: string;
    /** file holding a dump of a PGlite data dir fresh from initdb (nothing migrated), for `seed: false` */
    pgliteEmptyTemplate: string;
    /**
     * name of a migrated and seeded PostgreSQL database on TEST_DATABASE_URL's server, which
     * every PostgreSQL suite copies (`CREATE DATABASE … TEMPLATE …`); '' without PostgreSQL
     */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one PGlite with the production code path, once per run, and hands its
 * dump to every suite: loading a dump takes about half a second where a fresh initdb takes
 * three to four, and the suites still each get their own database. A dump taken before the
 * migrations serves the suites that need an empty database (`seed: false`), so no suite runs
 * initdb of its own.
 *
 * Both dumps are made cheaper to load (docs/performance.md, 2026-11-26 Vitest entry): the
 * template0 and template1 databases are dropped (a test database never creates another one;
 * they were 14 of the dump's 44 MB and half its files) and shared_buffers is 16 MB instead of
 * initdb's 128 MB (PGlite zeroes the whole buffer pool at every start; a test database is a
 * few MB). Together a load costs ~0.4 s of CPU instead of ~0.7 s.
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const pglite = database.pglite!;
  await pglite.exec('ALTER DATABASE template0 IS_TEMPLATE false; ALTER DATABASE template1 IS_TEMPLATE false');
  await pglite.exec('DROP DATABASE template0');
  await pglite.exec('DROP DATABASE template1');
  await pglite.exec(`ALTER SYSTEM SET shared_buffers = '16MB'`);
  const dir = mkdtempSync(join(tmpdir(), 'parking-api-template-'));
  const dump = async (name: string) => {
    const file = join(dir, name);
    writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  project.provide('pgliteEmptyTemplate', await dump('pglite-empty.tar'));
  await prepareDatabase(database, TEST_NOW);
  project.provide('pgliteTemplate', await dump('pglite.tar'));
  await database.close();
  const postgres = await preparePostgresTemplate();
  project.provide('postgresTemplate', postgres?.name ?? '');
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await postgres?.drop();
  };
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/**
 * The same for PostgreSQL: migrating and seeding a database took 2.2-4.6 s per suite on the
 * loaded 2-core machine, copying a prepared one 0.6-1.5 s (docs/performance.md, test time),
 * and about 60 suites each open one. The template is closed before any copy (PostgreSQL
 * refuses to copy a database someone is connected to) and dropped at the end of the run.
 */
async function preparePostgresTemplate(): Promise<{ name: string; drop(): Promise<void> } | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  await admin(url, (c) => c.query(`CREATE DATABASE ${name}`));
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolMax: 2 });
  try {
    await prepareDatabase(database, TEST_NOW);
  } finally {
    await database.close();
  }
  return { name, drop: () => admin(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined) };
}
