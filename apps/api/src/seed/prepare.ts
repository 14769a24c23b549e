import type { Database } from '../db/client';
import { migrationsFolder } from '../db/migrations-folder';
import { type SeedOptions, type SeedResult, seedIfEmpty } from './seed';

/** Migrate, then seed the demo catalogue if the database is empty. Safe on every start. */
export async function prepareDatabase(database: Database, now: Date, opts: SeedOptions = {}): Promise<SeedResult> {
  await database.migrate(migrationsFolder());
  return seedIfEmpty(database.db, now, opts);
}
