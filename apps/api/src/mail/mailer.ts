import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { listOutbox } from './outbox-repository';
import { createOutboxRelay, MAIL_RELAY_INTERVAL_MS, type MailTransport, smtpTransport } from './outbox-relay';

/**
 * Transactional outbox: the mail row is written in the booking's own transaction, so a
 * confirmed booking always has its mail. With SMTP_URL set, the row is sent right after the
 * commit and, when that fails, by the relay (outbox-relay.ts: at start and every 30 s, with
 * backoff, on any number of nodes). Without SMTP_URL (the sandbox) the rows stay in the
 * outbox, which the dev route lists. The rows: outbox-repository.ts (enqueueMail).
 */
export interface Mailer {
  /** sends an outbox row now if SMTP is configured and the row is due; never throws */
  deliver(outboxId: number): Promise<boolean>;
  /** starts the relay (no-op in the outbox-only sandbox); the result stops it */
  startRelay(intervalMs?: number): () => Promise<void>;
  /** the outbox, newest first (the dev listing); `to` filters by recipient */
  list(limit?: number, to?: string): ReturnType<typeof listOutbox>;
}

export function createMailer(
  db: Db,
  smtpUrl: string | null,
  from: string,
  log: FastifyBaseLogger,
  opts: { now?: () => Date; transport?: MailTransport } = {},
): Mailer {
  const transport = opts.transport ?? (smtpUrl ? smtpTransport(smtpUrl) : null);
  const list = (limit?: number, to?: string) => listOutbox(db, limit, to);
  if (!transport) return { deliver: async () => false, startRelay: () => async () => {}, list };
  const relay = createOutboxRelay({ db, transport, from, log, now: opts.now ?? (() => new Date()) });
  return {
    deliver: (id) => relay.deliver(id),
    startRelay: (intervalMs = MAIL_RELAY_INTERVAL_MS) => relay.start(intervalMs),
    list,
  };
}
