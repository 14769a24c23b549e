import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listDays } from '../capacity/capacity-repository';
import { billingProfiles, reservationExtras, reservations } from '../db/schema-reservations';
import { backends, useApp } from '../test/build';
import { bookingBody, countRows, EXPRESS, setCapacity } from '../test/reservation-fixtures';

// The clock is pinned at Monday 1 June 2026 10:00 Madrid (test/build.ts).
describe.each(backends)('POST /api/reservations on %s', (backend) => {
  const h = useApp(backend);
  const book = (payload: unknown, headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'POST', url: '/api/reservations', payload: payload as object, headers });
  const calc = (payload: unknown) => h.app.inject({ method: 'POST', url: '/api/offers/calculate', payload: payload as object });

  it('stores the reservation, trip, extras, billing and price lines, priced as the offer', async () => {
    const pricing = { startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00', productId: EXPRESS, in_terminal: 41, id_wash_extra: 101 };
    const offer = (await calc(pricing)).json().offer;
    const res = await book(bookingBody({ id_wash_extra: 101 }));
    expect(res.statusCode).toBe(201);
    const view = res.json();
    // issue 18.7: 8 characters without 0/O/1/I, nothing of the sequential id in it
    expect(view.reference).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(view.reference).not.toContain(String(view.id));
    expect(res.headers.location).toBe(`/api/reservations/${view.reference}`);
    expect(view.price).toBe(offer.price);
    expect(view.price).toBeGreaterThan(0);
    expect(view.price_lines).toMatchObject({ price: offer.price, pvp_product_raw: offer.pvp_product_raw, pvp_wash: offer.pvp_wash });
    expect(view.trip).toMatchObject({ driver: 'Ana García López', email: 'ana.garcia@example.com', vehicle: { plate: '1234BCD' }, flightNumber: 'IB 3101', in_terminal: 41 });
    expect(view).toMatchObject({ guestName: 'Ana', guestSurname: 'García López', status: 'confirmed', payment_method: 'parking', payment_status: 'not_required' });
    expect(view.invoice_profile).toMatchObject({ invoice_nif: '12345678Z', invoice_city: 'Barcelona', invoice_zip: '08001', invoice_country: 'ES' });
    expect(view.product).toEqual({ productId: EXPRESS, productName: expect.any(String) });
    expect(view.startDate).toBe('2026-06-10 10:00:00');

    const db = h.database.db;
    const [row] = await db.select().from(reservations).where(eq(reservations.id, view.id));
    expect(row).toMatchObject({ productId: EXPRESS, plate: '1234BCD', totalCents: Math.round(offer.price * 100), days: ['2026-06-10', '2026-06-11', '2026-06-12'] });
    expect(await db.select().from(billingProfiles).where(eq(billingProfiles.reservationId, view.id))).toHaveLength(1);
    const extras = await db.select().from(reservationExtras).where(eq(reservationExtras.reservationId, view.id));
    expect(extras).toEqual([expect.objectContaining({ extraId: 101, kind: 'wash', priceCents: Math.round(offer.pvp_wash * 100) })]);

    const { reservation_token: token, ...stored } = view;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await h.app.inject({ method: 'GET', url: `/api/reservations/${view.reference}`, headers: { 'x-reservation-token': token } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(stored);
  });

  it('ignores a price sent by the client', async () => {
    const offer = (await calc({ startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00', productId: EXPRESS, in_terminal: 41 })).json().offer;
    const res = await book({ ...bookingBody(), price: 0.01, total: 0, pvp_product_raw: 0, price_lines: { price: 1 } });
    expect(res.statusCode).toBe(201);
    expect(res.json().price).toBe(offer.price);
    expect(res.json().price_lines.pvp_product_raw).toBe(offer.pvp_product_raw);
  });

  it('answers the same reservation for the same Idempotency-Key, and 422 for another body', async () => {
    const key = 'idem-sequential-0001';
    const first = await book(bookingBody(), { 'idempotency-key': key });
    const second = await book(bookingBody(), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replay']).toBe('true');
    expect(second.json().reference).toBe(first.json().reference);
    expect(await countRows(h.database.db, 'idempotency_keys', `key = '${key}'`)).toBe(1);

    const other = await book(bookingBody({ endDate: '2026-06-13 10:00:00' }), { 'idempotency-key': key });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'API_ERROR_IDEMPOTENCY_KEY_REUSED', reason: expect.any(String) });
  });

  it('makes one reservation when requests with the same key race', async () => {
    const before = await countRows(h.database.db, 'reservations');
    const key = 'idem-concurrent-0001';
    const answers = await Promise.all(Array.from({ length: 8 }, () => book(bookingBody(), { 'idempotency-key': key })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().reference)).size).toBe(1);
    expect(await countRows(h.database.db, 'reservations')).toBe(before + 1);
  });

  // Issue 7.6: a double submit without an Idempotency-Key stores one reservation.
  it('stores one reservation for two identical keyless submits sent at once', async () => {
    const before = await countRows(h.database.db, 'reservations');
    const body = bookingBody({ reservation: { ...bookingBody().reservation, email: 'double.submit@example.com' } });
    const answers = await Promise.all([book(body), book(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    const [created, replay] = answers[0]!.statusCode === 201 ? answers : [answers[1]!, answers[0]!];
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json().reference).toBe(created.json().reference);
    // Knowing the body is not a credential: the replay carries no access token.
    expect(created.json().reservation_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(replay.json().reservation_token).toBeUndefined();
    expect(await countRows(h.database.db, 'reservations')).toBe(before + 1);
    expect(await countRows(h.database.db, 'outbox', `"to" = 'double.submit@example.com'`)).toBe(1);
  });

  it('stores one reservation per pair for 20 identical keyless pairs sent 0-50 ms apart', async () => {
    const before = await countRows(h.database.db, 'reservations');
    const pairs = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const body = bookingBody({ reservation: { ...bookingBody().reservation, email: `pair${i}@example.com` } });
        const first = book(body);
        await new Promise((r) => setTimeout(r, (i * 50) / 19));
        return Promise.all([first, book(body)]);
      }),
    );
    for (const pair of pairs) expect(pair.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(await countRows(h.database.db, 'reservations')).toBe(before + 20);
  });

  it('keeps two bookings that differ in one field, and two sent with different keys', async () => {
    const before = await countRows(h.database.db, 'reservations');
    const body = bookingBody({ reservation: { ...bookingBody().reservation, email: 'twice@example.com' } });
    expect((await book(body)).statusCode).toBe(201);
    expect((await book({ ...body, reservation: { ...body.reservation, plate: '9999 BCD' } })).statusCode).toBe(201);
    expect((await book(body, { 'idempotency-key': 'explicit-key-0001' })).statusCode).toBe(201);
    expect((await book(body, { 'idempotency-key': 'explicit-key-0002' })).statusCode).toBe(201);
    expect(await countRows(h.database.db, 'reservations')).toBe(before + 4);
  });

  it.each([
    ['an invalid DNI', { billing: { ...bookingBody().billing, nif: '12345678A' } }, 'billing.nif'],
    ['an invalid e-mail', { reservation: { ...bookingBody().reservation, email: 'ana@' } }, 'reservation.email'],
    ['an invalid plate', { reservation: { ...bookingBody().reservation, plate: '??' } }, 'reservation.plate'],
    ['no terms at all', { terms: undefined }, 'terms'],
    ['sales terms not accepted', { terms: { salesTerms: false } }, 'terms.salesTerms'],
    ['no return flight where the product needs it', { reservation: { ...bookingBody().reservation, flightNumber: null } }, 'reservation.flightNumber'],
    ['car services without the insurance and move confirmations', { id_mechanical_estimate: 7 }, 'terms.insurance'],
  ])('refuses %s with a 400 naming the field', async (_label, override, field) => {
    const before = await countRows(h.database.db, 'reservations');
    const res = await book(bookingBody(override));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('API_ERROR_VALIDATION');
    expect(body.details.map((d: { field: string }) => d.field)).toContain(field);
    // A form field's reason is the form's own message (reservation-errors.test.ts has the words).
    expect(body.reason).toBe(body.details[0].reason);
    expect(body.reason).not.toBe('');
    expect(await countRows(h.database.db, 'reservations')).toBe(before);
  });

  it('answers a wrong or malformed reference with a localised 404', async () => {
    const ok = (await book(bookingBody(), { 'idempotency-key': 'wrong-reference-0001' })).json();
    const headers = { 'x-reservation-token': ok.reservation_token };
    for (const ref of ['PK_999999_deadbeef', 'not-a-reference']) {
      const res = await h.app.inject({ method: 'GET', url: `/api/reservations/${ref}?lang=en`, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'API_ERROR_NOT_FOUND', reason: expect.stringContaining('booking') });
    }
    const other = ok.reference.slice(0, 7) + (ok.reference.endsWith('Z') ? 'Y' : 'Z');
    expect((await h.app.inject({ method: 'GET', url: `/api/reservations/${other}`, headers })).statusCode).toBe(404);
  });

  it('traveller names (issue 18.6): bidirectional and zero-width characters and mark-only names are a 400; names are stored NFC', async () => {
    const withName = (name: string, surname = 'García López') => bookingBody({ reservation: { ...bookingBody().reservation, name, surname } });
    // Failed on main: each was booked (201) and shown as written.
    for (const [name, field] of [['Ana\u202Eanilop', 'name'], ['A\u200Bna', 'name'], ['\u0301\u0301', 'name'], ['\u2066Ana\u2069', 'name']] as const) {
      const res = await book(withName(name), { 'accept-language': 'en' });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'API_ERROR_VALIDATION', details: [{ field: `reservation.${field}` }] });
    }
    const ok = await book(withName('Jose\u0301', 'Nu\u0301n\u0303ez'), { 'idempotency-key': 'nfc-name-0001' });
    expect(ok.statusCode).toBe(201);
    const [row] = await h.database.db.select().from(reservations).where(eq(reservations.id, ok.json().id));
    expect(row!.driverName).toBe('Jos\u00e9');
    expect(row!.driverSurname).toBe('N\u00fa\u00f1ez');
  });

  it('booking numbers (issue 18.7): short, random, unique; read back in any case with blanks; old PK_ numbers keep working; never a credential', async () => {
    const a = (await book(bookingBody(), { 'idempotency-key': 'booking-number-0001' })).json();
    const b = (await book(bookingBody({ reservation: { ...bookingBody().reservation, email: 'otra@example.com' } }), { 'idempotency-key': 'booking-number-0002' })).json();
    // Failed on main: PK_<sequential id>_<hex>, telling how many bookings were made.
    for (const v of [a, b]) expect(v.reference).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(a.reference).not.toBe(b.reference);
    const headers = { 'x-reservation-token': a.reservation_token };
    const typed = `${a.reference.slice(0, 4).toLowerCase()}%20${a.reference.slice(4).toLowerCase()}`;
    expect((await h.app.inject({ method: 'GET', url: `/api/reservations/${typed}`, headers })).json().id).toBe(a.id);
    expect((await h.app.inject({ method: 'GET', url: `/api/reservations/${a.reference.slice(0, 4)}-${a.reference.slice(4)}`, headers })).statusCode).toBe(200);
    // The number alone opens nothing; another booking's token neither.
    expect((await h.app.inject({ method: 'GET', url: `/api/reservations/${a.reference}` })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: `/api/reservations/${a.reference}`, headers: { 'x-reservation-token': b.reservation_token } })).statusCode).toBe(404);
    // A booking made before the change keeps its PK_ number, which still opens it.
    const legacy = `PK_${a.id}_${a.hash.slice(0, 8)}`;
    await h.database.db.update(reservations).set({ reference: legacy }).where(eq(reservations.id, a.id));
    expect((await h.app.inject({ method: 'GET', url: `/api/reservations/${legacy}`, headers })).json().reference).toBe(legacy);
    // Unique: the index refuses a number already given (the service books again with a new one).
    await expect(h.database.db.update(reservations).set({ reference: b.reference }).where(eq(reservations.id, a.id))).rejects.toThrow();
  });

  it('stores exactly the spaces left when 200 guests book at once, and answers the rest out of stock', async () => {
    const stay = { startDate: '2026-07-10 10:00:00', endDate: '2026-07-12 10:00:00' };
    const days = ['2026-07-10', '2026-07-11', '2026-07-12'];
    await setCapacity(h.database.db, EXPRESS, days, 10);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        book(bookingBody({ ...stay, reservation: { ...bookingBody().reservation, email: `guest${i}@example.com` } })),
      ),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(created).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const r of refused) {
      expect(r.json()).toMatchObject({ code: 'API_ERROR_RESERVATION_OUT_OF_STOCK', reason: expect.any(String) });
      expect(r.json().details).toHaveProperty('alternative_offer');
    }
    const stored = await countRows(h.database.db, 'reservations', `product_id = ${EXPRESS} and start_at = '2026-07-10T08:00:00Z'`);
    expect(stored).toBe(10);
    const booked = (await listDays(h.database.db, EXPRESS)).filter((d) => days.includes(d.day)).map((d) => d.booked);
    expect(booked).toEqual([10, 10, 10]);
  });
});
