import type { ReservationView } from '@parking/domain/contracts/reservation';
import type { ManageLink } from '@parking/domain/entry/manage-entry';
import { apiGet } from '../../lib/api-client';

/**
 * The booking a modify or agent link opens. A modify link carries the reservation's access
 * token (decision 0009): the same read as the confirmation's.
 */
export function fetchManagedBooking(link: ManageLink, lang: string): Promise<ReservationView> {
  return apiGet<ReservationView>(`/api/reservation?lang=${encodeURIComponent(lang)}`, {
    cache: 'no-store',
    headers: { 'X-Reservation-Token': link.token },
  });
}
