import { SERVICE_PHOTO_MAX_BYTES } from '@parking/domain/car-services/custom-requests';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sweepOnce } from '../payments/payment-sweep';
import { backends, TEST_NOW, useApp } from '../test/build';
import { bookingBody } from '../test/reservation-fixtures';

// Issue 16.3 "custom service request (free text, photos optional)": photos uploaded before
// booking (base64 JSON), owned by an upload token, attached to the reservation by the booking,
// counted in the offer, the reservation view and the mail, linked in the workshop's order list.
const ADMIN = 'cs-admin-token-0123456789';
const CS_TERMS = { salesTerms: true, insurance: true, vehicleMove: true };
const png = (n = 64) => {
  const b = Buffer.alloc(n, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b);
  return b;
};
const jpeg = (n = 64) => {
  const b = Buffer.alloc(n, 9);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(b);
  return b;
};
const webp = () => Buffer.concat([Buffer.from('RIFF'), Buffer.from([40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 1)]);
const dataUrl = (b: Buffer, type = 'image/png') => `data:${type};base64,${b.toString('base64')}`;

describe.each(backends)('custom service request photos on %s', (backend) => {
  const h = useApp(backend, { config: { adminToken: ADMIN } });
  const post = (photo: string, token?: string, lang = 'es') =>
    h.app.inject({ method: 'POST', url: '/api/carservice/photos', payload: { photo }, headers: { 'accept-language': lang, ...(token ? { 'x-photo-upload-token': token } : {}) } });
  const get = (url: string, token?: string) => h.app.inject({ method: 'GET', url, headers: token ? { 'x-photo-upload-token': token } : {} });

  it('a first photo starts an upload (its 256-bit token answered once); more join it; each is read back only with the token', async () => {
    const first = await post(dataUrl(png()));
    expect(first.statusCode, first.body).toBe(201);
    const a = first.json();
    expect(a.upload_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).toMatchObject({ photos: [{ content_type: 'image/png', bytes: 64 }], remaining: 2 });
    // the declared type is not believed: JPEG bytes in a "png" data URL are a JPEG; bare base64 is fine
    const second = (await post(dataUrl(jpeg(100), 'image/png'), a.upload_token)).json();
    expect(second.upload_token).toBeNull();
    expect(second.photos.map((p: { content_type: string }) => p.content_type)).toEqual(['image/png', 'image/jpeg']);
    const third = (await post(webp().toString('base64'), a.upload_token)).json();
    expect(third).toMatchObject({ remaining: 0 });
    expect(third.photos[2].content_type).toBe('image/webp');

    const list = await get('/api/carservice/photos', a.upload_token);
    expect(list.json().photos).toHaveLength(3);
    const one = await get(a.photos[0].url, a.upload_token);
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('image/png');
    expect(one.headers['x-content-type-options']).toBe('nosniff');
    expect(one.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(one.rawPayload, png())).toBe(0);

    // a stranger: no token, a made-up token, another upload's token
    const other = (await post(dataUrl(png()))).json().upload_token as string;
    for (const t of [undefined, 'A'.repeat(43), other]) {
      expect((await get(a.photos[0].url, t)).statusCode).toBe(404);
    }
    expect((await get('/api/carservice/photos', undefined)).json()).toMatchObject({ code: 'API_ERROR_NOT_FOUND' });
    // another upload cannot delete it either
    expect((await h.app.inject({ method: 'DELETE', url: a.photos[0].url, headers: { 'x-photo-upload-token': other } })).statusCode).toBe(404);
    const del = await h.app.inject({ method: 'DELETE', url: a.photos[0].url, headers: { 'x-photo-upload-token': a.upload_token } });
    expect(del.json()).toMatchObject({ remaining: 1 });
  });

  it('refuses a 4th photo (400), a photo over 2 MB (413), a type that is not JPEG, PNG or WebP (400), with codes and reasons in the caller\'s language', async () => {
    const t = (await post(dataUrl(png()))).json().upload_token as string;
    await post(dataUrl(png()), t);
    await post(dataUrl(png()), t);
    const fourth = await post(dataUrl(png()), t, 'en');
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json()).toMatchObject({ code: 'API_ERROR_VALIDATION', details: [{ field: 'photo', code: 'too_many_photos', reason: 'You can attach at most 3 photos to your request.' }] });

    const big = await post(dataUrl(jpeg(SERVICE_PHOTO_MAX_BYTES + 1)), undefined, 'fr');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'API_ERROR_PAYLOAD_TOO_LARGE', details: [{ field: 'photo', code: 'photo_too_large', reason: 'La photo dépasse 2 Mo. Réduisez sa taille et réessayez.' }] });
    // exactly 2 MB is accepted
    expect((await post(dataUrl(jpeg(SERVICE_PHOTO_MAX_BYTES)))).statusCode).toBe(201);
    // a body far over the route's limit is refused before it is read
    const huge = await post('A'.repeat(4 * 1024 * 1024), undefined, 'ca');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('API_ERROR_PAYLOAD_TOO_LARGE');

    for (const [bad, lang, reason] of [
      [dataUrl(Buffer.from('GIF89a-------------'), 'image/gif'), 'es', 'La foto debe ser una imagen JPEG, PNG o WebP.'],
      [dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png'), 'ca', 'La foto ha de ser una imatge JPEG, PNG o WebP.'],
      ['not base64 at all!', 'en', 'The photo must be a JPEG, PNG or WebP image.'],
    ] as const) {
      const res = await post(bad, undefined, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'API_ERROR_VALIDATION', details: [{ field: 'photo', code: 'invalid_photo', reason }] });
    }
  });

  it('photos sent at once into one upload never pass 3', async () => {
    const t = (await post(dataUrl(png()))).json().upload_token as string;
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(dataUrl(png()), t)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(4);
    expect((await get('/api/carservice/photos', t)).json().photos).toHaveLength(3);
  });

  it('the offer counts the photos; the booking attaches them: the view and the mail count them, the workshop\'s list links them, the token opens nothing more', async () => {
    const t = (await post(dataUrl(png()))).json().upload_token as string;
    const added = (await post(dataUrl(jpeg()), t)).json();
    const request = { description: 'Ruido al frenar en la rueda delantera izquierda', photo_upload_token: t };
    const offer = await h.app.inject({ method: 'POST', url: '/api/offers/calculate', payload: { ...bookingBody(), service_request: request } });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json().offer.service_request).toEqual({ description: request.description, photos: 2, price: 0, quote_later: true });
    const unknown = await h.app.inject({ method: 'POST', url: '/api/offers/calculate', payload: { ...bookingBody(), service_request: { ...request, photo_upload_token: 'B'.repeat(43) } }, headers: { 'accept-language': 'en' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0]).toMatchObject({ field: 'service_request.photo_upload_token', code: 'unknown_photo_upload' });

    const body = bookingBody({ terms: CS_TERMS, service_request: request, reservation: { ...bookingBody().reservation, email: 'photos@example.com', plate: '4321 PHT' } });
    const res = await h.app.inject({ method: 'POST', url: '/api/reservations', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    expect(r.car_services_booking.service_request).toEqual({ description: request.description, photos: 2 });
    const mail = (await h.database.db.execute(sql`select text from outbox where "to" = 'photos@example.com'`)) as unknown as { rows: { text: string }[] };
    expect(mail.rows[0]!.text).toContain(`${request.description} (Fotos adjuntas: 2)`);

    // booked: the upload's token opens nothing more, and cannot be booked again
    expect((await get('/api/carservice/photos', t)).statusCode).toBe(404);
    expect((await get(added.photos[1].url, t)).statusCode).toBe(404);
    expect((await post(dataUrl(png()), t)).statusCode).toBe(404);
    const again = await h.app.inject({ method: 'POST', url: '/api/reservations', payload: { ...body, reservation: { ...body.reservation, plate: '4322 PHT' } } });
    expect(again.statusCode).toBe(400);

    // the workshop's list: count and links, read with the admin token only
    const orders = (await h.app.inject({ method: 'GET', url: '/api/admin/workshop-orders', headers: { 'x-admin-token': ADMIN } })).json().orders as {
      id: number;
      reference: string;
      service_request: { photos: number; photo_links: string[] } | null;
    }[];
    const order = orders.find((o) => o.reference === r.reference)!;
    expect(order.service_request).toMatchObject({ description: request.description, photos: 2 });
    expect(order.service_request!.photo_links).toHaveLength(2);
    const link = order.service_request!.photo_links[1]!;
    const img = await h.app.inject({ method: 'GET', url: link, headers: { 'x-admin-token': ADMIN } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(img.rawPayload, jpeg())).toBe(0);
    expect((await h.app.inject({ method: 'GET', url: link })).statusCode).toBe(401);
    // a photo of this order through another order's link is not found
    const other = orders.find((o) => o.id !== order.id);
    if (other) expect((await h.app.inject({ method: 'GET', url: `/api/admin/workshop-orders/${other.id}/photos/${added.photos[1].id}`, headers: { 'x-admin-token': ADMIN } })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: `/api/admin/workshop-orders/${order.id}/photos/999999`, headers: { 'x-admin-token': ADMIN } })).statusCode).toBe(404);
  });

  it('the sweep deletes uploads never booked once they are no longer accepted (24 h), with their photos; booked ones stay', async () => {
    const t = (await post(dataUrl(png()))).json().upload_token as string;
    const count = async () => Number(((await h.database.db.execute(sql`select count(*)::int as n from service_photo_uploads where reservation_id is null`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const booked = async () => Number(((await h.database.db.execute(sql`select count(*)::int as n from service_photos p join service_photo_uploads u on u.id = p.upload_id where u.reservation_id is not null`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    expect(await count()).toBeGreaterThan(0);
    const keptPhotos = await booked();
    expect(keptPhotos).toBeGreaterThan(0); // the previous test's booking
    const deps = { db: h.database.db, log: h.app.log, onExpired: async () => {}, voidPayment: async () => {} };
    // 23 h later the upload is still open
    await sweepOnce({ ...deps, now: () => new Date(TEST_NOW.getTime() + 23 * 3_600_000) });
    expect((await get('/api/carservice/photos', t)).statusCode).toBe(200);
    await sweepOnce({ ...deps, now: () => new Date(TEST_NOW.getTime() + 25 * 3_600_000) });
    expect(await count()).toBe(0);
    expect(Number(((await h.database.db.execute(sql`select count(*)::int as n from service_photos p join service_photo_uploads u on u.id = p.upload_id where u.reservation_id is null`)) as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
    expect(await booked()).toBe(keptPhotos);
  });
});
