import { describe, expect, it } from 'vitest';
import { listDays } from '../capacity/capacity-repository';
import { backends, useApp } from '../test/build';
import { bookingWriterOf } from './booking-writer';
import { bookingBody, countRows, EXPRESS, setCapacity } from '../test/reservation-fixtures';

const EXTERIOR_WASH = 101;

// Group commit (booking-writer.ts, decision 0020): bookings that wait for a statement are
// written by one. The writer is held so that the bookings below are sure to wait together.
describe.each(backends)('bookings written together on %s', (backend) => {
  const h = useApp(backend);
  const book = (payload: unknown, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'POST', url: '/api/reservations', payload: payload as object, headers });
  const guest = (email: string, overrides: Record<string, unknown> = {}) => bookingBody({ ...overrides, reservation: { ...bookingBody().reservation, email } });

  /** Sends the bookings while the writer is held, waits until all of them wait, then lets them go as one batch. */
  async function together(requests: (() => ReturnType<typeof book>)[]) {
    const writer = bookingWriterOf(h.database.db);
    const release = writer.hold();
    const before = { ...writer.stats };
    let answers;
    try {
      answers = Promise.all(requests.map((r) => r()));
      for (let waited = 0; writer.waiting < requests.length; waited += 10) {
        if (waited > 10_000) throw new Error(`only ${writer.waiting} of ${requests.length} bookings reached the writer`);
        await new Promise((r) => setTimeout(r, 10));
      }
    } finally {
      release();
    }
    const res = await answers;
    const stats = writer.stats;
    return { res, batches: stats.batches - before.batches, batched: stats.batched - before.batched, fallbacks: stats.fallbacks - before.fallbacks };
  }

  it('stores several bookings with one statement, each with its own extras, billing, token and mail', async () => {
    const before = await countRows(h.database.db, 'reservations');
    const { res, batches, batched, fallbacks } = await together([
      () => book(guest('batch.one@example.com', { id_wash_extra: EXTERIOR_WASH })),
      () => book(guest('batch.two@example.com', { billing: undefined })),
      () => book(guest('batch.three@example.com', { startDate: '2026-06-20 10:00:00', endDate: '2026-06-21 10:00:00' }), { 'idempotency-key': 'batch-stored-0001' }),
    ]);
    expect(res.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect({ batches, batched, fallbacks }).toEqual({ batches: 1, batched: 3, fallbacks: 0 });
    expect(await countRows(h.database.db, 'reservations')).toBe(before + 3);
    const views = res.map((r) => r.json());
    expect(new Set(views.map((v) => v.reference)).size).toBe(3);
    expect(views[0].extras).toEqual([expect.objectContaining({ id: EXTERIOR_WASH, kind: 'wash' })]);
    expect(views[0].invoice_profile).toMatchObject({ invoice_nif: '12345678Z' });
    expect(views[1].extras).toEqual([]);
    expect(views[1].invoice_profile).toBeNull();
    expect(views[2].startDate).toBe('2026-06-20 10:00:00');
    // Each answer is what the database holds: read back through its own access token.
    for (const { reservation_token: token, ...view } of views) {
      const again = await h.app.inject({ method: 'GET', url: `/api/reservations/${view.reference}`, headers: { 'x-reservation-token': token } });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(view);
    }
    for (const email of ['batch.one@example.com', 'batch.two@example.com', 'batch.three@example.com']) {
      expect(await countRows(h.database.db, 'outbox', `"to" = '${email}'`)).toBe(1);
    }
    expect(await countRows(h.database.db, 'idempotency_keys', `key = 'batch-stored-0001'`)).toBe(1);
  });

  it('writes a refused batch again one by one: a full day refuses one booking, the others are stored, a replay answers its booking', async () => {
    // One space left on these days: two bookings of them in one batch put the batch over capacity.
    const stay = { startDate: '2026-07-20 10:00:00', endDate: '2026-07-21 10:00:00' };
    await setCapacity(h.database.db, EXPRESS, ['2026-07-20', '2026-07-21'], 1);
    const replayed = bookingBody({ startDate: '2026-06-25 10:00:00', endDate: '2026-06-26 10:00:00' });
    const first = await book(replayed, { 'idempotency-key': 'batch-replay-0001' });
    expect(first.statusCode).toBe(201);
    const keyless = guest('batch.keyless@example.com', { startDate: '2026-06-27 10:00:00', endDate: '2026-06-28 10:00:00' });
    const before = await countRows(h.database.db, 'reservations');

    const { res, batches, fallbacks } = await together([
      () => book(guest('last.space.a@example.com', stay)),
      () => book(guest('last.space.b@example.com', stay)),
      () => book(guest('batch.other@example.com')),
      () => book(replayed, { 'idempotency-key': 'batch-replay-0001' }),
      () => book(keyless),
      () => book(keyless),
    ]);
    expect({ batches, fallbacks }).toEqual({ batches: 1, fallbacks: 1 });
    const [a, b, other, replay, k1, k2] = res;
    // The last space went to one of the two; the other is told the day is full.
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r!.statusCode === 409)!.json()).toMatchObject({ code: 'API_ERROR_RESERVATION_OUT_OF_STOCK' });
    expect(other!.statusCode).toBe(201);
    // The same key and body inside the batch: the first booking again, with a token of its own.
    expect(replay!.statusCode).toBe(200);
    expect(replay!.headers['idempotent-replay']).toBe('true');
    expect(replay!.json().reference).toBe(first.json().reference);
    expect(replay!.json().reservation_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Two identical keyless bodies in one batch: one booking, the other its replay without a token.
    expect([k1!.statusCode, k2!.statusCode].sort()).toEqual([200, 201]);
    expect(k1!.json().reference).toBe(k2!.json().reference);
    expect([k1, k2].find((r) => r!.statusCode === 200)!.json().reservation_token).toBeUndefined();

    expect(await countRows(h.database.db, 'reservations')).toBe(before + 3);
    const days = (await listDays(h.database.db, EXPRESS)).filter((d) => d.day === '2026-07-20' || d.day === '2026-07-21');
    expect(days.map((d) => d.booked)).toEqual([1, 1]);
  });
});
