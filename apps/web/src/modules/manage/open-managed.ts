import type { CatalogResponse } from '@parking/domain/contracts/catalog';
import type { ReservationView } from '@parking/domain/contracts/reservation';
import { type ManageLink, type ManageProblem, managedBookingProblem, manageProblemOfError } from '@parking/domain/entry/manage-entry';
import { parseWireDate } from '@parking/domain/time/madrid';
import { ApiError } from '../../lib/api-client';
import { bookingStore, setBookingData, setEntry, setTrip } from '../booking/booking-store';
import * as travelerActions from '../booking/traveler-actions';
import { findCityOfPlace, findProduct } from '../catalog/use-catalog';
import { fetchManagedBooking } from './manage-api';
import { manageStore } from './manage-store';

/** The stored booking into the booking store, as the steps read it (spec 2: direct access to services and traveller data). */
export function loadIntoBooking(r: ReservationView, link: ManageLink, catalog: CatalogResponse | undefined): void {
  const product = findProduct(catalog, r.product.productId);
  const placeId = product?.placeId ?? null;
  const common = (id: number | null) => product?.terminals.find((t) => t.id === id)?.common_terminal_id ?? null;
  setBookingData({
    startDate: r.startDate,
    endDate: r.endDate,
    placeId,
    productId: r.product.productId,
    cityId: findCityOfPlace(catalog, placeId)?.id ?? null,
  });
  setTrip({
    in_terminal: r.trip.in_terminal,
    out_terminal: r.trip.out_terminal ?? r.trip.in_terminal,
    common_in_terminal: common(r.trip.in_terminal),
    common_out_terminal: common(r.trip.out_terminal ?? r.trip.in_terminal),
    in_passengers: r.trip.in_passengers,
    out_passengers: r.trip.out_passengers,
    flight_number: r.trip.flightNumber,
    extras: r.extras.map((e) => e.id),
    id_lot: product?.idLot ?? null,
    source_mode: r.source_mode,
    modifying_reservation: link.kind === 'modify',
    agent_token: link.kind === 'agent',
  });
  const p = r.invoice_profile;
  travelerActions.set({
    reservation: {
      name: r.guestName,
      surname: r.guestSurname,
      email: r.trip.email,
      phone: r.trip.phone,
      plate: r.plate || r.trip.vehicle.plate,
      flightNumber: r.trip.flightNumber ?? '',
    },
    billing: p
      ? {
          name: p.invoice_name,
          nif: p.invoice_nif,
          address: p.invoice_address,
          city: p.invoice_city,
          zip: p.invoice_zip,
          state: p.invoice_state,
          country: p.invoice_country || 'ES',
          invoiceEmail: p.email ?? '',
        }
      : {},
    needInvoice: p !== null,
    paymentMethod: r.payment_method === 'card' ? 'card' : 'parking',
  });
  setEntry({ allowDirectAccess: true });
}

export type OpenResult = { ok: true } | { ok: false; problem: ManageProblem };

/**
 * Issue 17.5: a modify or agent link opens its booking from the server before any step shows;
 * an unknown, expired, cancelled or past one ends on a message with a way to a new booking.
 */
export async function openManagedBooking(link: ManageLink, catalog: CatalogResponse | undefined, lang: string, now: Date = new Date()): Promise<OpenResult> {
  manageStore.set({ link, state: 'loading', problem: null, reservation: null });
  let r: ReservationView;
  try {
    r = await fetchManagedBooking(link, lang);
  } catch (err) {
    const problem = err instanceof ApiError ? manageProblemOfError(err.status || null, err.code) : 'unavailable';
    manageStore.set({ state: 'problem', problem });
    return { ok: false, problem };
  }
  const start = parseWireDate(r.startDate);
  const problem = start ? managedBookingProblem({ status: r.status, start }, now) : 'not_found';
  if (problem) {
    manageStore.set({ state: 'problem', problem, reservation: r });
    return { ok: false, problem };
  }
  loadIntoBooking(r, link, catalog);
  manageStore.set({ state: 'open', reservation: r });
  return { ok: true };
}

/** "Start a new booking" from the problem message: nothing of the link stays. */
export function leaveManagedBooking(): void {
  manageStore.reset();
  const { trip } = bookingStore.get();
  setTrip({ ...trip, modifying_reservation: false, agent_token: false });
  setEntry({ allowDirectAccess: false });
}
