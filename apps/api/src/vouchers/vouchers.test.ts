import { PRODUCT_IDS } from '@parking/domain/contracts/catalog';
import { PAYMENT_HOLD_MINUTES } from '@parking/domain/payments/payment-state';
import { beforeAll, describe, expect, it } from 'vitest';
import { guestVehicle } from '../test/car-service-fixtures';
import { htmlOfRow } from '../mail/outbox-repository';
import { expireUnpaidReservations } from '../payments/payment-sweep';
import { backends, useApp } from '../test/build';
import { createTestAccounts, type TestAccounts } from '../test/accounts';
import { bookingBody, countRows, setCapacity } from '../test/reservation-fixtures';

/*
 * Issue 19 vouchers, api (docs/decisions/0032). Clock: TEST_NOW, 1 June 2026 08:00 UTC; the
 * seed's vouchers are relative to it (seed-data/vouchers.ts). Express Prat is lot 1, product 4.
 */
const EXPRESS = PRODUCT_IDS.expressPrat;
const BARAJAS = PRODUCT_IDS.premiumBarajas;
const ADMIN = 'test-admin-token-vouchers-0123456789';
const stay = { startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00' };
const listUrl = (q: string) => `/api/client/promotion_vouchers?${q}`;
const expressQuery = 'start_date=2026-06-10%2010:00:00&end_date=2026-06-12%2010:00:00&id_lot=1&id_product=4';

const codesOf = (body: { promotion_vouchers: { code: string }[] }) => body.promotion_vouchers.map((v) => v.code).sort();

const adminBody = (o: Record<string, unknown> = {}) => ({
  code: 'XSSTEST',
  name: 'Test',
  dto: 10,
  texts: {
    es: { name: 'Prueba', description_html: '<p onclick="alert(1)">Hola</p><script>alert("x")</script><a href="javascript:alert(2)">enlace</a><a href="https://example.com">ok</a><img src=x onerror=alert(3)>' },
    ca: { name: 'Prova', description_html: '<p>Hola</p>' },
    en: { name: 'Test', description_html: '<p>Hi</p>' },
    fr: { name: 'Essai', description_html: '<p>Salut</p>' },
  },
  ...o,
});

describe.each(backends)('vouchers on %s', (backend) => {
  const h = useApp(backend, { config: { adminToken: ADMIN } });
  let t: TestAccounts;
  beforeAll(async () => {
    t = await createTestAccounts(h.database.db, new Date('2026-06-01T08:00:00Z'));
  });
  const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });
  const calc = (payload: object, headers: Record<string, string> = {}) => h.app.inject({ method: 'POST', url: '/api/offers/calculate', payload, headers });
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    h.app.inject({ method, url, payload, headers: { 'x-admin-token': ADMIN } });

  describe('GET /api/client/promotion_vouchers per principal (spec 6, spec 7)', () => {
    it('anonymous (a guest, with or without a booking of their own) gets 401', async () => {
      const res = await get(listUrl(expressQuery));
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('API_ERROR_UNAUTHORIZED');
    });

    it('a client gets the vouchers of the stay; an agency, a company administrator and a company user acting for the company get none', async () => {
      const client = await get(listUrl(expressQuery), t.clientA.headers);
      expect(client.statusCode).toBe(200);
      expect(codesOf(client.json()).length).toBeGreaterThan(0);
      for (const who of [t.agency, t.admin, t.member]) {
        const res = await get(listUrl(expressQuery), who.headers);
        expect(res.statusCode, who.name).toBe(200);
        expect(res.json(), who.name).toEqual({ promotion_vouchers: [] });
      }
    });

    it('missing dates are a 400 with a reason in the request language', async () => {
      const res = await get(listUrl('id_lot=1&id_product=4&lang=en'), t.clientA.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0]).toMatchObject({ field: 'start_date', code: 'voucher_dates_required', reason: 'Enter the drop-off and pick-up dates to see your vouchers.' });
    });
  });

  describe('every seeded demo voucher (spec 5)', () => {
    it('express Prat, 10-12 June: every scope type, the welcome and single-use vouchers; not the past window, Barajas or app-only', async () => {
      const res = await get(listUrl(`${expressQuery}&lang=es`), t.clientA.headers);
      const list = res.json().promotion_vouchers as { code: string; type: string; name: string; dto: number | null; dto_euro: number | null }[];
      expect(list.map((v) => v.code).sort()).toEqual(['BIENVENIDA10', 'ITV10', 'LAVADO50', 'MANTEN15', 'REPOSTA5', 'TALLER20', 'UNAVEZ5'].sort());
      const type = Object.fromEntries(list.map((v) => [v.code, v.type]));
      expect(type).toEqual({ BIENVENIDA10: 'generic', LAVADO50: 'wash', ITV10: 'itv', MANTEN15: 'maintenance', REPOSTA5: 'refueling', TALLER20: 'carservice', UNAVEZ5: 'generic' });
      expect(list.find((v) => v.code === 'LAVADO50')).toMatchObject({ name: 'Lavado a mitad de precio', dto: 50, dto_euro: null });
      expect(list.find((v) => v.code === 'ITV10')).toMatchObject({ dto: null, dto_euro: 10 });
    });

    it('Barajas premium: BARAJAS5 is offered there', async () => {
      const res = await get(listUrl('start_date=2026-06-10%2010:00:00&end_date=2026-06-12%2010:00:00&id_lot=5&id_product=12'), t.clientA.headers);
      expect(codesOf(res.json())).toContain('BARAJAS5');
    });

    it('the welcome voucher is offered for any stay in the coming year', async () => {
      for (const [s, e] of [['2026-06-02 10:00:00', '2026-06-03 10:00:00'], ['2026-12-20 10:00:00', '2027-01-06 10:00:00'], ['2027-05-20 10:00:00', '2027-05-31 10:00:00']]) {
        const q = `start_date=${encodeURIComponent(s!)}&end_date=${encodeURIComponent(e!)}&id_lot=1&id_product=4`;
        expect(codesOf((await get(listUrl(q), t.clientB.headers)).json()), `${s}`).toContain('BIENVENIDA10');
      }
    });

    it.each([
      ['INVIERNO', EXPRESS, 'Your stay is not within this voucher\'s dates.'],
      ['BARAJAS5', EXPRESS, 'This voucher is for another car park.'],
      ['SOLOAPP', EXPRESS, 'This voucher can only be used in the app.'],
      ['NOEXISTE', EXPRESS, 'This voucher does not exist.'],
    ])('the offer answers %s on product %s with its error and prices nothing off', async (code, productId, error) => {
      const res = await calc({ ...stay, productId, voucher_code: code }, { ...t.clientA.headers, 'accept-language': 'en' });
      expect(res.statusCode).toBe(200);
      const offer = res.json().offer;
      expect(offer.voucher).toMatchObject({ code, error });
      expect(offer.pvp_voucher).toBe(0);
      expect(offer.price).toBe(offer.total_without_promo);
    });

    it('a guest, an agency and a company user acting for the company are told vouchers are for clients', async () => {
      for (const who of [t.anonymous, t.agency, t.member]) {
        const offer = (await calc({ ...stay, productId: EXPRESS, voucher_code: 'BIENVENIDA10' }, { ...who.headers, 'accept-language': 'en' })).json().offer;
        expect(offer.voucher, who.name).toMatchObject({ code: 'BIENVENIDA10', error: 'Vouchers are for logged-in clients booking for themselves.' });
        expect(offer.pvp_voucher, who.name).toBe(0);
      }
    });
  });

  describe('GET /api/client/promotion_voucher_description/:id/html', () => {
    it('is sanitised: no script, no on* attribute, no javascript: link; allowed markup kept', async () => {
      const created = await admin('POST', '/api/admin/vouchers', adminBody());
      expect(created.statusCode).toBe(201);
      const res = await get(`/api/client/promotion_voucher_description/${created.json().id}/html?lang=es`, t.clientA.headers);
      expect(res.statusCode).toBe(200);
      const html = res.json().promotion_description as string;
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/alert\("x"\)/);
      expect(html).not.toMatch(/\son\w+=/i);
      expect(html).not.toMatch(/javascript:/i);
      expect(html).not.toMatch(/<img/i);
      expect(html).toBe('<p>Hola</p><a>enlace</a><a href="https://example.com" rel="noopener noreferrer nofollow">ok</a>');
      expect((await get(`/api/client/promotion_voucher_description/${created.json().id}/html?lang=fr`, t.clientA.headers)).json()).toEqual({ promotion_description: '<p>Salut</p>' });
    });

    it('needs a session and knows no retired or unknown voucher', async () => {
      expect((await get('/api/client/promotion_voucher_description/1/html')).statusCode).toBe(401);
      expect((await get('/api/client/promotion_voucher_description/999999/html', t.clientA.headers)).statusCode).toBe(404);
    });
  });

  describe('pricing (decision 0032 order)', () => {
    it('a generic voucher applies after the promo code on what remains', async () => {
      const base = (await calc({ ...stay, productId: EXPRESS }, t.clientA.headers)).json().offer;
      const res = await calc({ ...stay, productId: EXPRESS, promoCode: 'WELCOME10', voucher_code: 'bienvenida10' }, t.clientA.headers);
      const offer = res.json().offer;
      expect(offer.voucher).toMatchObject({ code: 'BIENVENIDA10', name: 'Bienvenida: 10% en tu reserva', error: null });
      const promo = Math.round(base.pvp_product_raw * 10) / 100;
      expect(offer.pvp_promotion).toBeCloseTo(promo, 2);
      const voucher = Math.round((base.price - promo) * 10) / 100;
      expect(offer.pvp_voucher).toBeCloseTo(voucher, 2);
      expect(offer.price).toBeCloseTo(base.price - promo - voucher, 2);
    });

    it('with a car service: car-service discount, then the promo on parking, then a maintenance voucher on the service its scope names', async () => {
      const v = await guestVehicle(h.app, { umc: 'VW-004', motor: 'EA-16TDI-115' });
      // 2201 oil change: scope 22 (maintenance)
      const est = (await h.app.inject({ method: 'POST', url: '/api/carservice/estimate', payload: { id_vehicle: v.id, id_car_service: [2201] }, headers: { 'x-vehicle-token': v.token } })).json();
      const req = { ...stay, productId: EXPRESS, id_mechanical_estimate: est.id, id_vehicle: v.id };
      const plain = (await calc(req, t.clientA.headers)).json().offer;
      expect(plain.pvp_carservice_discount).toBeGreaterThan(0);
      const offer = (await calc({ ...req, promoCode: 'WELCOME10', voucher_code: 'MANTEN15' }, t.clientA.headers)).json().offer;
      expect(offer.voucher).toMatchObject({ code: 'MANTEN15', error: null });
      // car-service discount first, unchanged by the promo and the voucher
      expect(offer.pvp_carservice_discount).toBe(plain.pvp_carservice_discount);
      const parkingLeft = plain.pvp_product_raw - plain.pvp_carservice_discount;
      expect(offer.pvp_promotion).toBeCloseTo(Math.round(parkingLeft * 10) / 100, 2);
      // 15% of the oil change with VAT; the transfer is no service
      expect(offer.pvp_voucher).toBeCloseTo(Math.round(plain.pvp_mechanical_orders * 15) / 100, 2);
      expect(offer.price).toBeCloseTo(plain.price - offer.pvp_promotion - offer.pvp_voucher, 2);
      // an itv voucher names no service of this estimate: nothing off, no error
      const itv = (await calc({ ...req, voucher_code: 'ITV10' }, t.clientA.headers)).json().offer;
      expect(itv.voucher).toMatchObject({ code: 'ITV10', error: null });
      expect(itv.pvp_voucher).toBe(0);
    });

    it('a wash voucher without a wash prices nothing off, without an error', async () => {
      const offer = (await calc({ ...stay, productId: EXPRESS, voucher_code: 'LAVADO50' }, t.clientA.headers)).json().offer;
      expect(offer.voucher).toMatchObject({ code: 'LAVADO50', error: null });
      expect(offer.pvp_voucher).toBe(0);
    });

    it('a voucher of another car park answers its error', async () => {
      const offer = (await calc({ ...stay, productId: EXPRESS, voucher_code: 'BARAJAS5' }, t.clientA.headers)).json().offer;
      expect(offer.voucher.error).toBe('Este bono es para otro aparcamiento.');
      const there = (await calc({ startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00', productId: BARAJAS, voucher_code: 'BARAJAS5' }, t.clientA.headers)).json().offer;
      expect(there.voucher).toMatchObject({ code: 'BARAJAS5', error: null });
      expect(there.pvp_voucher).toBe(5);
    });
  });

  describe('booking with a voucher', () => {
    const book = (payload: object, headers: Record<string, string>) => h.app.inject({ method: 'POST', url: '/api/reservations', payload, headers });

    it('records the voucher and its amount; a booking with a voucher that no longer applies is refused', async () => {
      const res = await book(bookingBody({ voucher_code: 'BIENVENIDA10' }), { ...t.clientB.headers, 'idempotency-key': 'voucher-book-0001' });
      expect(res.statusCode).toBe(201);
      const ref = res.json().reference as string;
      const rows = (await h.database.db.execute(
        `select r.voucher_cents, v.code, (select count(*)::int from voucher_uses u where u.reservation_id = r.id) as uses from reservations r join vouchers v on v.id = r.voucher_id where r.reference = '${ref}'` as never,
      )) as unknown as { rows: { voucher_cents: number; code: string; uses: number }[] };
      expect(rows.rows[0]).toMatchObject({ code: 'BIENVENIDA10', uses: 1 });
      expect(rows.rows[0]!.voucher_cents).toBeGreaterThan(0);
      const amount = rows.rows[0]!.voucher_cents / 100;
      // the answer, the reservation view (in the reader's language) and the confirmation mail name it
      expect(res.json().voucher).toEqual({ code: 'BIENVENIDA10', name: 'Bienvenida: 10% en tu reserva', amount });
      const view = await get(`/api/reservations/${ref}?lang=en`, t.clientB.headers);
      expect(view.statusCode).toBe(200);
      expect(view.json().voucher).toEqual({ code: 'BIENVENIDA10', name: 'Welcome: 10% off your booking', amount });
      const mail = (await h.database.db.execute(`select o.text, o.html, o.source from outbox o join reservations r on r.id = o.reservation_id where r.reference = '${ref}'` as never)) as unknown as { rows: { text: string; html: string | null; source: unknown }[] };
      expect(mail.rows[0]!.text).toContain('Bono');
      expect(mail.rows[0]!.text).toContain('Bienvenida: 10% en tu reserva (BIENVENIDA10)');
      // the HTML as the relay and the listing build it from the row (decision 0039)
      expect(htmlOfRow(mail.rows[0]!)).toContain('BIENVENIDA10');

      // a change prices the booking's own voucher again (its own use is no previous one); a code in the body is not taken
      const { terms: _t, ...changeBody } = bookingBody({ startDate: '2026-06-11 10:00:00', endDate: '2026-06-14 10:00:00', voucher_code: 'UNAVEZ5' }) as Record<string, unknown>;
      const quote = await h.app.inject({ method: 'POST', url: `/api/reservations/${ref}/change/quote`, payload: changeBody, headers: t.clientB.headers });
      expect(quote.statusCode).toBe(200);
      const q = quote.json();
      expect(q.offer.voucher).toMatchObject({ code: 'BIENVENIDA10', error: null });
      expect(q.offer.pvp_voucher).toBeGreaterThan(0);
      expect(q.offer.pvp_voucher).toBeCloseTo(Math.round(q.offer.total_without_promo * 10) / 100, 2);

      const refused = await book(bookingBody({ voucher_code: 'BARAJAS5' }), { ...t.clientB.headers, 'idempotency-key': 'voucher-book-0002', 'accept-language': 'en' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'API_ERROR_VOUCHER_NOT_AVAILABLE', details: { field: 'voucher_code', reason: 'This voucher is for another car park.' } });
    });

    it('100 racing bookings of one client with the same single-use voucher use it once (409 with a reason for the others)', async () => {
      await setCapacity(h.database.db, EXPRESS, ['2026-06-20', '2026-06-21', '2026-06-22'], 1000);
      const body = bookingBody({ startDate: '2026-06-20 10:00:00', endDate: '2026-06-22 10:00:00', voucher_code: 'UNAVEZ5' });
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => book(body, { ...t.clientA.headers, 'idempotency-key': `voucher-race-${String(i).padStart(4, '0')}`, 'accept-language': 'fr' })),
      );
      const created = answers.filter((a) => a.statusCode === 201);
      expect(created).toHaveLength(1);
      for (const a of answers.filter((x) => x.statusCode !== 201)) {
        expect(a.statusCode).toBe(409);
        expect(a.json()).toMatchObject({ code: 'API_ERROR_VOUCHER_ALREADY_USED', reason: "Vous avez déjà utilisé ce bon : il ne peut être utilisé qu'une fois par client. Retirez-le pour réserver." });
      }
      const voucherId = (await admin('GET', '/api/admin/vouchers')).json().vouchers.find((v: { code: string }) => v.code === 'UNAVEZ5').id;
      expect(await countRows(h.database.db, 'voucher_uses', `voucher_id = ${voucherId} and user_id = ${t.clientA.userId}`)).toBe(1);
      // and it is no longer offered to that client, still to another
      expect(codesOf((await get(listUrl(expressQuery), t.clientA.headers)).json())).not.toContain('UNAVEZ5');
      expect(codesOf((await get(listUrl(expressQuery), t.clientB.headers)).json())).toContain('UNAVEZ5');

      // a cancelled booking did not use it: offered and accepted again, once more only
      const booked = created[0]!.json() as { reference: string; reservation_token: string };
      const cancelled = await h.app.inject({ method: 'POST', url: `/api/reservations/${booked.reference}/cancel`, payload: {}, headers: { 'x-reservation-token': booked.reservation_token } });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().cancelled_now).toBe(true);
      expect(await countRows(h.database.db, 'voucher_uses', `voucher_id = ${voucherId} and user_id = ${t.clientA.userId}`)).toBe(0);
      expect(codesOf((await get(listUrl(expressQuery), t.clientA.headers)).json())).toContain('UNAVEZ5');
      const again = await book(body, { ...t.clientA.headers, 'idempotency-key': 'voucher-race-again-0001' });
      expect(again.statusCode).toBe(201);
      expect(again.json().voucher).toMatchObject({ code: 'UNAVEZ5' });
      const twice = await book(body, { ...t.clientA.headers, 'idempotency-key': 'voucher-race-again-0002', 'accept-language': 'fr' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().code).toBe('API_ERROR_VOUCHER_ALREADY_USED');
    }, 120_000);

    it('an unpaid card booking swept at the end of its hold gives its single-use voucher back', async () => {
      const body = bookingBody({ startDate: '2026-06-20 10:00:00', endDate: '2026-06-22 10:00:00', voucher_code: 'UNAVEZ5', payment_method: 'card' });
      const res = await book(body, { ...t.clientB.headers, 'idempotency-key': 'voucher-sweep-0001' });
      expect(res.statusCode, res.body).toBe(201);
      const uses = `user_id = ${t.clientB.userId} and reservation_id = (select id from reservations where reference = '${res.json().reference}')`;
      expect(await countRows(h.database.db, 'voucher_uses', uses)).toBe(1);
      expect(codesOf((await get(listUrl(expressQuery), t.clientB.headers)).json())).not.toContain('UNAVEZ5');
      const { expired } = await expireUnpaidReservations(h.database.db, new Date(Date.parse('2026-06-01T08:00:00Z') + (PAYMENT_HOLD_MINUTES + 1) * 60_000));
      expect(expired.length).toBeGreaterThan(0);
      expect(await countRows(h.database.db, 'reservations', `reference = '${res.json().reference}' and status = 'cancelled'`)).toBe(1);
      expect(await countRows(h.database.db, 'voucher_uses', uses)).toBe(0);
      expect(codesOf((await get(listUrl(expressQuery), t.clientB.headers)).json())).toContain('UNAVEZ5');
    });
  });

  describe('admin API (x-admin-token)', () => {
    it('refuses without the token', async () => {
      expect((await h.app.inject({ method: 'GET', url: '/api/admin/vouchers' })).statusCode).toBe(401);
      expect((await h.app.inject({ method: 'POST', url: '/api/admin/vouchers', payload: adminBody({ code: 'NOPE' }) })).statusCode).toBe(401);
    });

    it('creates, edits and retires a voucher; a retired one is no longer offered', async () => {
      const created = await admin('POST', '/api/admin/vouchers', adminBody({ code: 'adminnew', dto: null, dto_euro: 3.5, scope: '3' }));
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ code: 'ADMINNEW', dto_euro: 3.5, type: 'wash', retired_at: null });
      const id = created.json().id as number;
      expect(codesOf((await get(listUrl(expressQuery), t.clientB.headers)).json())).toContain('ADMINNEW');
      const dup = await admin('POST', '/api/admin/vouchers', adminBody({ code: 'ADMINNEW' }));
      expect(dup.statusCode).toBe(400);
      const edited = await admin('PUT', `/api/admin/vouchers/${id}`, adminBody({ code: 'ADMINNEW', dto: 20, id_lot: 5 }));
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ dto: 20, id_lot: 5 });
      expect(codesOf((await get(listUrl(expressQuery), t.clientB.headers)).json())).not.toContain('ADMINNEW');
      await admin('PUT', `/api/admin/vouchers/${id}`, adminBody({ code: 'ADMINNEW', dto: 20 }));
      const retired = await admin('DELETE', `/api/admin/vouchers/${id}`);
      expect(retired.statusCode).toBe(200);
      expect(retired.json().retired_at).not.toBeNull();
      expect(codesOf((await get(listUrl(expressQuery), t.clientB.headers)).json())).not.toContain('ADMINNEW');
      const offer = (await calc({ ...stay, productId: EXPRESS, voucher_code: 'ADMINNEW' }, t.clientB.headers)).json().offer;
      expect(offer.voucher.error).toBe('Este bono no existe.');
      expect((await admin('DELETE', '/api/admin/vouchers/999999')).statusCode).toBe(404);
      expect((await admin('POST', '/api/admin/vouchers', adminBody({ code: 'NOVALUE', dto: null, dto_euro: null }))).statusCode).toBe(400);
    });
  });
});
