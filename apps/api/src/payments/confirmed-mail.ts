import type { CatalogCache } from '../catalog/catalog-cache';
import type { Db } from '../db/client';
import { type ExtrasCache, textIn } from '../extras/extras-cache';
import { langOrDefault } from '../i18n/lang';
import { composeConfirmation } from '../mail/confirmation-mail';
import { dropUnsentMails, enqueueMail } from '../mail/outbox-repository';
import { newAccessToken } from '../reservations/access-token';
import { insertAccessToken } from '../reservations/access-token-repository';
import { voucherNamesOf } from '../reservations/reservation-repository';
import { extrasOfReservation, type ReservationRow } from './payment-repository';

export interface ConfirmedMailDeps {
  catalog: CatalogCache;
  extras: ExtrasCache;
  /** the web app's origin, for the link back to the confirmation page */
  publicUrl: string;
  /** issue 15: the booking's vehicle section for the mail (read inside the confirming transaction) */
  vehicleOf?: (tx: Db, vehicleId: number) => Promise<{ make_and_model: string | null; km: number | null } | null>;
}

/**
 * Issue 9.1: the confirmation mail of a card booking is written when the booking becomes
 * confirmed (its card paid, or the traveller switched to paying at the car park), so it says
 * how it was paid. At booking time only an 'awaiting payment' mail is queued, held back for
 * PENDING_MAIL_DELAY_MINUTES (packages/domain/src/payments/payment-state.ts); if it has not
 * gone yet it is dropped here, so a card paid at once gives the traveller one mail.
 *
 * Runs inside the transaction that confirmed `r` (the reservation row locked, the mail row
 * written with the state change or not at all: the transactional outbox of mail/mailer.ts). The
 * access token behind the booking's first link is kept only hashed (decision 0009), so the
 * new mail carries a new token for the same reservation.
 */
export function createConfirmedMail({ catalog, extras, publicUrl, vehicleOf }: ConfirmedMailDeps) {
  return async function queueConfirmedMail(tx: Db, r: ReservationRow, now: Date): Promise<number> {
    const lang = langOrDefault(r.lang);
    const rows = await extrasOfReservation(tx, r.id);
    const mailExtras = rows.map((e) => ({ name: textIn(extras.extra(e.extraId)?.names ?? {}, lang) || e.kind, priceCents: e.priceCents }));
    const access = newAccessToken();
    await insertAccessToken(tx, r.id, access.hash, now);
    const link = `${publicUrl}/confirmation?reservation_token=${access.token}`;
    // The unsent 'awaiting payment' mail would now be wrong.
    await dropUnsentMails(tx, r.id);
    const v = r.vehicleId !== null && vehicleOf ? await vehicleOf(tx, r.vehicleId) : null;
    // Issue 19: the voucher by name and code (decision 0032).
    const vn = r.voucherId !== null ? await voucherNamesOf(tx, r.voucherId) : null;
    const voucher = vn ? { code: vn.code, name: vn.names[lang] || vn.names.es || vn.code, cents: r.voucherCents } : null;
    const mail = composeConfirmation({ ...r, createdAt: now, vehicle: v ? { makeAndModel: v.make_and_model, km: v.km } : null, voucher }, catalog.productIn(lang, r.productId), lang, link, mailExtras);
    return enqueueMail(tx, mail, r.id);
  };
}

export type QueueConfirmedMail = ReturnType<typeof createConfirmedMail>;
