import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/app';
import { testConfig } from '../config/config';
import { eq } from 'drizzle-orm';
import { PAYMENT_HOLD_MINUTES } from '@parking/domain/payments/payment-state';
import { listDays } from '../capacity/capacity-repository';
import { extraDailyCapacity } from '../db/schema';
import { payments } from '../db/schema-reservations';
import { bookingBody, EXPRESS } from '../test/reservation-fixtures';
import { expireUnpaidReservations } from './payment-sweep';
import { backends, createTestDatabase, TEST_NOW, type TestDatabase } from '../test/build';

const CARDS = { ok: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', threeDs: '4000 0000 0000 3220' };
const card = (number: string, extra: Record<string, unknown> = {}) => ({ card_number: number, exp_month: 12, exp_year: 2030, cvc: '123', ...extra });

describe.each(backends)('card payments with the sandbox provider on %s', (backend) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  const logs: string[] = [];
  beforeAll(async () => {
    test = await createTestDatabase(backend);
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logs.push(String(chunk));
        done();
      },
    });
    // Trace level: the most the server ever writes, which must still hold no card number.
    app = await buildApp({ config: testConfig({ logLevel: 'trace' }), db: test.database, now: () => TEST_NOW, logStream });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });

  /** A card booking; the answer's access token opens it (decision 0009). */
  async function booked(lang = 'es'): Promise<string> {
    // A key per booking, as the browser sends: identical keyless bodies are one booking (issue 7.6).
    const headers = { 'idempotency-key': `card-${crypto.randomUUID()}` };
    const res = await app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody({ payment_method: 'card', lang }), headers });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment_status).toBe('pending');
    return res.json().reservation_token;
  }
  const as = (token: string) => ({ 'x-reservation-token': token });
  const checkCard = (token: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/reservation/payment/check-card', payload, headers: as(token) });
  const status = async (token: string) => {
    const { status: _reservationStatus, payment_due_at: _due, ...payment } = (await app.inject({ method: 'GET', url: '/api/reservation/payment', headers: as(token) })).json();
    return payment;
  };
  const cancel = (token: string) => app.inject({ method: 'POST', url: '/api/reservation/payment/cancel', payload: {}, headers: as(token) });
  const view = async (token: string) => (await app.inject({ method: 'GET', url: '/api/reservation', headers: as(token) })).json();

  it('accepts 4242 4242 4242 4242 and keeps only brand and last four digits', async () => {
    const ref = await booked();
    const res = await checkCard(ref, card(CARDS.ok));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'succeeded' });
    expect(await status(ref)).toEqual({ payment_status: 'succeeded', payment_method: 'card', last4: '4242', brand: 'visa' });
    // Paid: a second card is refused.
    expect((await checkCard(ref, card(CARDS.ok))).json().code).toBe('API_ERROR_PAYMENT_NOT_ALLOWED');
  });

  it('declines 4000 0000 0000 0002', async () => {
    const ref = await booked();
    expect((await checkCard(ref, card(CARDS.declined))).json()).toEqual({ status: 'declined' });
    expect((await status(ref)).payment_status).toBe('declined');
  });

  it.each([
    ['an expired card', card(CARDS.ok, { exp_month: 5, exp_year: 2026 }), 'exp_year'],
    ['a CVC of two digits', card(CARDS.ok, { cvc: '12' }), 'cvc'],
    ['a number failing the check digit', card('4242 4242 4242 4241'), 'card_number'],
  ])('refuses %s with a 400 naming the field', async (_label, payload, field) => {
    const ref = await booked();
    const res = await checkCard(ref, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('API_ERROR_VALIDATION');
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });

  it('asks 4000 0000 0000 3220 for 3-D Secure; the challenge page authorises it', async () => {
    const ref = await booked('en');
    const res = (await checkCard(ref, card(CARDS.threeDs))).json();
    expect(res.status).toBe('requires_action');
    expect(res.challenge_url).toMatch(/^\/api\/payments\/sandbox\/challenge\/sbx_[0-9a-f]+\?lang=en$/);
    expect((await status(ref)).payment_status).toBe('requires_action');

    const pageRes = await app.inject({ method: 'GET', url: res.challenge_url });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.headers['content-type']).toContain('text/html');
    expect(pageRes.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(pageRes.body).toContain('<html lang="en">');
    expect(pageRes.body).toContain('>Authorise</button>');
    expect(pageRes.body).toContain('>Fail</button>');
    expect(pageRes.body).not.toContain('<script');

    const action = res.challenge_url.split('?')[0];
    const answer = await app.inject({
      method: 'POST',
      url: action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=authorise',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Payment authorised');
    expect((await status(ref)).payment_status).toBe('succeeded');
    // A second answer changes nothing.
    const late = await app.inject({ method: 'POST', url: action, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'result=fail' });
    expect(late.body).toContain('already been settled');
    expect((await status(ref)).payment_status).toBe('succeeded');
  });

  it('records a failed challenge, and cancelling goes back to pay in parking', async () => {
    const ref = await booked('fr');
    const res = (await checkCard(ref, card(CARDS.threeDs))).json();
    const answer = await app.inject({
      method: 'POST',
      url: res.challenge_url.split('?')[0],
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=fail',
    });
    expect(answer.body).toContain('authentification a échoué');
    expect((await status(ref)).payment_status).toBe('failed');
    const cancelled = await cancel(ref);
    expect(cancelled.json()).toMatchObject({ payment_status: 'not_required', payment_method: 'parking' });
    expect(await view(ref)).toMatchObject({ payment_method: 'parking', payment_status: 'not_required', status: 'confirmed' });
  });

  // Issue 7.7: payment state tells the truth.
  it('keeps a card booking pending_payment until its payment succeeds, then confirmed', async () => {
    const token = await booked();
    const before = await view(token);
    expect(before).toMatchObject({ status: 'pending_payment', payment_status: 'pending' });
    expect(Date.parse(before.payment_due_at)).toBe(TEST_NOW.getTime() + PAYMENT_HOLD_MINUTES * 60_000);
    expect((await checkCard(token, card(CARDS.ok))).json()).toEqual({ status: 'succeeded' });
    expect(await view(token)).toMatchObject({ status: 'confirmed', payment_status: 'succeeded', payment_due_at: null });
  });

  it('leaves no confirmed booking after a failed 3-D Secure; the traveller retries, or pays at the car park', async () => {
    const token = await booked('en');
    const res = (await checkCard(token, card(CARDS.threeDs))).json();
    const answer = await app.inject({
      method: 'POST',
      url: res.challenge_url.split('?')[0],
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=fail',
    });
    expect(answer.statusCode).toBe(200);
    expect(await view(token)).toMatchObject({ status: 'pending_payment', payment_status: 'failed' });
    // A declined card changes nothing either.
    expect((await checkCard(token, card(CARDS.declined))).json()).toEqual({ status: 'declined' });
    expect((await view(token)).status).toBe('pending_payment');
    // Retry with a good card.
    expect((await checkCard(token, card(CARDS.ok))).json()).toEqual({ status: 'succeeded' });
    expect(await view(token)).toMatchObject({ status: 'confirmed', payment_status: 'succeeded' });

    // Another booking gives up the card after the failure: confirmed, paid at the car park.
    const other = await booked('en');
    const challenge = (await checkCard(other, card(CARDS.threeDs))).json();
    await app.inject({ method: 'POST', url: challenge.challenge_url.split('?')[0], headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'result=fail' });
    expect((await cancel(other)).statusCode).toBe(200);
    expect(await view(other)).toMatchObject({ status: 'confirmed', payment_method: 'parking', payment_status: 'not_required' });
  });

  it('never voids a succeeded payment: "cancel payment" answers 409 and the payment stands', async () => {
    const token = await booked();
    expect((await checkCard(token, card(CARDS.ok))).json()).toEqual({ status: 'succeeded' });
    const res = await cancel(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('API_ERROR_PAYMENT_NOT_ALLOWED');
    expect(await view(token)).toMatchObject({ status: 'confirmed', payment_method: 'card', payment_status: 'succeeded' });
    const id = (await view(token)).id as number;
    const rows = await test.database.db.select().from(payments).where(eq(payments.reservationId, id));
    expect(rows.map((p) => p.status)).toEqual(['succeeded']);
  });

  it('voids an authorisation that arrives after the traveller chose the car park', async () => {
    const token = await booked('en');
    const res = (await checkCard(token, card(CARDS.threeDs))).json();
    expect((await cancel(token)).statusCode).toBe(200);
    const late = await app.inject({ method: 'POST', url: res.challenge_url.split('?')[0], headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'result=authorise' });
    expect(late.body).toContain('already been settled');
    expect(await view(token)).toMatchObject({ status: 'confirmed', payment_method: 'parking', payment_status: 'not_required' });
  });

  it.each([
    ['an HTML form', 'application/x-www-form-urlencoded', 'card_number=4242424242424242&exp_month=12&exp_year=2030&cvc=123'],
    ['text/plain', 'text/plain', JSON.stringify(card(CARDS.ok))],
    ['multipart', 'multipart/form-data; boundary=x', '--x--'],
  ])('refuses %s on the payment routes with a 415 (no cross-site form posts)', async (_label, type, payload) => {
    const token = await booked();
    for (const url of ['/api/reservation/payment/check-card', '/api/reservation/payment/cancel']) {
      const res = await app.inject({ method: 'POST', url, headers: { ...as(token), 'content-type': type }, payload });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 'API_ERROR_UNSUPPORTED_MEDIA_TYPE', reason: expect.any(String) });
    }
    // No body and no type at all (a bodiless cross-site fetch) is refused too.
    expect((await app.inject({ method: 'POST', url: '/api/reservation/payment/cancel', headers: as(token) })).statusCode).toBe(415);
    expect(await view(token)).toMatchObject({ status: 'pending_payment', payment_method: 'card', payment_status: 'pending' });
  });

  it('gives back the space of an abandoned 3-D Secure after the hold, once, whatever the number of sweepers', async () => {
    const stay = { startDate: '2026-08-10 10:00:00', endDate: '2026-08-12 10:00:00' };
    const held = async () => (await listDays(test.database.db, EXPRESS)).filter((d) => d.day >= '2026-08-10' && d.day <= '2026-08-12').map((d) => d.booked);
    const before = await held();
    const res = await app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody({ ...stay, lang: 'en', payment_method: 'card', id_wash_extra: 101 }) });
    expect(res.statusCode).toBe(201);
    const token = res.json().reservation_token as string;
    const challenge = (await checkCard(token, card(CARDS.threeDs))).json();
    expect((await held()).every((b, i) => b === (before[i] ?? 0) + 1)).toBe(true);

    // One minute before the hold ends nothing moves.
    const due = TEST_NOW.getTime() + PAYMENT_HOLD_MINUTES * 60_000;
    expect((await expireUnpaidReservations(test.database.db, new Date(due - 60_000))).expired).toEqual([]);
    // At the end of the hold two sweepers race: the booking is expired exactly once.
    const runs = await Promise.all([0, 1, 2].map(() => expireUnpaidReservations(test.database.db, new Date(due))));
    // (The other tests' unpaid bookings of this suite expire with it.)
    const ids = runs.flatMap((r) => r.expired.map((x) => x.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => id === res.json().id)).toHaveLength(1);
    expect(runs.flatMap((r) => r.expired).find((x) => x.id === res.json().id)!.openPayments).toHaveLength(1);
    expect(await held()).toEqual(before.length ? before : [0, 0, 0]);
    expect(await view(token)).toMatchObject({ status: 'cancelled', payment_status: 'cancelled' });
    const washDays = (await test.database.db.select().from(extraDailyCapacity).where(eq(extraDailyCapacity.extraId, 101))).filter((d) => d.day === '2026-08-12');
    expect(washDays.map((d) => d.booked)).toEqual([0]);

    // The challenge answered late is not kept, and the card can no longer be tried.
    const late = await app.inject({ method: 'POST', url: challenge.challenge_url.split('?')[0], headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'result=authorise' });
    expect(late.body).toContain('already been settled');
    expect((await view(token)).status).toBe('cancelled');
    expect((await checkCard(token, card(CARDS.ok))).json().code).toBe('API_ERROR_RESERVATION_IS_CANCELLED');
    expect((await cancel(token)).statusCode).toBe(409);
  });

  it('answers an unknown challenge or reservation with 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/payments/sandbox/challenge/sbx_nope' })).statusCode).toBe(404);
    expect((await checkCard('A'.repeat(43), card(CARDS.ok))).statusCode).toBe(404);
  });

  it('never stores nor logs a card number', async () => {
    app.log.info({ body: { card_number: '4242424242424242', cvc: '123' } }, 'a careless log line');
    const digits = Object.values(CARDS).map((c) => c.replace(/ /g, ''));
    const tables = ['reservations', 'reservation_extras', 'billing_profiles', 'idempotency_keys', 'payments', 'outbox'];
    let dump = '';
    for (const t of tables) {
      const res = (await test.database.db.execute(sql.raw(`select row_to_json(t)::text as j from ${t} t`))) as unknown as { rows: { j: string }[] };
      dump += res.rows.map((r) => r.j).join('\n');
    }
    expect(dump).toContain('"last4":"4242"');
    const text = logs.join('');
    expect(text.length).toBeGreaterThan(1000);
    expect(text).toContain('[redacted]');
    for (const d of digits) {
      expect(dump).not.toContain(d);
      expect(text).not.toContain(d);
      expect(text).not.toContain(d.replace(/(\d{4})(?=\d)/g, '$1 '));
    }
  });
});
