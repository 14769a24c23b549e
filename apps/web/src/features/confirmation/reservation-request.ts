import type { ReservationView } from '@parking/domain/contracts/reservation';
import { apiGet } from '../../lib/api-client';

// A confirmation link (`?reservation_token=`, the reservation's access token, decision 0009;
// sent as a header, never in the api URL) is often the first page of a visit: its
// reservation is requested while the language and the page's chunk load, and the page then
// takes that answer instead of asking again (one round trip less on a slow link).
const early = new Map<string, Promise<ReservationView>>();

function get(token: string, lang: string): Promise<ReservationView> {
  return apiGet<ReservationView>(`/api/reservation?lang=${encodeURIComponent(lang)}`, {
    cache: 'no-store',
    headers: { 'X-Reservation-Token': token },
  });
}

/** Starts the request at boot; failures are left for the page to report. */
export function prefetchReservation(token: string, lang: string): void {
  const p = get(token, lang);
  p.catch(() => undefined);
  early.set(`${lang}|${token}`, p);
}

/** The reservation for the page: the early answer once, then a fresh request each time. */
export function requestReservation(token: string, lang: string): Promise<ReservationView> {
  const key = `${lang}|${token}`;
  const p = early.get(key);
  if (p) {
    early.delete(key);
    return p;
  }
  return get(token, lang);
}
