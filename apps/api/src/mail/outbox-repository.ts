import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema-reservations';
import type { ComposedMail, MailAttachment } from './composed-mail';
import { attachmentsOfSource, htmlOfSource, type MailSource } from './confirmation-mail';

/**
 * The `outbox` rows (the transactional outbox, mailer.ts; the relay's claims, outbox-relay.ts).
 * Every write takes the caller's transaction or handle, so a mail row commits with its booking.
 */

/** Writes a mail row; resolves to its id (sent after the commit, or by the relay). */
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

/** Drops the reservation's mails not sent yet (e.g. an 'awaiting payment' mail now wrong). */
export async function dropUnsentMails(tx: Db, reservationId: number): Promise<void> {
  await tx.delete(outbox).where(and(eq(outbox.reservationId, reservationId), isNull(outbox.sentAt)));
}

/**
 * A row's HTML and attachments: its own columns, or (a booking's confirmation, decision 0039)
 * those built from its `source`, the same composeConfirmation gives.
 */
export function mailOfRow<A>(row: { html: string | null; attachments: A; source: unknown }): { html: string; attachments: A | MailAttachment[] } {
  if (row.source === null || row.source === undefined) return { html: row.html ?? '', attachments: row.attachments };
  const source = (typeof row.source === 'string' ? JSON.parse(row.source) : row.source) as MailSource;
  return { html: row.html ?? htmlOfSource(source), attachments: attachmentsOfSource(source) };
}

/** A row's HTML (see mailOfRow). */
export function htmlOfRow(row: { html: string | null; source: unknown }): string {
  return mailOfRow({ ...row, attachments: null }).html;
}

/** Newest first; `to` filters in SQL, before the limit, so an older mail is still found. */
export async function listOutbox(db: Db, limit = 50, to?: string) {
  const rows = await db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
      source: outbox.source,
      lang: outbox.lang,
      attachments: outbox.attachments,
      created_at: outbox.createdAt,
      sent_at: outbox.sentAt,
    })
    .from(outbox)
    .where(to ? sql`lower(${outbox.to}) = ${to.toLowerCase()}` : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
  return rows.map(({ source, ...row }) => ({ ...row, ...mailOfRow({ html: row.html, attachments: row.attachments, source }) }));
}

export type ClaimedRow = {
  id: number;
  reservation_id: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  attachments: MailAttachment[] | string | null;
};

type ClaimedRaw = Omit<ClaimedRow, 'html'> & { html: string | null; source: unknown };

/**
 * Claims up to `limit` due rows (or the one row `id`, if due) until `lease`: one UPDATE over a
 * `FOR UPDATE SKIP LOCKED` subselect counts the attempt and moves next_attempt_at to the lease.
 */
export async function claimDueRows(db: Db, now: Date, lease: Date, limit: number, id?: number): Promise<ClaimedRow[]> {
  const only = id === undefined ? sql`` : sql`and id = ${id}`;
  const res = await db.execute(sql`
    update outbox set attempts = attempts + 1, next_attempt_at = ${lease.toISOString()}::timestamptz
    where id in (
      select id from outbox
      where sent_at is null and not failed and (next_attempt_at is null or next_attempt_at <= ${now.toISOString()}::timestamptz) ${only}
      order by id
      limit ${limit}
      for update skip locked)
    returning id, reservation_id, "to", subject, text, html, source, attempts, attachments`);
  return (res as unknown as { rows: ClaimedRaw[] }).rows.map(({ source, ...row }) => ({ ...row, ...mailOfRow({ html: row.html, attachments: row.attachments, source }) }));
}

/** Every attempt failed: the row is given up. */
export async function markMailFailed(db: Db, id: number, lastError: string): Promise<void> {
  await db.execute(sql`update outbox set failed = true, last_error = ${lastError} where id = ${id}`);
}

export async function rescheduleMail(db: Db, id: number, next: Date, lastError: string): Promise<void> {
  await db.execute(sql`update outbox set next_attempt_at = ${next.toISOString()}::timestamptz, last_error = ${lastError} where id = ${id}`);
}

export async function markMailSent(db: Db, id: number, at: Date): Promise<void> {
  await db.execute(sql`update outbox set sent_at = ${at.toISOString()}::timestamptz, last_error = null where id = ${id}`);
}

/** Rows not sent yet and not given up ('backlog'), or given up after every attempt ('failed'). */
export async function countOutbox(db: Db, which: 'backlog' | 'failed'): Promise<number> {
  const res =
    which === 'backlog'
      ? await db.execute(sql`select count(*)::int as n from outbox where sent_at is null and not failed`)
      : await db.execute(sql`select count(*)::int as n from outbox where failed`);
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
