import type { ReservationView } from '@parking/domain/contracts/reservation';
import { apiGet } from '../../lib/api-client';
import { serverCache } from '../../shared/server-store';

// A confirmation link (`?reservation_token=`, the reservation's access token, decision 0009;
// sent as a header, never in the api URL) is often the first page of a visit: its
// reservation is requested while the language and the page's chunk load, and the page then
// takes that answer instead of asking again (one round trip less on a slow link). Both go
// through the server cache, which joins the page's read to the early request in flight.
const reservationKey = (token: string, lang: string) => `reservation|${lang}|${token}`;

function get(token: string, lang: string, signal?: AbortSignal): Promise<ReservationView> {
  return apiGet<ReservationView>(`/api/reservation?lang=${encodeURIComponent(lang)}`, {
    cache: 'no-store',
    headers: { 'X-Reservation-Token': token },
    signal,
  });
}

/** Starts the request at boot; failures are left for the page to report. */
export function prefetchReservation(token: string, lang: string): void {
  serverCache.fetch(reservationKey(token, lang), (signal) => get(token, lang, signal), { fresh: true }).catch(() => undefined);
}

/** The reservation for the page: the early answer once, then a fresh request each time. */
export async function requestReservation(token: string, lang: string): Promise<ReservationView> {
  const key = reservationKey(token, lang);
  try {
    return await serverCache.fetch(key, (signal) => get(token, lang, signal));
  } finally {
    // A payment may change it: the next read asks the server again.
    serverCache.invalidate(key);
  }
}
