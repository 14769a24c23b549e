import type { CatalogResponse } from '@parking/domain/contracts/catalog';
import type { ManageView } from '@parking/domain/contracts/manage';
import { type ChangeRefusal, type ManageLink, type ManageProblem, manageProblemOfError, manageProblemOfRefusal } from '@parking/domain/entry/manage-entry';
import { ApiError } from '../../lib/api-client';
import { bookingStore, setBookingData, setEntry, setTrip } from '../booking/booking-store';
import * as travelerActions from '../booking/traveler-actions';
import { findCityOfPlace, findProduct } from '../catalog/use-catalog';
import { fetchManageByHash, fetchManageByToken, type ManageAccess } from './manage-api';
import { manageStore } from './manage-store';

export const accessOf = (link: ManageLink): ManageAccess =>
  link.kind === 'agent' ? { agentToken: link.token } : { reservationToken: link.token };

/** The booking's prefill into the booking store, as the steps read it (spec 2: direct access to services and traveller data). */
export function loadIntoBooking(view: ManageView, link: ManageLink, catalog: CatalogResponse | undefined): void {
  const p = view.prefill;
  const product = findProduct(catalog, p.productId);
  const placeId = product?.placeId ?? null;
  const common = (id: number | null) => product?.terminals.find((t) => t.id === id)?.common_terminal_id ?? null;
  setBookingData({
    startDate: p.startDate,
    endDate: p.endDate,
    placeId,
    productId: p.productId,
    cityId: findCityOfPlace(catalog, placeId)?.id ?? null,
    reservationToken: link.kind === 'modify' ? link.token : null,
  });
  const outTerminal = p.out_terminal ?? p.in_terminal;
  setTrip({
    in_terminal: p.in_terminal,
    out_terminal: outTerminal,
    common_in_terminal: common(p.in_terminal),
    common_out_terminal: common(outTerminal),
    in_passengers: p.in_passengers,
    out_passengers: p.out_passengers,
    flight_number: p.reservation.flightNumber,
    extras: [p.id_wash_extra, p.id_space_extra].filter((x): x is number => x !== null),
    promo_code: p.promoCode,
    id_lot: product?.idLot ?? null,
    source_mode: p.source_mode,
    modifying_reservation: link.kind === 'modify',
    agent_token: link.kind === 'agent',
  });
  const b = p.billing;
  travelerActions.set({
    reservation: { ...p.reservation, flightNumber: p.reservation.flightNumber ?? '' },
    billing: b ? { ...b, invoiceEmail: b.invoiceEmail ?? '' } : {},
    needInvoice: b !== null,
    paymentMethod: view.reservation.payment_method === 'card' ? 'card' : 'parking',
  });
  // The booking's extras are known by kind before any calculation (the steps tell washes and spaces apart by it).
  const kinds = new Map(bookingStore.get().offerContext.kinds);
  if (p.id_wash_extra !== null) kinds.set(p.id_wash_extra, 'wash');
  if (p.id_space_extra !== null) kinds.set(p.id_space_extra, 'space');
  bookingStore.update({ offerContext: { ...bookingStore.get().offerContext, kinds } });
  setEntry({ allowDirectAccess: true });
}

export type OpenResult = { ok: true } | { ok: false; problem: ManageProblem };

/**
 * Issue 17.5: a modify or agent link opens its booking from the server before any step shows;
 * an unknown, expired, cancelled or past one ends on a message with a way to a new booking.
 * Spec 4 agent token flow: ERP mode, the reservation loaded by its hash (prefix_id_hash).
 */
export async function openManagedBooking(link: ManageLink, catalog: CatalogResponse | undefined): Promise<OpenResult> {
  manageStore.set({ link, state: 'loading', problem: null, view: null, lastChange: null });
  const access = accessOf(link);
  let view: ManageView;
  try {
    view = await fetchManageByToken(access);
    if (link.kind === 'agent') view = await fetchManageByHash(view.prefix_id_hash, access);
  } catch (err) {
    const why = err instanceof ApiError ? ((err.details as { why?: ChangeRefusal } | undefined)?.why ?? null) : null;
    const problem = err instanceof ApiError ? manageProblemOfError(err.status || null, err.code, why) : 'unavailable';
    manageStore.set({ state: 'problem', problem });
    return { ok: false, problem };
  }
  const problem = manageProblemOfRefusal(view.can_change ? null : view.change_why_not ?? 'started');
  if (problem) {
    manageStore.set({ state: 'problem', problem, view });
    return { ok: false, problem };
  }
  loadIntoBooking(view, link, catalog);
  manageStore.set({ state: 'open', view });
  return { ok: true };
}

/** "Start a new booking" from the problem message: nothing of the link stays. */
export function leaveManagedBooking(): void {
  manageStore.reset();
  const { trip } = bookingStore.get();
  setTrip({ ...trip, modifying_reservation: false, agent_token: false });
  setEntry({ allowDirectAccess: false });
}
