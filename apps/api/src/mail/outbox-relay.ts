import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import type { MailAttachment } from './composed-mail';
import { claimDueRows, markMailFailed, markMailSent, rescheduleMail } from './outbox-repository';

/**
 * The outbox relay (issue 7.9): every row of the outbox is sent, at least once, by whichever
 * app node claims it first.
 *
 * A row is due while it is not sent, not given up (`failed`) and its next_attempt_at is null
 * (new) or past. Claiming is one UPDATE over a `FOR UPDATE SKIP LOCKED` subselect: it counts
 * the attempt and moves next_attempt_at one lease ahead, so any number of nodes (and the
 * send right after a booking) may relay at once and a row is in one SMTP conversation at a
 * time. A node that dies mid-send leaves the row to be claimed again when the lease ends.
 * A failed send sets next_attempt_at by the backoff (30 s, 1 min, 2 min … capped at 1 h);
 * after MAIL_MAX_ATTEMPTS the row is marked `failed` and logged as an error.
 */
export const MAIL_MAX_ATTEMPTS = 8;
/** How long a claimed row is left to its claimer: longer than any SMTP timeout below. */
export const MAIL_LEASE_MS = 5 * 60_000;
export const MAIL_RELAY_INTERVAL_MS = 30_000;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;
const BATCH = 20;

/** Delay before the next try after `attempts` failed ones. */
export function mailBackoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

export interface OutboxMail {
  id: number;
  reservationId: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  /** files to attach (the booking's .ics, issue 9.2) */
  attachments: MailAttachment[];
}


/** The SMTP side, behind an interface: nodemailer in production, anything in a test. */
export interface MailTransport {
  send(mail: { from: string; to: string; subject: string; text: string; html: string; attachments?: MailAttachment[] }): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP_URL, with timeouts so a dead server cannot hold a claimed row for long. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  for (const [k, v] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '30000'],
  ] as const) {
    if (!url.searchParams.has(k)) url.searchParams.set(k, v);
  }
  let transport: Transporter | null = null;
  return {
    async send(mail) {
      transport ??= nodemailer.createTransport(url.toString());
      await transport.sendMail(mail);
    },
    close() {
      transport?.close();
      transport = null;
    },
  };
}

/** The part of a logger the relay writes to (pino's, i.e. app.log). */
export interface RelayLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Claims up to `limit` due rows (or the one row `id`, if due). See the module comment. */
export async function claimDueMails(db: Db, now: Date, opts: { limit?: number; id?: number } = {}): Promise<OutboxMail[]> {
  const rows = await claimDueRows(db, now, new Date(now.getTime() + MAIL_LEASE_MS), opts.limit ?? BATCH, opts.id);
  return rows
    .map((r) => ({
      id: r.id,
      reservationId: r.reservation_id,
      to: r.to,
      subject: r.subject,
      text: r.text,
      html: r.html,
      attempts: Number(r.attempts),
      // node-postgres parses jsonb; PGlite too, but a string is accepted either way.
      attachments: (typeof r.attachments === 'string' ? (JSON.parse(r.attachments) as MailAttachment[]) : r.attachments) ?? [],
    }))
    .sort((a, b) => a.id - b.id);
}

/** What an SMTP error says, without the message text (it may quote the address). */
function errorFacts(err: unknown): { code?: string; responseCode?: number; command?: string } {
  const e = (err ?? {}) as { code?: unknown; responseCode?: unknown; command?: unknown };
  return {
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.responseCode === 'number' ? { responseCode: e.responseCode } : {}),
    ...(typeof e.command === 'string' ? { command: e.command } : {}),
  };
}

export interface RelayDeps {
  db: Db;
  transport: MailTransport;
  from: string;
  log: RelayLog;
  now: () => Date;
}

export interface OutboxRelay {
  /** Sends every due row (batch after batch); resolves to the number sent. Never throws. */
  relayOnce(): Promise<number>;
  /** Sends this row now if it is due and nobody else holds it. Never throws. */
  deliver(outboxId: number): Promise<boolean>;
  /** relayOnce at once and every `intervalMs`; the returned function stops it and waits. */
  start(intervalMs?: number): () => Promise<void>;
}

export function createOutboxRelay({ db, transport, from, log, now }: RelayDeps): OutboxRelay {
  async function sendOne(mail: OutboxMail): Promise<boolean> {
    try {
      await transport.send({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.attachments.length ? { attachments: mail.attachments } : {}),
      });
    } catch (err) {
      const at = now();
      const facts = errorFacts(err);
      const lastError = `${facts.responseCode ?? facts.code ?? 'error'}: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500);
      if (mail.attempts >= MAIL_MAX_ATTEMPTS) {
        await markMailFailed(db, mail.id, lastError).catch((e: unknown) => log.error({ err: e, outboxId: mail.id }, 'outbox row could not be marked failed'));
        log.error({ outboxId: mail.id, reservationId: mail.reservationId, attempts: mail.attempts, ...facts }, 'confirmation mail given up: every attempt failed; the outbox row is marked failed');
      } else {
        const next = new Date(at.getTime() + mailBackoffMs(mail.attempts));
        await rescheduleMail(db, mail.id, next, lastError).catch((e: unknown) => log.error({ err: e, outboxId: mail.id }, 'outbox row could not be rescheduled'));
        log.warn({ outboxId: mail.id, reservationId: mail.reservationId, attempts: mail.attempts, retryAt: next.toISOString(), ...facts }, 'confirmation mail not sent; will retry');
      }
      return false;
    }
    try {
      await markMailSent(db, mail.id, now());
    } catch (err) {
      // Sent but not marked: it will be sent again after the lease (at least once, never lost).
      log.error({ err, outboxId: mail.id }, 'mail sent but the outbox row could not be marked sent');
    }
    return true;
  }

  async function relayOnce(): Promise<number> {
    let sent = 0;
    try {
      for (;;) {
        const batch = await claimDueMails(db, now(), { limit: BATCH });
        for (const mail of batch) if (await sendOne(mail)) sent++;
        if (batch.length < BATCH) break;
      }
      if (sent > 0) log.info({ sent }, 'outbox relayed');
    } catch (err) {
      log.error({ err }, 'outbox relay failed; next run retries');
    }
    return sent;
  }

  async function deliver(outboxId: number): Promise<boolean> {
    try {
      const [mail] = await claimDueMails(db, now(), { id: outboxId, limit: 1 });
      return mail ? await sendOne(mail) : false;
    } catch (err) {
      log.error({ err, outboxId }, 'confirmation mail not sent; kept in the outbox for the relay');
      return false;
    }
  }

  function start(intervalMs = MAIL_RELAY_INTERVAL_MS): () => Promise<void> {
    let running: Promise<unknown> = Promise.resolve();
    let stopped = false;
    const tick = () => {
      if (!stopped) running = running.then(relayOnce);
    };
    tick();
    const timer = setInterval(tick, intervalMs);
    timer.unref();
    return async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    };
  }

  return { relayOnce, deliver, start };
}
