import { desc, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema-reservations';
import type { ComposedMail } from './confirmation-mail';
import { createOutboxRelay, MAIL_RELAY_INTERVAL_MS, type MailTransport, smtpTransport } from './outbox-relay';

/**
 * Transactional outbox: the mail row is written in the booking's own transaction, so a
 * confirmed booking always has its mail. With SMTP_URL set, the row is sent right after the
 * commit and, when that fails, by the relay (outbox-relay.ts: at start and every 30 s, with
 * backoff, on any number of nodes). Without SMTP_URL (the sandbox) the rows stay in the
 * outbox, which the dev route lists.
 */
export async function enqueueMail(tx: Db, mail: ComposedMail, reservationId: number | null): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      lang: mail.lang,
      reservationId,
      attachments: mail.attachments?.length ? mail.attachments : null,
      nextAttemptAt: mail.notBefore ?? null,
    })
    .returning({ id: outbox.id });
  return row!.id;
}

export interface Mailer {
  /** sends an outbox row now if SMTP is configured and the row is due; never throws */
  deliver(outboxId: number): Promise<boolean>;
  /** starts the relay (no-op in the outbox-only sandbox); the result stops it */
  startRelay(intervalMs?: number): () => Promise<void>;
}

export function createMailer(
  db: Db,
  smtpUrl: string | null,
  from: string,
  log: FastifyBaseLogger,
  opts: { now?: () => Date; transport?: MailTransport } = {},
): Mailer {
  const transport = opts.transport ?? (smtpUrl ? smtpTransport(smtpUrl) : null);
  if (!transport) return { deliver: async () => false, startRelay: () => async () => {} };
  const relay = createOutboxRelay({ db, transport, from, log, now: opts.now ?? (() => new Date()) });
  return {
    deliver: (id) => relay.deliver(id),
    startRelay: (intervalMs = MAIL_RELAY_INTERVAL_MS) => relay.start(intervalMs),
  };
}

/** Newest first; `to` filters in SQL, before the limit, so an older mail is still found. */
export async function listOutbox(db: Db, limit = 50, to?: string) {
  return db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
      lang: outbox.lang,
      attachments: outbox.attachments,
      created_at: outbox.createdAt,
      sent_at: outbox.sentAt,
    })
    .from(outbox)
    .where(to ? sql`lower(${outbox.to}) = ${to.toLowerCase()}` : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
}
