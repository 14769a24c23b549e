import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeReservationRequest, ManagePrefill } from '@parking/domain/contracts/manage';
import { ApiError } from '../../lib/api-client';
import { bookingStore, useBooking } from '../booking/booking-store';
import { showError } from '../booking/error-banner';
import * as offerActions from '../booking/offer-actions';
import { parseAlternativeOffer } from '../offers/parse-alternative-offer';
import { changeBodyOf, pendingChanges, saveManagedChange } from './change';
import { manageStore, useManage } from './manage-store';
import { leaveManagedBooking } from './open-managed';

/**
 * Issue 17.2 and 17.4, the Save of modify and ERP mode on any step: what changed, Save itself
 * (the server's quote, then the change, or the card first), and where it ends (the traveller's
 * confirmation; the agent stays, the booking reloaded as saved).
 */
export function useSaveChange(onSaved: (token: string | null) => void) {
  const { i18n } = useTranslation();
  const manage = useManage((m) => m);
  const booking = useBooking();
  const active = manage.state === 'open';
  const changes = active ? pendingChanges(manage, booking) : [];
  const [sending, setSending] = useState(false);
  const [cardFor, setCardFor] = useState<{ amount: number; body: ChangeReservationRequest } | null>(null);

  const finish = () => {
    setCardFor(null);
    const m = manageStore.get();
    if (m.link?.kind === 'agent') {
      // ERP: the agent keeps working on the booking; what is saved is the new starting point.
      const saved = m.lastChange?.reservation;
      if (saved && m.view) manageStore.set({ view: { ...m.view, reservation: saved, prefill: { ...m.view.prefill, ...prefillOfBody(bookingStore.get()) } } });
      onSaved(null);
      return;
    }
    const token = m.link?.token ?? null;
    const lastChange = m.lastChange;
    leaveManagedBooking();
    manageStore.set({ lastChange });
    onSaved(token);
  };

  const save = async () => {
    if (sending || changes.length === 0) return;
    setSending(true);
    try {
      const outcome = await saveManagedChange(bookingStore.get(), i18n.language || 'es');
      setSending(false);
      if (outcome.kind === 'card') setCardFor({ amount: outcome.amount, body: outcome.body });
      else finish();
    } catch (err) {
      setSending(false);
      const error = err instanceof ApiError ? err : new ApiError(0, 'API_ERROR_NETWORK', null);
      const alt = error.code === 'API_ERROR_RESERVATION_OUT_OF_STOCK' ? parseAlternativeOffer(error.details) : null;
      if (alt) offerActions.openAlternativeOffer(alt);
      else showError(error);
    }
  };

  return { active, agent: manage.link?.kind === 'agent', changes, sending, save, cardFor, closeCard: () => setCardFor(null), finish };
}

function prefillOfBody(state: ReturnType<typeof bookingStore.get>): Partial<ManagePrefill> {
  const b = changeBodyOf(state, 'es');
  return {
    startDate: b.startDate,
    endDate: b.endDate,
    productId: b.productId,
    id_wash_extra: b.id_wash_extra ?? null,
    id_space_extra: b.id_space_extra ?? null,
    in_terminal: b.in_terminal ?? null,
    out_terminal: b.out_terminal ?? null,
    in_passengers: b.in_passengers ?? null,
    out_passengers: b.out_passengers ?? null,
    reservation: { ...b.reservation, flightNumber: b.reservation.flightNumber ?? null },
    billing: b.billing ? { ...b.billing, invoiceEmail: b.billing.invoiceEmail ?? null } : null,
  } as Partial<ManagePrefill>;
}
