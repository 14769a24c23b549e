import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { bookingBody } from '../reservations/test-fixtures';
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

  async function booked(lang = 'es'): Promise<string> {
    const res = await app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody({ payment_method: 'card', lang }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().payment_status).toBe('pending');
    return res.json().reference;
  }
  const checkCard = (ref: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/reservations/${ref}/payment/check-card`, payload });
  const status = async (ref: string) => (await app.inject({ method: 'GET', url: `/api/reservations/${ref}/payment` })).json();

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
    const cancelled = await app.inject({ method: 'POST', url: `/api/reservations/${ref}/payment/cancel` });
    expect(cancelled.json()).toMatchObject({ payment_status: 'not_required', payment_method: 'parking' });
    const view = (await app.inject({ method: 'GET', url: `/api/reservations/${ref}` })).json();
    expect(view).toMatchObject({ payment_method: 'parking', payment_status: 'not_required', status: 'confirmed' });
  });

  it('answers an unknown challenge or reservation with 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/payments/sandbox/challenge/sbx_nope' })).statusCode).toBe(404);
    expect((await checkCard('PK_1_ffffffff', card(CARDS.ok))).statusCode).toBe(404);
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
