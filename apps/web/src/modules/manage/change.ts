import type { ChangeReservationRequest, ChangeResponse } from '@parking/domain/contracts/manage';
import { changedFields } from '@parking/domain/entry/manage-entry';
import type { BookingState } from '../booking/booking-store';
import { buildOfferRequest, stayFieldsOf } from '../offers/current-offer';
import { type ManageAccess, quoteChange, saveChange } from './manage-api';
import { type ManageState, manageStore } from './manage-store';

/**
 * Spec 7 reservation update (contracts/manage.ts ChangeReservationRequest): the whole booking
 * as it now stands in the store, priced fields exactly as the offer was calculated, plus the
 * traveller's forms (kept in the store by the traveller step, or the prefill when it was not
 * opened). The server prices it again.
 */
export function changeBodyOf(state: BookingState, lang: string): ChangeReservationRequest {
  const priced = buildOfferRequest(state, {}, { step: 'traveler-data' });
  const tv = state.traveler;
  const r = tv?.reservation ?? {};
  const flight = (r.flightNumber ?? '').trim();
  const b = tv?.billing ?? {};
  return {
    ...stayFieldsOf(priced),
    source_mode: state.trip.source_mode,
    reservation: { name: r.name ?? '', surname: r.surname ?? '', email: r.email ?? '', phone: r.phone ?? '', plate: r.plate ?? '', flightNumber: flight === '' ? null : flight },
    billing: tv?.needInvoice
      ? { name: b.name ?? '', nif: b.nif ?? '', address: b.address ?? '', city: b.city ?? '', zip: b.zip ?? '', state: b.state ?? '', country: b.country ?? 'ES', invoiceEmail: (b.invoiceEmail ?? '').trim() || null }
      : null,
    lang,
  } as ChangeReservationRequest;
}

/** What the change would alter against the booking as the link opened it (empty: Save stays disabled). */
export function pendingChanges(manage: ManageState, state: BookingState): string[] {
  if (manage.state !== 'open' || !manage.view) return [];
  const body = changeBodyOf(state, 'es') as Parameters<typeof changedFields>[1];
  return changedFields(manage.view.prefill, body);
}

export const accessOfManage = (m: ManageState): ManageAccess =>
  m.link?.kind === 'agent' ? { agentToken: m.link.token } : { reservationToken: m.link?.token ?? null };

export type SaveOutcome = { kind: 'saved'; result: ChangeResponse } | { kind: 'card'; amount: number; body: ChangeReservationRequest };

/**
 * Save: the server's quote first; a higher price on a card booking asks for the card (the
 * caller shows the card form, then `saveWithCard`), anything else is saved at once.
 */
export async function saveManagedChange(state: BookingState, lang: string): Promise<SaveOutcome> {
  const m = manageStore.get();
  const view = m.view;
  if (!view) throw new Error('no booking opened');
  const body = changeBodyOf(state, lang);
  const access = accessOfManage(m);
  const quote = await quoteChange(view.reservation.reference, body, access);
  if (quote.card_required) return { kind: 'card', amount: quote.charge, body };
  const result = await saveChange(view.reservation.reference, body, access);
  manageStore.set({ lastChange: result });
  return { kind: 'saved', result };
}

export async function saveWithCard(body: ChangeReservationRequest, card: NonNullable<ChangeReservationRequest['card']>): Promise<ChangeResponse> {
  const m = manageStore.get();
  if (!m.view) throw new Error('no booking opened');
  const result = await saveChange(m.view.reservation.reference, { ...body, card }, accessOfManage(m));
  manageStore.set({ lastChange: result });
  return result;
}
