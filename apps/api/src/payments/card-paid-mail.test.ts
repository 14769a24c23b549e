import { asc, eq, sql } from 'drizzle-orm';
import { PAYMENT_HOLD_MINUTES, PENDING_MAIL_DELAY_MINUTES } from '@parking/domain/payments/payment-state';
import { formatDisplayDateTime } from '@parking/domain/time/madrid';
import { describe, expect, it } from 'vitest';
import { outbox } from '../db/schema-reservations';
import { EXTRA } from '../seed/seed-data/extras';
import { claimDueMails } from '../mail/outbox-relay';
import { bookingBody } from '../test/reservation-fixtures';
import { backends, TEST_NOW, useApp } from '../test/build';

/**
 * Issue 9.1: "when a card payment succeeds the confirmation mail must state the card was
 * paid". A card booking queues only an 'awaiting payment' mail, held back for
 * PENDING_MAIL_DELAY_MINUTES; the transaction that confirms the booking drops it if unsent
 * and queues the confirmation, which says how the booking is paid.
 */
const CARD_OK = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };
const CARD_3DS = { ...CARD_OK, card_number: '4000 0000 0000 3220' };
const CARD_DECLINED = { ...CARD_OK, card_number: '4000 0000 0000 0002' };
const minutes = (m: number) => new Date(TEST_NOW.getTime() + m * 60_000);

describe.each(backends)("a card booking's mail says the card was paid, on %s", (backend) => {
  const h = useApp(backend);
  let n = 0;

  async function book(lang: string, method: 'card' | 'parking' = 'card', extra: Record<string, unknown> = {}) {
    const email = `card-mail-${backend}-${++n}@example.com`;
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: { 'idempotency-key': `card-mail-${crypto.randomUUID()}` },
      payload: bookingBody({ lang, payment_method: method, reservation: { ...bookingBody().reservation, email }, ...extra }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return { email, token: res.json().reservation_token as string, reference: res.json().reference as string };
  }
  const mailsTo = (email: string) => h.app.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.id));
  const as = (token: string) => ({ 'x-reservation-token': token });
  const checkCard = (token: string, card: object) => h.app.inject({ method: 'POST', url: '/api/reservation/payment/check-card', payload: card, headers: as(token) });
  const tokenOf = (text: string) => /\/confirmation\?reservation_token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

  it('booking by card queues only the awaiting-payment mail, not due for PENDING_MAIL_DELAY_MINUTES', async () => {
    const { email, reference } = await book('es');
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Reserva pendiente de pago ${reference}`);
    expect(mail!.nextAttemptAt).toEqual(minutes(PENDING_MAIL_DELAY_MINUTES));
    // The reminder names the end of the hold, Madrid time.
    expect(mail!.text).toContain(`Guardamos tu plaza hasta el ${formatDisplayDateTime(minutes(PAYMENT_HOLD_MINUTES))}`);
    // Not sent by the relay before then.
    expect((await claimDueMails(h.app.db, TEST_NOW, { id: mail!.id })).length).toBe(0);
  });

  it('a card paid at once: one mail, "Reserva confirmada", paid by card, due now, with a link that opens it', async () => {
    const { email, reference, token } = await book('es', 'card', { id_wash_extra: EXTRA.exteriorWash });
    expect((await checkCard(token, CARD_OK)).json()).toEqual({ status: 'succeeded' });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Reserva confirmada ${reference}`);
    expect(mail!.text).toContain('Pagado con tarjeta.');
    expect(mail!.html).toContain('Pagado con tarjeta.');
    expect(mail!.text).not.toContain('pendiente');
    expect(mail!.text).not.toContain('Pagarás en el parking');
    expect(mail!.nextAttemptAt).toBeNull();
    expect(mail!.reservationId).not.toBeNull();
    // The extras by name, and the calendar, as the booking's own mail had them.
    expect(mail!.text).toMatch(/Lavado exterior: \d+,\d{2}/);
    expect(mail!.attachments?.[0]?.filename).toBe(`${reference}.ics`);
    // A fresh token in the link opens the same reservation (decision 0009: the first is kept hashed).
    const linkToken = tokenOf(mail!.text);
    expect(linkToken).toBeDefined();
    expect(linkToken).not.toBe(token);
    const view = await h.app.inject({ method: 'GET', url: '/api/reservation', headers: as(linkToken!) });
    expect(view.json()).toMatchObject({ reference, status: 'confirmed', payment_status: 'succeeded' });
  });

  it('3-D Secure authorised: the confirmation says paid by card (en)', async () => {
    const { email, reference, token } = await book('en');
    const challenge = (await checkCard(token, CARD_3DS)).json();
    expect(await mailsTo(email)).toHaveLength(1);
    await h.app.inject({
      method: 'POST',
      url: challenge.challenge_url.split('?')[0],
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=authorise',
    });
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([`Booking confirmed ${reference}`]);
    expect(mails[0]!.text).toContain('Paid by card.');
  });

  it('a declined card changes no mail; choosing the car park then confirms it with "pay at the car park"', async () => {
    const { email, reference, token } = await book('es');
    expect((await checkCard(token, CARD_DECLINED)).json()).toEqual({ status: 'declined' });
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([`Reserva pendiente de pago ${reference}`]);
    expect((await h.app.inject({ method: 'POST', url: '/api/reservation/payment/cancel', payload: {}, headers: as(token) })).statusCode).toBe(200);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([`Reserva confirmada ${reference}`]);
    expect(mails[0]!.text).toContain('Pagarás en el parking.');
  });

  it('an awaiting-payment mail already sent stays; the confirmation follows it', async () => {
    const { email, reference, token } = await book('es');
    const [pending] = await mailsTo(email);
    await h.app.db.execute(sql`update outbox set sent_at = ${minutes(PENDING_MAIL_DELAY_MINUTES).toISOString()}::timestamptz where id = ${pending!.id}`);
    await checkCard(token, CARD_OK);
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([`Reserva pendiente de pago ${reference}`, `Reserva confirmada ${reference}`]);
  });

  it('a booking paid at the car park: one mail at booking, due at once, none more from "cancel payment"', async () => {
    const { email, reference, token } = await book('es', 'parking');
    await h.app.inject({ method: 'POST', url: '/api/reservation/payment/cancel', payload: {}, headers: as(token) });
    const mails = await mailsTo(email);
    expect(mails.map((m) => [m.subject, m.nextAttemptAt])).toEqual([[`Reserva confirmada ${reference}`, null]]);
  });
});
