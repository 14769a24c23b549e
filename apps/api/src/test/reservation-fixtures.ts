import { PRODUCT_IDS } from '@parking/domain/contracts/catalog';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dailyCapacity } from '../db/schema';

export const EXPRESS = PRODUCT_IDS.expressPrat;

/** A valid booking of express Prat (flight required) for 10 to 12 June 2026. */
export function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    startDate: '2026-06-10 10:00:00',
    endDate: '2026-06-12 10:00:00',
    productId: EXPRESS,
    in_terminal: 41,
    reservation: {
      name: 'Ana',
      surname: 'García López',
      email: 'ana.garcia@example.com',
      phone: '+34 612 345 678',
      plate: '1234 BCD',
      flightNumber: 'IB 3101',
    },
    billing: {
      name: 'Ana García',
      nif: '12345678Z',
      address: 'Carrer de Mallorca 1',
      city: 'Barcelona',
      zip: '08001',
      state: 'Barcelona',
      country: 'ES',
      invoiceEmail: 'facturas@example.com',
    },
    terms: { salesTerms: true },
    ...overrides,
  };
}

/** Sets a product's capacity on some days (the test's way to make a car park nearly full). */
export async function setCapacity(db: Db, productId: number, days: string[], capacity: number): Promise<void> {
  await db
    .insert(dailyCapacity)
    .values(days.map((day) => ({ productId, day, capacity, booked: 0 })))
    .onConflictDoUpdate({ target: [dailyCapacity.productId, dailyCapacity.day], set: { capacity: sql`excluded.capacity` } });
}

export async function countRows(db: Db, table: string, where = 'true'): Promise<number> {
  const res = (await db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`))) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]!.n);
}
