import { PAYMENT_HOLD_MINUTES } from '@parking/domain/payments/payment-state';
import { formatEuroCents } from '@parking/domain/pricing/format-euros';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/app';
import { createSession, csrfTokenFor, SESSION_COOKIE } from '../auth/session';
import { testConfig } from '../config/config';
import { users } from '../db/schema-accounts';
import { pointsRecords } from '../db/schema-points';
import { reservations } from '../db/schema-reservations';
import { expireUnpaidReservations } from '../payments/payment-sweep';
import { type TestAccounts, createTestAccounts } from '../test/accounts';
import { backends, createTestDatabase, TEST_NOW, type TestDatabase } from '../test/build';
import { bookingBody, EXPRESS } from '../test/reservation-fixtures';

/**
 * Issue 19 points (docs/decisions/0031-points.md) on a real database, PGlite and PostgreSQL:
 * the ledger (opening, spent, earned, returned), the offer's use_points for each principal,
 * 100 racing bookings of the demo client spending the same 12.5 points once, and a cancel
 * raced with the payment sweep giving them back once.
 */
type Rows<T> = { rows: T[] };

describe.each(backends)('points on %s', (backend) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let t: TestAccounts;
  const clock = { now: new Date(TEST_NOW) };
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    app = await buildApp({ config: testConfig({}), db: test.database, now: () => clock.now });
    await app.ready();
    t = await createTestAccounts(test.database.db, TEST_NOW);
  });
  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });

  const db = () => test.database.db;
  const give = async (userId: number, cents: number) => {
    await db().insert(pointsRecords).values({ userId, kind: 'opening', cents, reservationId: null, availableAt: TEST_NOW, createdAt: TEST_NOW });
  };
  const stay = (day: number, nights = 2) => ({
    startDate: `2026-07-${String(day).padStart(2, '0')} 10:00:00`,
    endDate: `2026-07-${String(day + nights).padStart(2, '0')} 10:00:00`,
  });
  const offer = async (headers: Record<string, string>, body: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: '/api/offers/calculate', payload: { productId: EXPRESS, in_terminal: 41, ...body }, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().offer as { price: number; pvp_product_points: number; pvp_product_raw: number; total_without_promo: number };
  };
  const points = async (headers: Record<string, string>) => {
    const res = await app.inject({ method: 'GET', url: '/api/client/points', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { balance: number; pending: number; records: { id: number; kind: string; points: number; booking_number: string | null; created_at: string; available_at: string }[] };
  };
  /** The text of the newest mail queued for the booking (the change's, after a change). */
  const lastMailText = async (reference: string) => {
    const rows = (await db().execute(sql`select o.text from outbox o join reservations r on r.id = o.reservation_id where r.reference = ${reference} order by o.id desc limit 1`)) as unknown as { rows: { text: string }[] };
    return rows.rows[0]!.text;
  };
  const book = async (headers: Record<string, string>, body: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody(body), headers: { ...headers, 'idempotency-key': `p-${crypto.randomUUID()}` } });
    return res;
  };

  it('the offer with use_points: 0 for a guest and an agency, capped at the balance, capped at the total', async () => {
    await give(t.clientA.userId!, 1250);
    await give(t.clientB.userId!, 100_000);
    const s = stay(1);
    const plain = await offer({}, s);
    expect(plain.pvp_product_points).toBe(0);
    expect(plain.price).toBeGreaterThan(12.5);
    // a guest and an agency: use_points prices nothing off
    expect((await offer({}, { ...s, use_points: true })).pvp_product_points).toBe(0);
    expect((await offer(t.agency.headers, { ...s, use_points: true })).pvp_product_points).toBe(0);
    // a client without asking: nothing off
    expect((await offer(t.clientA.headers, s)).pvp_product_points).toBe(0);
    // capped at the balance
    const a = await offer(t.clientA.headers, { ...s, use_points: true });
    expect(a.pvp_product_points).toBe(12.5);
    expect(a.price).toBeCloseTo(plain.price - 12.5, 2);
    // capped at what is left to pay: total 0, never negative
    const b = await offer(t.clientB.headers, { ...s, use_points: true });
    expect(b.pvp_product_points).toBe(plain.price);
    expect(b.price).toBe(0);
    // a client with no points
    expect((await offer(t.admin.headers, { ...s, use_points: true })).pvp_product_points).toBe(0);
  });

  it('GET /api/client/points: balance and history; anonymous 401, agency 403', async () => {
    const p = await points(t.clientA.headers);
    expect(p).toMatchObject({ balance: 12.5, pending: 0, records: [{ kind: 'opening', points: 12.5, booking_number: null }] });
    expect((await app.inject({ method: 'GET', url: '/api/client/points' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/client/points', headers: t.agency.headers })).statusCode).toBe(403);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: t.clientA.headers });
    expect(me.json().points).toBe(12.5);
  });

  it('spends on booking, earns on a booking without points (pending until the stay ends), gives back on cancel once', async () => {
    const h = t.clientA.headers;
    // 1. a booking with points: spends 12.5, earns nothing
    const withPoints = await book(h, { ...stay(3), use_points: true });
    expect(withPoints.statusCode, withPoints.body).toBe(201);
    expect(withPoints.json()).toMatchObject({ points_used: 12.5, points_earned: 0 });
    let p = await points(h);
    expect(p.balance).toBe(0);
    expect(p.records[0]).toMatchObject({ kind: 'spent', points: -12.5, booking_number: withPoints.json().reference });
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: h })).json().points).toBe(0);
    // use_points with an empty balance: nothing off, and the booking earns
    const earning = await book(h, { ...stay(10), use_points: true });
    expect(earning.statusCode, earning.body).toBe(201);
    const parking = earning.json().price_lines.pvp_product_raw as number;
    const earned = Math.floor(parking * 100 * 0.05) / 100;
    expect(earning.json()).toMatchObject({ points_used: 0, points_earned: earned });
    p = await points(h);
    expect(p).toMatchObject({ balance: 0, pending: earned });
    expect(p.records[0]).toMatchObject({ kind: 'earned', points: earned, booking_number: earning.json().reference });
    // the confirmation mails name the points used and earned (the booking's language: es)
    const mailText = async (reference: string) =>
      ((await db().execute(sql`select o.text from outbox o join reservations r on r.id = o.reservation_id where r.reference = ${reference} order by o.id limit 1`)) as unknown as Rows<{ text: string }>).rows[0]!.text;
    expect(await mailText(withPoints.json().reference)).toMatch(/Puntos usados.*12,50/);
    expect(await mailText(withPoints.json().reference)).not.toMatch(/Puntos que ganas/);
    expect(await mailText(earning.json().reference)).toMatch(/Puntos que ganas.*disponibles al terminar tu estancia/);
    // the stored columns
    const [row] = await db().select({ spent: reservations.pointsSpentCents, earned: reservations.pointsEarnedCents }).from(reservations).where(eq(reservations.reference, withPoints.json().reference));
    expect(row).toEqual({ spent: 1250, earned: 0 });

    // 2. cancel the points booking: 12.5 back, once
    const token = { 'x-reservation-token': withPoints.json().reservation_token as string };
    const c1 = await app.inject({ method: 'POST', url: `/api/reservations/${withPoints.json().reference}/cancel`, payload: {}, headers: token });
    expect(c1.statusCode, c1.body).toBe(200);
    const c2 = await app.inject({ method: 'POST', url: `/api/reservations/${withPoints.json().reference}/cancel`, payload: {}, headers: token });
    expect(c2.statusCode).toBeLessThan(500);
    p = await points(h);
    expect(p.balance).toBe(12.5);
    expect(p.records.filter((r) => r.kind === 'returned')).toHaveLength(1);

    // 3. cancel the earning booking: its pending earned record is voided (and left out of the history)
    const c3 = await app.inject({ method: 'POST', url: `/api/reservations/${earning.json().reference}/cancel`, payload: {}, headers: { 'x-reservation-token': earning.json().reservation_token as string } });
    expect(c3.statusCode, c3.body).toBe(200);
    p = await points(h);
    expect(p).toMatchObject({ balance: 12.5, pending: 0 });
    expect(p.records.some((r) => r.kind === 'earned')).toBe(false);

    // 4. a booking that earns, then the stay ends: the earned points become available
    const later = await book(h, stay(20));
    expect(later.statusCode, later.body).toBe(201);
    const laterEarned = later.json().points_earned as number;
    expect(laterEarned).toBeGreaterThan(0);
    expect((await points(h)).pending).toBe(laterEarned);
    clock.now = new Date('2026-07-22T09:00:00Z'); // 11:00 Madrid: after the stay's end (10:00)
    try {
      // a session of that day (sessions last one day)
      const s = await createSession(db(), { type: 'client', userId: t.clientA.userId! }, clock.now);
      p = await points({ cookie: `${SESSION_COOKIE}=${s.token}`, 'x-csrf-token': csrfTokenFor(s.token) });
      expect(p).toMatchObject({ balance: Math.round((12.5 + laterEarned) * 100) / 100, pending: 0 });
    } finally {
      clock.now = new Date(TEST_NOW);
    }
  });

  it('a change spends no new points: a cheaper stay gives the difference back, cancel then returns the rest once', async () => {
    const h = t.admin.headers;
    await give(t.admin.userId!, 100_000);
    const res = await book(h, { ...stay(5, 3), use_points: true });
    expect(res.statusCode, res.body).toBe(201);
    const spent3 = res.json().points_used as number;
    expect(res.json().price).toBe(0);
    expect(spent3).toBeGreaterThan(0);
    expect((await points(h)).balance).toBeCloseTo(1_000 - spent3, 2);
    const token = { 'x-reservation-token': res.json().reservation_token as string };
    const { terms: _t, ...body } = bookingBody({ ...stay(5, 1), use_points: true }) as Record<string, unknown>;
    const changed = await app.inject({ method: 'POST', url: `/api/reservations/${res.json().reference}/change`, payload: body, headers: token });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json().reservation as { price: number; points_used: number; points_earned: number };
    expect(after.price).toBe(0);
    expect(after.points_used).toBeLessThan(spent3);
    expect(after.points_earned).toBe(0);
    let p = await points(h);
    expect(p.balance).toBeCloseTo(1_000 - after.points_used, 2);
    expect(p.records[0]).toMatchObject({ kind: 'returned', booking_number: res.json().reference });
    expect(p.records[0]!.points).toBeCloseTo(spent3 - after.points_used, 2);
    // the changed booking's mail says the points it now uses and those it gave back
    const mail = await lastMailText(res.json().reference as string);
    expect(mail).toContain(`Puntos usados: \u2212${formatEuroCents(Math.round(after.points_used * 100), 'es')}`);
    expect(mail).toContain(`Puntos devueltos a tu cuenta: ${formatEuroCents(Math.round((spent3 - after.points_used) * 100), 'es')}`);
    expect(mail).not.toContain('Puntos que ganas');
    const c = await app.inject({ method: 'POST', url: `/api/reservations/${res.json().reference}/cancel`, payload: {}, headers: token });
    expect(c.statusCode, c.body).toBe(200);
    p = await points(h);
    expect(p.balance).toBe(1_000);
  });

  it('a change of a booking that earns: the earned record follows the new price and stay end', async () => {
    const h = t.clientB.headers;
    const before = await points(h);
    const res = await book(h, stay(12, 1));
    expect(res.statusCode, res.body).toBe(201);
    const e1 = res.json().points_earned as number;
    expect(e1).toBeGreaterThan(0);
    expect((await points(h)).pending).toBeCloseTo(before.pending + e1, 2);
    const { terms: _t, ...body } = bookingBody(stay(12, 4)) as Record<string, unknown>;
    const changed = await app.inject({ method: 'POST', url: `/api/reservations/${res.json().reference}/change`, payload: body, headers: { 'x-reservation-token': res.json().reservation_token as string } });
    expect(changed.statusCode, changed.body).toBe(200);
    const e2 = changed.json().reservation.points_earned as number;
    expect(e2).toBeGreaterThan(e1);
    const p = await points(h);
    expect(p.pending).toBeCloseTo(before.pending + e2, 2);
    const rec = p.records.find((r) => r.kind === 'earned' && r.booking_number === res.json().reference)!;
    expect(rec.points).toBe(e2);
    expect(rec.available_at).toBe('2026-07-16T08:00:00.000Z'); // the new end, 10:00 Madrid
    expect(p.balance).toBe(before.balance);
    // the changed booking's mail says what the new stay earns, and no points used or given back
    const mail = await lastMailText(res.json().reference as string);
    expect(mail).toContain(`Puntos que ganas: ${formatEuroCents(Math.round(e2 * 100), 'es')} (disponibles al terminar tu estancia)`);
    expect(mail).not.toContain('Puntos usados');
    expect(mail).not.toContain('Puntos devueltos');
  });

  it('decision 0002 order with a voucher: voucher first, points on the rest; a voucher booking earns nothing', async () => {
    // client A holds 12.5 available here (the cancels above gave them back); a company user
    // acting for the company is offered no vouchers (contract), so a particular client it is
    const h = t.clientA.headers;
    const s = stay(15);
    const plain = await offer(h, s);
    const both = await offer(h, { ...s, voucher_code: 'BIENVENIDA10', use_points: true });
    const v = (both as unknown as { pvp_voucher: number }).pvp_voucher;
    expect(v, JSON.stringify(both)).toBeGreaterThan(0);
    expect(both.pvp_product_points).toBe(12.5);
    expect(both.price).toBeCloseTo(plain.price - v - 12.5, 2);
    const voucherOnly = await book(h, { ...s, voucher_code: 'BIENVENIDA10' });
    expect(voucherOnly.statusCode, voucherOnly.body).toBe(201);
    expect(voucherOnly.json()).toMatchObject({ points_used: 0, points_earned: 0 });
  });

  it('100 racing bookings of the demo client spending the same 12.5 points spend them once', async () => {
    const [demo] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'cliente@demo.parking'));
    expect(demo).toBeDefined();
    const s = await createSession(db(), { type: 'client', userId: demo!.id }, TEST_NOW);
    const headers = { cookie: `${SESSION_COOKIE}=${s.token}`, 'x-csrf-token': csrfTokenFor(s.token) };
    expect((await points(headers)).balance).toBe(12.5);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => book(headers, { ...stay(1 + (i % 10), 1), use_points: true })),
    );
    expect(results.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
    const created = results.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThan(50);
    const used = created.map((r) => r.json().points_used as number).filter((x) => x > 0);
    expect(used).toEqual([12.5]);
    const spent = ((await db().execute(sql`select coalesce(sum(points_spent_cents), 0)::int as n from reservations where user_id = ${demo!.id}`)) as unknown as Rows<{ n: number }>).rows[0]!.n;
    expect(Number(spent)).toBe(1250);
    const ledger = ((await db().execute(sql`select coalesce(sum(cents), 0)::int as n from points_records where user_id = ${demo!.id} and kind in ('opening', 'spent')`)) as unknown as Rows<{ n: number }>).rows[0]!.n;
    expect(Number(ledger)).toBe(0);
    expect((await points(headers)).balance).toBe(0);
    // 100 bookings in one transaction race: 3 s alone, 26 s at load 30 (the default 20 s is a
    // guard against a hang, not a speed check)
  }, 90_000);

  it('a cancel raced with the payment sweep gives the points back once', async () => {
    const userId = t.clientB.userId!;
    const before = (await points(t.clientB.headers)).balance;
    const res = await book(t.clientB.headers, { ...stay(25), use_points: true, payment_method: 'card' });
    expect(res.statusCode, res.body).toBe(201);
    const spentEuros = res.json().points_used as number;
    expect(spentEuros).toBeGreaterThan(0);
    expect((await points(t.clientB.headers)).balance).toBeCloseTo(before - spentEuros, 2);
    clock.now = new Date(TEST_NOW.getTime() + (PAYMENT_HOLD_MINUTES + 1) * 60_000);
    try {
      const headers = { 'x-reservation-token': res.json().reservation_token as string };
      const ops: Promise<unknown>[] = [];
      for (let i = 0; i < 10; i++) {
        ops.push(app.inject({ method: 'POST', url: `/api/reservations/${res.json().reference}/cancel`, payload: {}, headers }).then((r) => expect(r.statusCode).toBeLessThan(500)));
        ops.push(expireUnpaidReservations(db(), clock.now));
      }
      await Promise.all(ops);
      const returned = await db()
        .select({ cents: pointsRecords.cents })
        .from(pointsRecords)
        .where(and(eq(pointsRecords.userId, userId), eq(pointsRecords.kind, 'returned')));
      expect(returned.map((r) => r.cents)).toEqual([Math.round(spentEuros * 100)]);
      expect((await points(t.clientB.headers)).balance).toBeCloseTo(before, 2);
    } finally {
      clock.now = new Date(TEST_NOW);
    }
  });
});
