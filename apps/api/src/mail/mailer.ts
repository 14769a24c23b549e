import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema-reservations';
import type { ComposedMail } from './confirmation-mail';

/**
 * Transactional outbox: the mail row is written in the booking's own transaction, so a
 * confirmed booking always has its mail; SMTP (when SMTP_URL is set) runs after the commit
 * and only marks the row sent. A failed send is logged and the row stays unsent.
 */
export async function enqueueMail(tx: Db, mail: ComposedMail, reservationId: number | null): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({ to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, lang: mail.lang, reservationId })
    .returning({ id: outbox.id });
  return row!.id;
}

export interface Mailer {
  /** sends an outbox row through SMTP if configured; never throws */
  deliver(outboxId: number): Promise<boolean>;
}

export function createMailer(db: Db, smtpUrl: string | null, from: string, log: FastifyBaseLogger): Mailer {
  let transport: Transporter | null = null;
  return {
    async deliver(outboxId) {
      if (!smtpUrl) return false;
      try {
        const [row] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
        if (!row || row.sentAt) return false;
        transport ??= nodemailer.createTransport(smtpUrl);
        await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.text, html: row.html });
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, outboxId));
        return true;
      } catch (err) {
        log.error({ err, outboxId }, 'confirmation mail not sent; kept in the outbox');
        await db
          .update(outbox)
          .set({ failed: true })
          .where(eq(outbox.id, outboxId))
          .catch(() => {});
        return false;
      }
    },
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
      created_at: outbox.createdAt,
      sent_at: outbox.sentAt,
    })
    .from(outbox)
    .where(to ? sql`lower(${outbox.to}) = ${to.toLowerCase()}` : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
}
