import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../seed/prepare';
import { TEST_NOW } from './test-clock';

declare module 'vitest' {
  export interface ProvidedContext {
    /** file holding a dump of a migrated and seeded PGlite data dir */
    pgliteTemplate: string;
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
  return () => rmSync(dir, { recursive: true, force: true });
}
