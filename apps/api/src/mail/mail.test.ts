import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema-reservations';
import { bookingBody } from '../test/reservation-fixtures';
import { backends, listenOnFreePort, useApp } from '../test/build';

describe.each(backends)('confirmation e-mail on %s', (backend) => {
  const h = useApp(backend);

  it.each([
    ['es', 'Reserva confirmada', 'Entrada: 10/06/2026 10:00', 'Cómo llegar'],
    ['fr', 'Réservation confirmée', 'Arrivée\u00a0: 10/06/2026 10:00', 'Comment y aller'],
    ['en', 'Booking confirmed', 'Check-in: 10/06/2026 10:00', 'How to get there'],
    ['ca', 'Reserva confirmada', 'Entrada: 10/06/2026 10:00', 'Com arribar-hi'],
  ])('lands in the outbox in the booking language (%s)', async (lang, subject, checkIn, howTo) => {
    const email = `mail-${lang}@example.com`;
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/reservations',
      payload: bookingBody({ lang, reservation: { ...bookingBody().reservation, email } }),
    });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json();
    const list = await h.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(list.statusCode).toBe(200);
    const [mail] = list.json().mails;
    expect(mail).toMatchObject({ to: email, subject: `${subject} ${reference}`, lang, sent_at: null });
    expect(mail.text).toContain(reference);
    // Issue 7.2: the mail's link carries the access token the create answer gave (decision 0009).
    const link = `http://localhost:3000/confirmation?reservation_token=${res.json().reservation_token}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(checkIn);
    expect(mail.text).toContain('Terminal 1');
    expect(mail.text).toMatch(/\d+[.,]\d{2}/);
    expect(mail.text).toContain(howTo);
    expect(mail.html).toMatch(new RegExp(`<html lang="${lang}"[ >]`));
    expect(mail.html).toContain(reference);
  });

  it('a card booking, queued before the charge, does not tell the guest to pay at the car park', async () => {
    const email = 'mail-card@example.com';
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/reservations',
      payload: bookingBody({ lang: 'en', payment_method: 'card', reservation: { ...bookingBody().reservation, email } }),
    });
    expect(res.statusCode).toBe(201);
    const [mail] = (await h.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json().mails;
    expect(mail.text).toContain('You chose to pay by card and the payment has not been completed yet. We hold your space until ');
    // Issue 7.7: not confirmed before the payment goes through.
    expect(mail.subject).toBe(`Booking awaiting payment ${res.json().reference}`);
    expect(mail.text).not.toContain('Your booking is confirmed');
    expect(mail.text).not.toContain('\nYou will pay at the car park.');
  });

  it('names the applied promo code and its discount (spec 4 promo; the guest sees why the total is lower)', async () => {
    const email = 'mail-promo@example.com';
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/reservations',
      payload: bookingBody({ lang: 'en', promoCode: 'WELCOME10', reservation: { ...bookingBody().reservation, email } }),
    });
    expect(res.statusCode).toBe(201);
    const [mail] = (await h.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json().mails;
    expect(mail.text).toMatch(/Promo code: WELCOME10 \(\u2212.*\d+\.\d{2}\)/);
  });

  it('has no promo row when no code was applied', async () => {
    const [mail] = (await h.app.inject({ method: 'GET', url: '/api/dev/outbox?to=mail-en%40example.com' })).json().mails;
    expect(mail.text).not.toContain('Promo code');
  });

  it('lists the newest mail first', async () => {
    const mails = (await h.app.inject({ method: 'GET', url: '/api/dev/outbox' })).json().mails as { id: number }[];
    expect(mails.length).toBeGreaterThanOrEqual(3);
    expect(mails.map((m) => m.id)).toEqual([...mails.map((m) => m.id)].sort((a, b) => b - a));
  });

  it('finds a guest mail by address even when newer mails fill the limit', async () => {
    const list = (q: string) => h.app.inject({ method: 'GET', url: `/api/dev/outbox?${q}` }).then((r) => r.json().mails as { to: string }[]);
    // mail-es@ was written before the card and fr/en/ca mails: outside a limit of 1.
    expect((await list('limit=1'))[0]?.to).not.toBe('mail-es@example.com');
    const found = await list('limit=1&to=MAIL-ES@example.com');
    expect(found.map((m) => m.to)).toEqual(['mail-es@example.com']);
  });
});

describe.each(backends)('a failing SMTP server on %s', (backend) => {
  // A port that accepts and closes at once: every SMTP conversation fails.
  const server = createServer((s) => s.destroy());
  let port = 0;
  // port 0: the system picks a free one (issue 7.12), before the app boots with its address
  beforeAll(async () => {
    port = await listenOnFreePort(server);
  });
  afterAll(() => {
    if (server.listening) server.close();
  });
  const h = useApp(backend, { config: () => ({ mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Parking <p@example.com>' } }) });

  it('never loses the booking: the mail stays unsent in the outbox', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody() });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    let row: typeof outbox.$inferSelect | undefined;
    for (let i = 0; i < 400 && !row?.lastError; i++) {
      [row] = await h.database.db.select().from(outbox).where(eq(outbox.reservationId, id));
      if (!row?.lastError) await new Promise((r) => setTimeout(r, 50));
    }
    // Kept for the relay's next try (issue 7.9), not given up after one failure.
    expect(row).toMatchObject({ failed: false, sentAt: null, attempts: 1 });
    const headers = { 'x-reservation-token': res.json().reservation_token };
    expect((await h.app.inject({ method: 'GET', url: `/api/reservations/${res.json().reference}`, headers })).statusCode).toBe(200);
    server.close();
  });
});

/**
 * The smallest SMTP server nodemailer talks to: enough of RFC 5321 to take one message.
 * Not our own server, so a stand-in is fair; it keeps what it received.
 */
function smtpSink(received: string[]) {
  return createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += String(chunk);
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        received.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        inData = false;
        socket.write('250 queued\r\n');
      }
      let nl: number;
      while (!inData && (nl = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, nl).toUpperCase();
        buffer = buffer.slice(nl + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 sink\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

describe.each(backends)('a working SMTP server on %s', (backend) => {
  const received: string[] = [];
  const server = smtpSink(received);
  let port = 0;
  beforeAll(async () => {
    port = await listenOnFreePort(server);
  });
  afterAll(() => {
    if (server.listening) server.close();
  });
  const h = useApp(backend, { config: () => ({ mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Parking <p@example.com>' } }) });

  it('sends the confirmation and marks the outbox row sent', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody({ lang: 'ca' }) });
    expect(res.statusCode).toBe(201);
    const { id, reference } = res.json();
    let row: typeof outbox.$inferSelect | undefined;
    for (let i = 0; i < 400 && !row?.sentAt; i++) {
      [row] = await h.database.db.select().from(outbox).where(eq(outbox.reservationId, id));
      if (!row?.sentAt) await new Promise((r) => setTimeout(r, 50));
    }
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.failed).toBe(false);
    expect(received.join('\n')).toContain(reference);
    server.close();
  });
});

describe('outbox route in production', () => {
  const h = useApp('pglite', { config: { devRoutes: false } });
  it('does not exist', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
  });
});
