import type { Database } from './client';
import { migrationsFolder } from './migrations-folder';
import { type SeedOptions, type SeedResult, seedIfEmpty } from './seed';

/** Migrate, then seed the demo catalogue if the database is empty. Safe on every start. */
export async function prepareDatabase(database: Database, now: Date, opts: SeedOptions = {}): Promise<SeedResult> {
  await database.migrate(migrationsFolder());
  return seedIfEmpty(database.db, now, opts);
}
