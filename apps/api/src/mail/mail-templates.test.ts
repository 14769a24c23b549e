import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_IDS, type Product } from '@parking/domain/contracts/catalog';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build script without types
import { compileMailTemplate } from '../../scripts/mail-template-compiler.mjs';
import type { ReservationRow } from '../reservations/reservation-repository';
import { composeConfirmation } from './confirmation-mail';
import { renderTemplate } from './render-template';

const templates = join(import.meta.dirname, 'templates');

describe('compiled mail templates (decision 0011)', () => {
  it('confirmation.generated.ts is what MJML makes of confirmation.mjml today (run npm run mail:templates -w @parking/api)', async () => {
    const source = readFileSync(join(templates, 'confirmation.mjml'), 'utf8');
    const compiled = await compileMailTemplate(source, 'confirmation.mjml');
    expect(readFileSync(join(templates, 'confirmation.generated.ts'), 'utf8')).toBe(compiled);
  }, 30_000);
});

describe('renderTemplate', () => {
  it('escapes {{text}}, keeps {{{html}}}, and refuses a placeholder without a value', () => {
    expect(renderTemplate('<p title="{{a}}">{{a}}</p>{{{b}}}', { a: '"<x>&' }, { b: '<br>' })).toBe('<p title="&quot;&lt;x&gt;&amp;">&quot;&lt;x&gt;&amp;</p><br>');
    expect(() => renderTemplate('{{missing}}', {})).toThrow(/missing/);
    expect(() => renderTemplate('{{{missing}}}', {})).toThrow(/missing/);
  });
});

const product: Product = {
  id: PRODUCT_IDS.expressPrat,
  name: 'Parking Express Aeropuerto de Barcelona',
  service: 'express',
  idLot: 1,
  placeId: 1,
  description: '',
  long_description: 'Aparcamiento vigilado.',
  warning_before_buy: { name: 'Lanzadera', body: 'La lanzadera tarda 5 minutos.' },
  terminals: [{ id: 41, common_terminal_id: 1, name_short: 'T1', name: 'Terminal 1' }],
  openingHours: { type: 2, open: '00:00', close: '23:45' },
  specific_checkin_hours: null,
  specific_checkout_hours: null,
  flight_required: true,
  location: { city: 'El Prat de Llobregat', latitude: 41.3046, longitude: 2.0807 },
};

const row = (over: Partial<ReservationRow> = {}): ReservationRow =>
  ({
    id: 7,
    hash: 'h',
    reference: 'PK_7_abcdef12',
    productId: product.id,
    startAt: new Date('2026-06-10T08:00:00Z'),
    endAt: new Date('2026-06-12T08:00:00Z'),
    status: 'confirmed',
    paymentMethod: 'parking',
    paymentStatus: 'not_required',
    lang: 'es',
    driverName: 'Ana <b>',
    driverSurname: 'García',
    email: 'ana@example.com',
    plate: '1234 BCD',
    flightNumber: null,
    inTerminal: 41,
    promoCode: null,
    priceLines: {},
    totalCents: 2095,
    createdAt: new Date('2026-05-01T10:00:00Z'),
    ...over,
  }) as ReservationRow;

describe('composeConfirmation: the payment state as it is (issue 9.2)', () => {
  it.each([
    ['pay at the car park', { paymentMethod: 'parking' }, 'Pagarás en el parking.', 'Reserva confirmada'],
    ['card paid', { paymentMethod: 'card', paymentStatus: 'succeeded' }, 'Pagado con tarjeta.', 'Reserva confirmada'],
    ['card awaiting payment', { paymentMethod: 'card', paymentStatus: 'pending', status: 'pending_payment' }, 'Has elegido pagar con tarjeta y el pago aún no se ha completado.', 'Reserva pendiente de pago'],
  ] as const)('%s', (_case, over, sentence, heading) => {
    const mail = composeConfirmation(row(over as Partial<ReservationRow>), product, 'es', 'http://x/confirmation?reservation_token=t');
    expect(mail.text).toContain(sentence);
    expect(mail.html).toContain(sentence);
    expect(mail.html).toContain(`<h1 style="margin:0;font-size:24px;line-height:30px;">${heading}</h1>`);
  });

  it('escapes what the traveller typed in the HTML part', () => {
    const mail = composeConfirmation(row(), product, 'es', 'http://x/c?reservation_token=t');
    expect(mail.html).toContain('Hola Ana &lt;b&gt;:');
    expect(mail.html).not.toContain('Ana <b>');
  });

  it('lists each extra by name and price in both parts', () => {
    const mail = composeConfirmation(row(), product, 'en', 'http://x/c?reservation_token=t', [
      { name: 'Exterior wash', priceCents: 1200 },
      { name: 'Reserved covered space', priceCents: 1500 },
    ]);
    expect(mail.text).toContain('Exterior wash: €12.00');
    expect(mail.text).toContain('Reserved covered space: €15.00');
    expect(mail.html).toMatch(/Exterior wash<\/th><td[^>]*>€12\.00<\/td>/);
  });
});

describe('cost', () => {
  it('composing a confirmation (template fill + .ics) is cheap next to a booking (no MJML at run time)', () => {
    const r = row();
    for (let i = 0; i < 200; i++) composeConfirmation(r, product, 'es', 'http://x/c?reservation_token=t');
    const n = 2000;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) composeConfirmation(r, product, 'es', 'http://x/c?reservation_token=t');
    const perMail = (performance.now() - t0) / n;
    console.log(`composeConfirmation: ${(perMail * 1000).toFixed(0)} µs per mail`);
    // A sanity bound only: the machine is shared, figures vary (docs: decision 0011).
    expect(perMail).toBeLessThan(20);
  });
});

