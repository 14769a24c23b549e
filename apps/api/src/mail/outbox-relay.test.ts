import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/app';
import { testConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { outbox } from '../db/schema-reservations';
import { bookingBody } from '../test/reservation-fixtures';
import { backends, createTestDatabase, TEST_NOW, type TestDatabase, useApp } from '../test/build';
import { EXPRESS } from '../test/reservation-fixtures';
import { attachmentsOfSource, composeConfirmation, confirmationParts, htmlOfSource } from './confirmation-mail';
import { enqueueMail } from './outbox-repository';
import { createOutboxRelay, MAIL_MAX_ATTEMPTS, mailBackoffMs, type MailTransport, type RelayLog, smtpTransport } from './outbox-relay';

/**
 * A stand-in SMTP server (SMTP is an outside service): enough of RFC 5321 for nodemailer.
 * It refuses the first `refuse` connections with a 421 greeting, waits `delayMs` before
 * accepting each message, and keeps what it accepted. Listens on port 0.
 */
class FakeSmtp {
  readonly received: string[] = [];
  connections = 0;
  private server: Server;
  constructor(
    private refuse = 0,
    private delayMs = 0,
  ) {
    this.server = createServer((socket) => {
      this.connections++;
      if (this.connections <= this.refuse) {
        socket.end('421 4.3.2 busy, try again later\r\n');
        return;
      }
      let inData = false;
      let buffer = '';
      socket.write('220 fake ESMTP\r\n');
      socket.on('error', () => {});
      socket.on('data', (chunk) => {
        buffer += String(chunk);
        for (;;) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end < 0) return;
            const message = buffer.slice(0, end);
            buffer = buffer.slice(end + 5);
            inData = false;
            setTimeout(() => {
              this.received.push(message);
              socket.write('250 queued\r\n');
            }, this.delayMs);
            continue;
          }
          const nl = buffer.indexOf('\r\n');
          if (nl < 0) return;
          const line = buffer.slice(0, nl).toUpperCase();
          buffer = buffer.slice(nl + 2);
          if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 fake\r\n');
          else if (line.startsWith('DATA')) {
            inData = true;
            socket.write('354 go on\r\n');
          } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
  }
  async listen(): Promise<string> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  close(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
}

function recordingLog() {
  const lines: { level: string; obj: object; msg: string }[] = [];
  const log: RelayLog = {
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
  return { log, lines };
}

const at = (ms: number) => () => new Date(TEST_NOW.getTime() + ms);
const FROM = 'Parking <p@example.com>';

async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.each(backends)('outbox relay on %s (issue 7.9)', (backend) => {
  const smtp = new FakeSmtp(2);
  const config = { mail: { smtpUrl: '', from: FROM } };
  beforeAll(async () => {
    config.mail.smtpUrl = await smtp.listen();
  });
  afterAll(() => smtp.close());
  const h = useApp(backend, { config });

  it('an SMTP server that refuses twice still receives the mail on the third try, after the backoff', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody({ lang: 'en', reservation: { ...bookingBody().reservation, email: 'relay@example.com' } }) });
    expect(res.statusCode).toBe(201);
    const { id, reference } = res.json();
    const row = () => h.database.db.select().from(outbox).where(eq(outbox.reservationId, id)).then((r) => r[0]!);
    // First try: the send right after the commit, refused.
    const first = await waitFor(row, (r) => r.attempts === 1 && r.nextAttemptAt!.getTime() < TEST_NOW.getTime() + 60_000);
    expect(first).toMatchObject({ attempts: 1, sentAt: null, failed: false });
    expect(first.nextAttemptAt).toEqual(new Date(TEST_NOW.getTime() + mailBackoffMs(1)));
    expect(first.lastError).toContain('421');

    const relay = (now: () => Date) => createOutboxRelay({ db: h.database.db, transport: smtpTransport(config.mail.smtpUrl), from: FROM, log: recordingLog().log, now });
    // Before the backoff ends nothing is tried.
    expect(await relay(at(10_000)).relayOnce()).toBe(0);
    expect(smtp.connections).toBe(1);
    // Second try, refused: the next one waits twice as long.
    expect(await relay(at(31_000)).relayOnce()).toBe(0);
    expect(await row()).toMatchObject({ attempts: 2, sentAt: null, failed: false, nextAttemptAt: new Date(TEST_NOW.getTime() + 31_000 + mailBackoffMs(2)) });
    expect(await relay(at(60_000)).relayOnce()).toBe(0);
    expect(smtp.connections).toBe(2);
    // Third try: delivered and marked sent.
    expect(await relay(at(31_000 + mailBackoffMs(2))).relayOnce()).toBe(1);
    expect(smtp.connections).toBe(3);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain(reference);
    const sent = await row();
    expect(sent).toMatchObject({ attempts: 3, failed: false, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    // Sent rows are never sent again.
    expect(await relay(at(3_600_000)).relayOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it(`marks a row failed and logs it after ${MAIL_MAX_ATTEMPTS} failed attempts`, async () => {
    const id = await enqueueMail(h.database.db, { to: 'never@example.com', subject: 'never', text: 't', html: 'h', lang: 'en' }, null);
    const down: MailTransport = {
      send: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
      close: () => {},
    };
    const { log, lines } = recordingLog();
    let clock = TEST_NOW.getTime() + 3_600_000;
    for (let i = 0; i < MAIL_MAX_ATTEMPTS + 2; i++) {
      await createOutboxRelay({ db: h.database.db, transport: down, from: FROM, log, now: () => new Date(clock) }).deliver(id);
      clock += 2 * 3_600_000;
    }
    const [row] = await h.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, failed: true, sentAt: null });
    const errors = lines.filter((l) => l.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.obj).toMatchObject({ outboxId: id, attempts: MAIL_MAX_ATTEMPTS, code: 'ECONNREFUSED' });
    // The log names the row, never the address.
    expect(JSON.stringify(lines)).not.toContain('never@example.com');
  });
});

describe.each(backends)('a booking stores its confirmation HTML and .ics as their source, on %s (issue 20, decision 0039)', (backend) => {
  const h = useApp(backend);

  it('the row holds the source, not the HTML nor the .ics; the relay and the listing send those built from it', async () => {
    const email = 'html-source@example.com';
    const res = await h.app.inject({ method: 'POST', url: '/api/reservations', payload: bookingBody({ lang: 'fr', reservation: { ...bookingBody().reservation, email } }) });
    expect(res.statusCode).toBe(201);
    const { id, reference, reservation_token: token } = res.json();
    const raw = (await h.database.db.execute(sql`select id, html, attachments, source from outbox where reservation_id = ${id}`)) as unknown as { rows: { id: number; html: string | null; attachments: unknown; source: unknown }[] };
    expect(raw.rows).toHaveLength(1);
    const row = raw.rows[0]!;
    expect(row.html).toBeNull();
    expect(row.attachments).toBeNull();
    const source = typeof row.source === 'string' ? row.source : JSON.stringify(row.source);
    // a few KB instead of the ~24 KB of HTML and .ics
    expect(source.length).toBeLessThan(8_000);

    const listed = (await h.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).json().mails[0];
    expect(listed.html).toMatch(/^<!doctype html>/i);
    expect(listed.html).toMatch(/<html lang="fr"[ >]/);
    expect(listed.html).toContain(`href="http://localhost:3000/confirmation?reservation_token=${token}"`);
    expect(listed.html).toContain(reference);
    expect(listed.html).toContain('Terminal 1');
    expect(listed.html.length).toBeGreaterThan(source.length);
    expect(listed.attachments).toHaveLength(1);
    expect(listed.attachments[0]).toMatchObject({ filename: `${reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    expect(listed.attachments[0].content).toContain(`UID:drop-off-${reference}@`);

    const sent: { html: string; text: string; attachments?: unknown }[] = [];
    const recording: MailTransport = { send: async (m) => void sent.push(m), close: () => {} };
    expect(await createOutboxRelay({ db: h.database.db, transport: recording, from: FROM, log: recordingLog().log, now: () => TEST_NOW }).deliver(row.id)).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.html).toBe(listed.html);
    expect(sent[0]!.text).toBe(listed.text);
    expect(sent[0]!.attachments).toEqual(listed.attachments);
  });

  it('the HTML and .ics built from the source (through JSON, as stored) are exactly the composed ones', () => {
    for (const lang of ['es', 'ca', 'en', 'fr'] as const) {
      const input = {
        reference: 'K7MX4PQA',
        productId: EXPRESS,
        startAt: new Date('2026-06-10T08:00:00Z'),
        endAt: new Date('2026-06-12T08:00:00Z'),
        createdAt: TEST_NOW,
        status: 'confirmed',
        paymentMethod: 'parking',
        paymentStatus: 'pending',
        paymentDueAt: null,
        driverName: 'Ana <b>&"O\'Neil"</b>',
        email: 'a@example.com',
        plate: '1234 BCD',
        flightNumber: 'IB 3101',
        inTerminal: 41,
        outTerminal: 42,
        promoCode: null,
        priceLines: { price: 4550 },
        totalCents: 4550,
        vehicle: { makeAndModel: 'Seat <León>', km: 12345 },
        pointsEarnedCents: 120,
      };
      const product = h.app.catalog.productIn(lang, EXPRESS);
      expect(product).toBeDefined();
      const link = 'http://localhost:3000/confirmation?reservation_token=abc_DEF-123';
      const extras = [{ name: 'Lavado & <exterior>', priceCents: 1500 }];
      const composed = composeConfirmation(input, product, lang, link, extras);
      const parts = confirmationParts(input, product, lang, link, extras);
      const stored = JSON.parse(JSON.stringify(parts.source));
      expect(htmlOfSource(stored)).toBe(composed.html);
      expect(attachmentsOfSource(stored)).toEqual(composed.attachments);
      expect(composed.attachments).toHaveLength(1);
      const { html: _html, attachments: _attachments, ...rest } = composed;
      const { source: _source, ...partsRest } = parts;
      expect(partsRest).toEqual(rest);
    }
  });
});

describe.each(backends)('two relays racing on %s (issue 7.9)', (backend) => {
  let test: TestDatabase;
  let second: Awaited<ReturnType<typeof openDatabase>> | null = null;
  const smtp = new FakeSmtp(0, 15);
  let url = '';
  beforeAll(async () => {
    url = await smtp.listen();
    test = await createTestDatabase(backend);
    // On PostgreSQL the second relay is another node: its own pool on the same database.
    if (test.url) second = await openDatabase({ kind: 'postgres', url: test.url });
  });
  afterAll(async () => {
    await second?.close();
    await test?.drop();
    await smtp.close();
  });

  it('send every mail exactly once', async () => {
    const db = test.database.db;
    for (let i = 0; i < 30; i++) await enqueueMail(db, { to: `race${i}@example.com`, subject: `race ${i}`, text: `race ${i}`, html: `<p>race ${i}</p>`, lang: 'es' }, null);
    const relay = (d: typeof db) => createOutboxRelay({ db: d, transport: smtpTransport(url), from: FROM, log: recordingLog().log, now: () => TEST_NOW });
    const [a, b] = await Promise.all([relay(db).relayOnce(), relay(second?.db ?? db).relayOnce()]);
    expect(a + b).toBe(30);
    if (second) expect(Math.min(a, b)).toBeGreaterThan(0);
    const subjects = smtp.received.map((m) => /^Subject: (.*)$/m.exec(m)?.[1]);
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
    const rows = await db.select().from(outbox);
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  });

  it('relays what is waiting when an app node starts', async () => {
    const id = await enqueueMail(test.database.db, { to: 'boot@example.com', subject: 'waiting at boot', text: 'x', html: 'x', lang: 'es' }, null);
    const app = await buildApp({ config: testConfig({ mail: { smtpUrl: url, from: FROM } }), db: test.database, now: () => TEST_NOW });
    try {
      await app.ready();
      const row = await waitFor(
        () => test.database.db.select().from(outbox).where(eq(outbox.id, id)).then((r) => r[0]!),
        (r) => r.sentAt !== null,
      );
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(smtp.received.some((m) => m.includes('Subject: waiting at boot'))).toBe(true);
    } finally {
      await app.close();
    }
  });
});

describe('database pool errors (issue 7.9)', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)('an idle connection killed by the server is logged, not swallowed', async () => {
    const test = await createTestDatabase('postgres', { seed: false });
    const database = await openDatabase({ kind: 'postgres', url: test.url! });
    try {
      const { log, lines } = recordingLog();
      database.setLogger(log);
      await database.db.execute(sql`select 1`);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [new URL(test.url!).pathname.slice(1)]);
      await admin.end();
      await waitFor(async () => lines.length, (n) => n > 0);
      expect(lines[0]).toMatchObject({ level: 'error', msg: expect.stringContaining('database pool') });
    } finally {
      await database.close();
      await test.drop();
    }
  });
});
