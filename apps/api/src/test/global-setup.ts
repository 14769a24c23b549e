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
 * three, and the suites still each get their own database.
 */
export default async function setup(project: TestProject) {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await prepareDatabase(database, TEST_NOW);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'parking-api-template-'));
  const file = join(dir, 'pglite.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
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
