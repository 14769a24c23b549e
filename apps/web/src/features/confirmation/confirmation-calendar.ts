import {
  type BookingCalendarInput,
  bookingEvents,
  bookingIcs,
  bookingIcsFilename,
  carParkAddress,
  googleCalendarLink,
} from '@parking/domain/calendar/booking-ics';
import type { Product } from '@parking/domain/contracts/catalog';
import type { ReservationView } from '@parking/domain/contracts/reservation';
import { parseWireDate } from '@parking/domain/time/madrid';

export interface CalendarTexts {
  /** event titles, each naming the booking number */
  dropOff: string;
  pickUp: string;
  /** 'Reservation number: PK_…' */
  reference: string;
  /** the arrival steps, read in the event's description */
  arrival: string[];
}

export interface BookingCalendar {
  /** `data:` URL of the booking's .ics, for an <a download> */
  icsHref: string;
  filename: string;
  googleDropOff: string;
  googlePickUp: string;
}

/**
 * "Add to calendar" of the confirmation page (issue 9.1): the same events, .ics and Google
 * links as the confirmation mail (packages/domain/src/calendar/booking-ics.ts): drop-off and
 * pick-up in Europe/Madrid, the car park's address, the booking number in titles and
 * description. Like the mail's, it holds no access link (calendars are shared and synced).
 * Null when the dates cannot be read.
 */
export function bookingCalendar(r: ReservationView, product: Product, texts: CalendarTexts, now: Date): BookingCalendar | null {
  const startAt = parseWireDate(r.startDate);
  const endAt = parseWireDate(r.endDate);
  if (!startAt || !endAt) return null;
  const input: BookingCalendarInput = {
    reference: r.reference,
    startAt,
    endAt,
    location: { address: carParkAddress(product), latitude: product.location.latitude, longitude: product.location.longitude },
    summaries: { 'drop-off': texts.dropOff, 'pick-up': texts.pickUp },
    description: [texts.reference, ...texts.arrival].join('\n\n'),
    url: null,
    now,
  };
  // Google links carry the booking number only: a long description makes unwieldy URLs.
  const [dropOff, pickUp] = bookingEvents(input).map((e) => googleCalendarLink({ ...e, description: texts.reference }));
  return {
    icsHref: `data:text/calendar;charset=utf-8,${encodeURIComponent(bookingIcs(input))}`,
    filename: bookingIcsFilename(r.reference),
    googleDropOff: dropOff!,
    googlePickUp: pickUp!,
  };
}
