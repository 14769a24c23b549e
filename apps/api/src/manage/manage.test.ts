import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/app';
import { testConfig } from '../config/config';
import { paymentRefunds, reservationChanges } from '../db/schema-manage';
import { outbox, reservations } from '../db/schema-reservations';
import type { SandboxProvider } from '../payments/sandbox-provider';
import { expireUnpaidReservations } from '../payments/payment-sweep';
import { htmlOfRow } from '../mail/outbox-repository';
import { createTestAccounts, type TestAccounts } from '../test/accounts';
import { backends, createTestDatabase, TEST_NOW, type TestDatabase } from '../test/build';
import { bookingBody, EXPRESS, setCapacity } from '../test/reservation-fixtures';

/**
 * Issue 17 "How it is checked", api part: cancel inside and outside the free window; refund
 * through the sandbox; a change to a full day keeps the old booking; a cheaper change refunds
 * the difference; history rows; agent token expiry and scope; linking refused for a
 * stranger's token or e-mail. (Concurrency: manage-concurrency.test.ts.)
 */
const ADMIN = 'admin-token-for-manage-tests-0123456789';
const CARD_OK = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };
const CARD_DECLINED = { ...CARD_OK, card_number: '4000 0000 0000 0002' };

describe.each(backends)('after booking: cancel, change, link, agent on %s', (backend) => {
  let app: FastifyInstance;
  let test: TestDatabase;
  let accounts: TestAccounts;
  let sandbox: SandboxProvider;
  const clock = { now: new Date(TEST_NOW) };
  let washId: number;

  beforeAll(async () => {
    test = await createTestDatabase(backend);
    app = await buildApp({ config: testConfig({ adminToken: ADMIN }), db: test.database, now: () => clock.now });
    await app.ready();
    // the app's own provider is the sandbox (app/services.ts), which keeps the refunds it made
    sandbox = app.services.paymentProvider as SandboxProvider;
    accounts = await createTestAccounts(test.database.db, TEST_NOW);
    const calc = await app.inject({ method: 'POST', url: '/api/offers/calculate', payload: { startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00', productId: EXPRESS, in_terminal: 41 } });
    washId = (calc.json().extras as { id: number; type: string }[]).find((e) => e.type === 'wash')!.id;
  });
  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });

  const db = () => test.database.db;
  const as = (token: string) => ({ 'x-reservation-token': token });
  const agentAs = (token: string) => ({ 'x-agent-token': token });

  /** A booking; paid by card with the sandbox when `paid`. */
  async function book(overrides: Record<string, unknown> = {}, paid = false): Promise<{ token: string; reference: string; id: number }> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/reservations',
      payload: bookingBody({ ...(paid ? { payment_method: 'card' } : {}), ...overrides }),
      headers: { 'idempotency-key': `m-${crypto.randomUUID()}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { reservation_token: token, reference, id } = res.json();
    if (paid) {
      const pay = await app.inject({ method: 'POST', url: '/api/reservation/payment/check-card', payload: CARD_OK, headers: as(token) });
      expect(pay.json().status).toBe('succeeded');
    }
    return { token, reference, id };
  }

  async function booked(day: string, productId = EXPRESS): Promise<number> {
    const r = (await db().execute(sql`select coalesce((select booked from daily_capacity where product_id = ${productId} and day = ${day}::date), 0)::int as n`)) as unknown as { rows: { n: number }[] };
    return Number(r.rows[0]!.n);
  }
  async function extraBooked(extraId: number, day: string): Promise<number> {
    const r = (await db().execute(sql`select coalesce((select booked from extra_daily_capacity where product_id = ${EXPRESS} and extra_id = ${extraId} and day = ${day}::date), 0)::int as n`)) as unknown as { rows: { n: number }[] };
    return Number(r.rows[0]!.n);
  }
  async function promoUsed(code: string): Promise<number> {
    const r = (await db().execute(sql`select used_count::int as n from promo_codes where code = ${code}`)) as unknown as { rows: { n: number }[] };
    return Number(r.rows[0]!.n);
  }
  const history = (id: number) => db().select().from(reservationChanges).where(eq(reservationChanges.reservationId, id)).orderBy(reservationChanges.id);
  const lastMail = async (id: number) => (await db().select().from(outbox).where(eq(outbox.reservationId, id)).orderBy(desc(outbox.id)).limit(1))[0]!;
  const manage = async (token: string) => app.inject({ method: 'GET', url: '/api/reservation/manage', headers: as(token) });
  const cancel = (reference: string, headers: Record<string, string>) => app.inject({ method: 'POST', url: `/api/reservations/${reference}/cancel`, payload: {}, headers });
  const changeBody = (overrides: Record<string, unknown> = {}) => {
    const { terms: _t, payment_method: _p, ...b } = bookingBody(overrides) as Record<string, unknown>;
    return b;
  };
  const change = (reference: string, headers: Record<string, string>, body: Record<string, unknown>, quote = false) =>
    app.inject({ method: 'POST', url: `/api/reservations/${reference}/change${quote ? '/quote' : ''}`, payload: body, headers });

  it('opens the booking for modify mode: terms, prefill, what may be done (GET /api/reservation/manage)', async () => {
    clock.now = new Date(TEST_NOW);
    const b = await book({ id_wash_extra: washId, lang: 'en' });
    const res = await manage(b.token);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json();
    expect(v.mode).toBe('traveller');
    expect(v.can_change).toBe(true);
    expect(v.cancellation).toMatchObject({ can_cancel: true, why_not: null, paid: 0, refund_now: 0, terms: { free_until: '2026-06-09 10:00:00', free_now: true, free_hours: 24 } });
    expect(v.prefill).toMatchObject({ startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00', productId: EXPRESS, id_wash_extra: washId, reservation: { plate: '1234BCD' } });
    expect(v.prefix_id_hash).toMatch(/^PK_\d+_[0-9a-f]{32}$/);
    expect(v.reservation.free_cancellation_until).toBe('2026-06-09 10:00:00');
    expect((await manage('x'.repeat(43))).statusCode).toBe(404);
    // the confirmation mail carries the "change my booking" link with the same token
    const first = (await db().select().from(outbox).where(eq(outbox.reservationId, b.id)).orderBy(outbox.id))[0]!;
    expect(first.text).toContain(`/services?modify_res_token=${b.token}`);
    // the HTML as the relay and the listing build it (the row holds its source: decision 0039)
    expect(htmlOfRow(first)).toContain(`/services?modify_res_token=${b.token}`);
    expect(first.text).toContain('View or change my booking');
  });

  it('cancels outside the free window: everything back (days, extras, promo), full refund through the sandbox, mail, history; a second cancel changes nothing', async () => {
    clock.now = new Date(TEST_NOW);
    const before = { d10: await booked('2026-06-10'), d11: await booked('2026-06-11'), wash: await extraBooked(washId, '2026-06-10'), promo: await promoUsed('WELCOME10') };
    const b = await book({ id_wash_extra: washId, promoCode: 'WELCOME10', lang: 'fr' }, true);
    expect(await booked('2026-06-10')).toBe(before.d10 + 1);
    expect(await promoUsed('WELCOME10')).toBe(before.promo + 1);
    const refundsBefore = sandbox.refunds.length;
    const res = await cancel(b.reference, as(b.token));
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out.cancelled_now).toBe(true);
    expect(out.free).toBe(true);
    expect(out.reservation.status).toBe('cancelled');
    expect(out.refunded).toBe(out.reservation.price);
    expect(out.reservation.refunded).toBe(out.reservation.price);
    expect(out.reservation.cancelled_at).toBe(TEST_NOW.toISOString());
    // the sandbox recorded the refund of the whole price
    expect(sandbox.refunds.length).toBe(refundsBefore + 1);
    expect(sandbox.refunds.at(-1)!.amountCents).toBe(Math.round(out.reservation.price * 100));
    expect(await db().select().from(paymentRefunds).where(eq(paymentRefunds.reservationId, b.id))).toHaveLength(1);
    expect(await booked('2026-06-10')).toBe(before.d10);
    expect(await booked('2026-06-11')).toBe(before.d11);
    expect(await extraBooked(washId, '2026-06-10')).toBe(before.wash);
    expect(await promoUsed('WELCOME10')).toBe(before.promo);
    const mail = await lastMail(b.id);
    expect(mail.lang).toBe('fr');
    expect(mail.subject).toContain('annulée');
    expect(mail.text).toContain('4242');
    const h = await history(b.id);
    expect(h.map((x) => [x.kind, x.actor])).toEqual([['cancel', 'traveller']]);
    // the reservation view the confirmation page reads says cancelled, with the refund
    const view = (await app.inject({ method: 'GET', url: '/api/reservation', headers: as(b.token) })).json();
    expect(view).toMatchObject({ status: 'cancelled', refunded: out.reservation.price });

    const again = await cancel(b.reference, as(b.token));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ cancelled_now: false, refunded: 0, reservation: { status: 'cancelled' } });
    expect(sandbox.refunds.length).toBe(refundsBefore + 1);
    expect(await booked('2026-06-10')).toBe(before.d10);
    expect(await promoUsed('WELCOME10')).toBe(before.promo);
    expect(await history(b.id)).toHaveLength(1);
    // a cancelled booking cannot be changed: a clear 409, never a 5xx
    const ch = await change(b.reference, as(b.token), changeBody({ endDate: '2026-06-13 10:00:00' }));
    expect(ch.statusCode).toBe(409);
    expect(ch.json().code).toBe('API_ERROR_RESERVATION_IS_CANCELLED');
  });

  it('cancels inside 24 h: the wash goes back to the card, the parking is kept; after drop-off it is refused', async () => {
    clock.now = new Date(TEST_NOW);
    const b = await book({ id_wash_extra: washId }, true);
    const view = (await manage(b.token)).json();
    const washCents = Math.round((view.reservation.extras as { kind: string; price: number }[]).find((e) => e.kind === 'wash')!.price * 100);
    clock.now = new Date('2026-06-09T12:00:00Z'); // 14:00 Madrid, 20 h before drop-off
    const m = (await manage(b.token)).json();
    expect(m.cancellation.terms.free_now).toBe(false);
    expect(m.can_change).toBe(false);
    expect(m.change_why_not).toBe('change_window_closed');
    expect(Math.round(m.cancellation.refund_now * 100)).toBe(washCents);
    // inside 24 h a change is a clear 409 saying why, never a 5xx
    const inside = await change(b.reference, as(b.token), changeBody({ id_wash_extra: washId, endDate: '2026-06-13 10:00:00' }));
    expect(inside.statusCode).toBe(409);
    expect(inside.json()).toMatchObject({ code: 'API_ERROR_RESERVATION_NOT_MODIFIABLE', details: { why: 'change_window_closed' } });
    expect(inside.json().reason).toMatch(/24 horas/);
    const res = await cancel(b.reference, as(b.token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().free).toBe(false);
    expect(Math.round(res.json().refunded * 100)).toBe(washCents);
    expect(sandbox.refunds.at(-1)!.amountCents).toBe(washCents);
    expect((await lastMail(b.id)).text).toMatch(/no se reembolsan/);

    clock.now = new Date(TEST_NOW);
    const late = await book();
    clock.now = new Date('2026-06-10T09:00:00Z'); // after the 10:00 Madrid drop-off
    const refused = await cancel(late.reference, as(late.token));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'API_ERROR_RESERVATION_NOT_MODIFIABLE', details: { why: 'started' } });
    const past = await change(late.reference, { ...as(late.token), 'accept-language': 'en' }, changeBody({ endDate: '2026-06-13 10:00:00' }));
    expect(past.statusCode).toBe(409);
    expect(past.json()).toMatchObject({ code: 'API_ERROR_RESERVATION_NOT_MODIFIABLE', details: { why: 'started' } });
    expect(past.json().reason).toBe('Your booking has already started: it can no longer be cancelled or changed.');
    clock.now = new Date(TEST_NOW);
  });

  it('changes the dates: quote, card for the difference (declined leaves it as it was), capacity swapped, history, new confirmation mail', async () => {
    clock.now = new Date(TEST_NOW);
    const b = await book({ lang: 'en' }, true);
    const d12 = await booked('2026-06-12');
    const d13 = await booked('2026-06-13');
    const longer = changeBody({ endDate: '2026-06-13 10:00:00' });
    const q = await change(b.reference, as(b.token), longer, true);
    expect(q.statusCode, q.body).toBe(200);
    const quote = q.json();
    expect(quote.no_change).toBe(false);
    expect(quote.changes).toEqual([{ field: 'endDate', before: '2026-06-12 10:00:00', after: '2026-06-13 10:00:00' }]);
    expect(quote.difference).toBeGreaterThan(0);
    expect(quote.charge).toBe(quote.difference);
    expect(quote.card_required).toBe(true);
    // the terms in words on the products card and the price block read the offer's field
    expect(quote.offer.free_cancellation_until).toBe('2026-06-09 10:00:00');
    const calc = await app.inject({ method: 'POST', url: '/api/offers/calculate', payload: { startDate: '2026-10-25 10:00:00', endDate: '2026-10-27 10:00:00', productId: EXPRESS, in_terminal: 41 } });
    // 24 h before a drop-off the day the clocks go back (25 October 2026) is 11:00 the day before, Madrid time
    expect(calc.json().offer.free_cancellation_until).toBe('2026-10-24 11:00:00');
    // no card: a 400 naming the field; a declined card: 402, nothing changed
    const noCard = await change(b.reference, as(b.token), longer);
    expect(noCard.statusCode).toBe(400);
    const declined = await change(b.reference, as(b.token), { ...longer, card: CARD_DECLINED });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().code).toBe('API_ERROR_PAYMENT_DECLINED');
    expect(await booked('2026-06-13')).toBe(d13);

    const res = await change(b.reference, as(b.token), { ...longer, card: CARD_OK });
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out.changed).toBe(true);
    expect(out.reservation.endDate).toBe('2026-06-13 10:00:00');
    expect(out.reservation.price).toBe(quote.price_after);
    expect(out.change).toMatchObject({ kind: 'change', actor: 'traveller', price_before: quote.price_before, price_after: quote.price_after, charged: quote.charge, refunded: 0 });
    // the stay holds its calendar days (10 to 12 June): only 13 June is new
    expect(await booked('2026-06-12')).toBe(d12);
    expect(await booked('2026-06-13')).toBe(d13 + 1);
    const mail = await lastMail(b.id);
    expect(mail.subject).toBe(`Booking ${b.reference} changed`);
    expect(mail.text).toMatch(/modify_res_token=[A-Za-z0-9_-]{43}/);

    // the same body again changes nothing: a no-op, no history row, no money
    const same = await change(b.reference, as(b.token), { ...longer, card: CARD_OK });
    expect(same.json()).toMatchObject({ changed: false, change: null });
    expect(await history(b.id)).toHaveLength(1);
  });

  it('a cheaper change refunds the difference through the sandbox', async () => {
    clock.now = new Date(TEST_NOW);
    const b = await book({ endDate: '2026-06-14 10:00:00' }, true);
    const before = (await manage(b.token)).json().reservation.price;
    const refunds = sandbox.refunds.length;
    const d13 = await booked('2026-06-13');
    const d14 = await booked('2026-06-14');
    const res = await change(b.reference, as(b.token), changeBody({ endDate: '2026-06-12 10:00:00' }));
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    const diff = Math.round((before - out.reservation.price) * 100);
    expect(diff).toBeGreaterThan(0);
    expect(out.change.refunded * 100).toBeCloseTo(diff);
    expect(sandbox.refunds.length).toBe(refunds + 1);
    expect(sandbox.refunds.at(-1)!.amountCents).toBe(diff);
    expect(await booked('2026-06-14')).toBe(d14 - 1);
    expect(await booked('2026-06-13')).toBe(d13 - 1);
    expect(Math.round(out.reservation.refunded * 100)).toBe(diff);
  });

  it('a change to a full day keeps the old booking and answers the alternative offer like a new booking', async () => {
    clock.now = new Date(TEST_NOW);
    const b = await book({ startDate: '2026-07-01 10:00:00', endDate: '2026-07-03 10:00:00' });
    // 5 July is full
    await setCapacity(db(), EXPRESS, ['2026-07-05'], 0);
    const d1 = await booked('2026-07-01');
    const res = await change(b.reference, as(b.token), changeBody({ startDate: '2026-07-01 10:00:00', endDate: '2026-07-05 10:00:00' }));
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('API_ERROR_RESERVATION_OUT_OF_STOCK');
    expect(res.json().details).toHaveProperty('alternative_offer');
    const quote = await change(b.reference, as(b.token), changeBody({ startDate: '2026-07-01 10:00:00', endDate: '2026-07-05 10:00:00' }), true);
    expect(quote.statusCode).toBe(409);
    const v = (await manage(b.token)).json();
    expect(v.reservation.endDate).toBe('2026-07-03 10:00:00');
    expect(await booked('2026-07-01')).toBe(d1);
    expect(await booked('2026-07-04')).toBe(0);
    expect(await history(b.id)).toHaveLength(0);
  });

  it('changes on a full day the booking itself holds (only the new days are taken)', async () => {
    clock.now = new Date(TEST_NOW);
    const b = await book({ startDate: '2026-07-20 10:00:00', endDate: '2026-07-21 10:00:00' });
    await setCapacity(db(), EXPRESS, ['2026-07-20', '2026-07-21'], 1); // full of this booking
    const res = await change(b.reference, as(b.token), changeBody({ startDate: '2026-07-20 10:00:00', endDate: '2026-07-22 10:00:00' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await booked('2026-07-20')).toBe(1);
    expect(await booked('2026-07-22')).toBe(1);
  });

  it('agent tokens: issued by the admin API, open one booking by token and by hash until they expire; the agent changes and cancels, the history names the agent', async () => {
    clock.now = new Date(TEST_NOW);
    const b = await book();
    const other = await book({ endDate: '2026-06-11 10:00:00' });
    const noAdmin = await app.inject({ method: 'POST', url: '/api/admin/agent-tokens', payload: { reference: b.reference, agent: 'erp-ana' } });
    expect(noAdmin.statusCode).toBe(401);
    const issued = await app.inject({ method: 'POST', url: '/api/admin/agent-tokens', payload: { reference: b.reference, agent: 'erp-ana', expires_in_minutes: 30 }, headers: { 'x-admin-token': ADMIN } });
    expect(issued.statusCode, issued.body).toBe(201);
    const t = issued.json();
    expect(t.agent_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(t.url).toContain(`agent_token=${t.agent_token}`);
    // stored hashed only
    const raw = (await db().execute(sql`select token_hash from agent_tokens`)) as unknown as { rows: { token_hash: string }[] };
    expect(raw.rows.some((r) => r.token_hash === t.agent_token)).toBe(false);

    const v = await app.inject({ method: 'GET', url: '/api/reservation/manage', headers: agentAs(t.agent_token) });
    expect(v.statusCode).toBe(200);
    expect(v.json()).toMatchObject({ mode: 'agent', erp_view_path: `/erp/reservation/view/${b.id}` });
    const byHash = await app.inject({ method: 'GET', url: `/api/reservations/hash/${t.prefix_id_hash}`, headers: agentAs(t.agent_token) });
    expect(byHash.statusCode).toBe(200);
    expect(byHash.json().reservation.reference).toBe(b.reference);
    // the hash alone opens nothing; a wrong hash is a 404
    expect((await app.inject({ method: 'GET', url: `/api/reservations/hash/${t.prefix_id_hash}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/reservations/hash/${t.prefix_id_hash.slice(0, -1)}${t.prefix_id_hash.endsWith('0') ? '1' : '0'}`, headers: agentAs(t.agent_token) })).statusCode).toBe(404);
    // scope: not another booking
    expect((await cancel(other.reference, agentAs(t.agent_token))).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/reservations/${other.reference}/manage`, headers: agentAs(t.agent_token) })).statusCode).toBe(404);

    const ch = await change(b.reference, agentAs(t.agent_token), changeBody({ reservation: { ...bookingBody().reservation, plate: '5678 FGH' } }));
    expect(ch.statusCode, ch.body).toBe(200);
    expect(ch.json().change).toMatchObject({ actor: 'agent', agent: 'erp-ana', changes: [{ field: 'plate', before: '1234BCD', after: '5678FGH' }] });

    // expiry
    clock.now = new Date(TEST_NOW.getTime() + 31 * 60_000);
    const expired = await cancel(b.reference, agentAs(t.agent_token));
    expect(expired.statusCode).toBe(404);
    clock.now = new Date(TEST_NOW.getTime() + 29 * 60_000);
    const cancelled = await cancel(b.reference, agentAs(t.agent_token));
    expect(cancelled.statusCode).toBe(200);
    const h = await history(b.id);
    expect(h.map((x) => [x.kind, x.actor, x.agent])).toEqual([
      ['change', 'agent', 'erp-ana'],
      ['cancel', 'agent', 'erp-ana'],
    ]);
    clock.now = new Date(TEST_NOW);
  });

  it('links a guest booking to an account by matching e-mail or its token; refuses a stranger', async () => {
    clock.now = new Date(TEST_NOW);
    const a = accounts.clientA;
    const [emailA] = await db().execute(sql`select email from users where id = ${a.userId}`).then((r) => (r as unknown as { rows: { email: string }[] }).rows.map((x) => x.email));
    const mine = await book({ reservation: { ...bookingBody().reservation, email: emailA!.toUpperCase() } });
    const guest = await book();
    const register = (reference: string, headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
      app.inject({ method: 'POST', url: `/api/reservations/${reference}/register`, payload, headers });

    // no session: 401
    expect((await register(mine.reference, {})).statusCode).toBe(401);
    // a stranger (client B): not the e-mail, no token
    const stranger = await register(mine.reference, accounts.clientB.headers);
    expect(stranger.statusCode).toBe(403);
    // client B with the token of ANOTHER booking: still refused
    expect((await register(mine.reference, { ...accounts.clientB.headers, ...as(guest.token) })).statusCode).toBe(403);
    // client A, same e-mail (any case): linked, with one of A's profiles
    const ok = await register(mine.reference, a.headers, { profile_id: a.profiles[1] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ id: mine.id, profile_linked: true, vehicle_linked: false });
    const list = await app.inject({ method: 'GET', url: '/api/me/reservations', headers: a.headers });
    expect(JSON.stringify(list.json())).toContain(mine.reference);
    // another account's profile: 404
    expect((await register(guest.reference, { ...a.headers, ...as(guest.token) }, { profile_id: accounts.clientB.profiles[0] })).statusCode).toBe(404);
    // the token holder links a booking made with another e-mail
    const byToken = await register(guest.reference, { ...a.headers, ...as(guest.token) });
    expect(byToken.statusCode, byToken.body).toBe(200);
    // once linked to A, B cannot take it even with the token
    const taken = await register(guest.reference, { ...accounts.clientB.headers, ...as(guest.token) });
    expect(taken.statusCode).toBe(403);
    // the owner's session now opens cancel and change without the token
    const own = await app.inject({ method: 'GET', url: `/api/reservations/${mine.reference}/manage`, headers: a.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().mode).toBe('owner');
    expect((await app.inject({ method: 'GET', url: `/api/reservations/${mine.reference}/manage`, headers: accounts.clientB.headers })).statusCode).toBe(404);
    const h = await history(mine.id);
    expect(h.map((x) => x.kind)).toEqual(['link']);
  });

  it('refuses changes while a card payment is pending, and bodies that are not valid with a 400', async () => {
    clock.now = new Date(TEST_NOW);
    const res = await app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody({ payment_method: 'card' }), headers: { 'idempotency-key': `m-${crypto.randomUUID()}` } });
    const { reservation_token: token, reference } = res.json();
    const ch = await change(reference, as(token), changeBody({ endDate: '2026-06-13 10:00:00' }));
    expect(ch.statusCode).toBe(409);
    expect(ch.json().details.why).toBe('payment_pending');
    const bad = await change(reference, as(token), { ...changeBody(), startDate: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    const row = (await db().select().from(reservations).where(eq(reservations.reference, reference)))[0]!;
    expect(row.status).toBe('pending_payment');
    // the sweep expires it: the view says when; a cancel then finds it cancelled and gives nothing back again
    const later = new Date(TEST_NOW.getTime() + 31 * 60_000);
    const d10 = await booked('2026-06-10');
    expect((await expireUnpaidReservations(db(), later)).expired.map((e) => e.id)).toContain(row.id);
    expect(await booked('2026-06-10')).toBe(d10 - 1);
    expect((await history(row.id)).map((x) => [x.kind, x.actor, x.at.toISOString()])).toEqual([['cancel', 'system', later.toISOString()]]);
    clock.now = later;
    const again = await cancel(reference, as(token));
    expect(again.json()).toMatchObject({ cancelled_now: false, reservation: { status: 'cancelled', cancelled_at: later.toISOString() } });
    expect(await booked('2026-06-10')).toBe(d10 - 1);
    clock.now = new Date(TEST_NOW);
  });
});
