import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../db/migrations-folder';
import { backends, createTestDatabase, type TestDatabase } from '../test/build';

/**
 * Issue 19, migration 0012 on a database that already has users: users.points_cents becomes one
 * 'opening' record per user with points (none for 0), then the column is dropped. Applied file by
 * file, statement by statement, as drizzle's migrator does.
 */
type Rows<T> = { rows: T[] };

describe.each(backends)('migration 0012 turns stored points into opening records on %s', (backend) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(backend, { seed: false });
  });
  afterAll(async () => {
    await test?.drop();
  });

  const apply = async (file: string) => {
    const text = readFileSync(join(migrationsFolder(), file), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await test.database.db.execute(sql.raw(statement));
    }
  };

  it('keeps every user\'s points as an opening record and drops the column', async () => {
    const files = readdirSync(migrationsFolder()).filter((f) => /^\d{4}_.*\.sql$/.test(f)).sort();
    for (const f of files.filter((x) => x < '0012')) await apply(f);
    const db = test.database.db;
    await db.execute(sql`insert into users (email, name, last_name, points_cents) values ('a@example.com', 'A', 'B', 1250), ('b@example.com', 'C', 'D', 0), ('c@example.com', 'E', 'F', 7)`);
    await apply(files.find((x) => x.startsWith('0012'))!);
    const records = ((await db.execute(sql`select u.email, r.kind, r.cents, r.reservation_id, r.voided_at from points_records r join users u on u.id = r.user_id order by u.email`)) as unknown as Rows<Record<string, unknown>>).rows;
    expect(records).toEqual([
      { email: 'a@example.com', kind: 'opening', cents: 1250, reservation_id: null, voided_at: null },
      { email: 'c@example.com', kind: 'opening', cents: 7, reservation_id: null, voided_at: null },
    ]);
    const column = ((await db.execute(sql`select count(*)::int as n from information_schema.columns where table_name = 'users' and column_name = 'points_cents'`)) as unknown as Rows<{ n: number }>).rows[0]!.n;
    expect(Number(column)).toBe(0);
    // the sign CHECK: a spent record is negative, an earned one positive
    await expect(db.execute(sql`insert into points_records (user_id, kind, cents, available_at) select id, 'spent', 100, now() from users limit 1`)).rejects.toThrow();
    await expect(db.execute(sql`insert into points_records (user_id, kind, cents, available_at) select id, 'earned', -100, now() from users limit 1`)).rejects.toThrow();
  });
});
