import { MADRID_TZ, formatWireDate } from '../time/madrid';

/**
 * "Add to calendar" for a booking (issue 9, points 1 and 2): two events, the drop-off at the
 * check-in time and the pick-up at the check-out time, in Europe/Madrid (spec 1 and 9), with
 * the car park's address as the place and the booking number in the title and description.
 *
 * The same events feed an RFC 5545 `.ics` (the mail's attachment, the confirmation page's
 * download) and Google Calendar links. Texts come in already translated: the catalogues are
 * the caller's (mail.json on the server, i18next in the browser).
 */

export type BookingEventKind = 'drop-off' | 'pick-up';

export interface BookingCalendarInput {
  /** the booking number, e.g. PK_123_abcd1234 */
  reference: string;
  /** check-in (drop-off) and check-out (pick-up) instants */
  startAt: Date;
  endAt: Date;
  /** where: the car park's name and address as one line; latitude/longitude for GEO */
  location: { address: string; latitude: number; longitude: number };
  /** translated titles, each should name the booking number */
  summaries: Record<BookingEventKind, string>;
  /** translated body of both events (booking number, arrival instructions, link …) */
  description: string;
  /** the confirmation page (with its access token) or null to leave it out */
  url?: string | null;
  /** DTSTAMP: when the file was made */
  now: Date;
}

export interface BookingEvent {
  kind: BookingEventKind;
  uid: string;
  /** Madrid wall time, 'YYYY-MM-DD HH:mm:ss' */
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  latitude: number;
  longitude: number;
  url: string | null;
}

/** How long each event lasts in the calendar: a slot, not the whole stay. */
export const BOOKING_EVENT_MINUTES = 30;
/** Right-hand side of the UIDs: fixed, so the same booking always makes the same UIDs. */
export const BOOKING_UID_DOMAIN = 'parking-booking.invalid';

/**
 * Both events of a booking. UIDs depend only on the booking number and the kind: importing
 * the file again (or a changed booking's new file) updates the events instead of doubling them.
 */
export function bookingEvents(input: BookingCalendarInput): BookingEvent[] {
  const at = (d: Date, kind: BookingEventKind): BookingEvent => ({
    kind,
    uid: `${kind}-${input.reference}@${BOOKING_UID_DOMAIN}`,
    start: formatWireDate(d),
    end: formatWireDate(new Date(d.getTime() + BOOKING_EVENT_MINUTES * 60_000)),
    summary: input.summaries[kind],
    description: input.description,
    location: input.location.address,
    latitude: input.location.latitude,
    longitude: input.location.longitude,
    url: input.url ?? null,
  });
  return [at(input.startAt, 'drop-off'), at(input.endAt, 'pick-up')];
}

/** RFC 5545 3.3.11 TEXT: backslash, semicolon, comma and line breaks are escaped. */
export function escapeIcsText(s: string): string {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 3.1: lines longer than 75 octets are folded with CRLF and one space. Counted in
 * UTF-8 octets, and never inside a character (a split 'é' would be two invalid bytes).
 */
// eslint-disable-next-line no-control-regex
const ASCII_ONLY = /^[\u0000-\u007f]*$/;

export function foldIcsLine(line: string): string {
  // Most lines are short ASCII: one octet per character, so fold by slicing (issue 7.10:
  // the per-character walk was 1.6% of the booking route's CPU).
  if (ASCII_ONLY.test(line)) {
    if (line.length <= 75) return line;
    const parts = [line.slice(0, 75)];
    for (let i = 75; i < line.length; i += 74) parts.push(line.slice(i, i + 74));
    return parts.join('\r\n ');
  }
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    // UTF-8 octets of one code point, without an encoder call per character (the booking
    // route composes this for every booking: issue 7.10).
    const cp = ch.codePointAt(0)!;
    const size = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** 'YYYY-MM-DD HH:mm:ss' to the iCalendar local form 'YYYYMMDDTHHmmss'. */
function icsLocal(wire: string): string {
  return wire.replace(/[-:]/g, '').replace(' ', 'T');
}

function icsUtc(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * Europe/Madrid since 1996 (EU summer time): CEST from the last Sunday of March 02:00 to the
 * last Sunday of October 03:00. Calendar clients that know the zone use their own rules;
 * this block is for those that do not.
 */
const VTIMEZONE_MADRID = [
  'BEGIN:VTIMEZONE',
  `TZID:${MADRID_TZ}`,
  `X-LIC-LOCATION:${MADRID_TZ}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The booking's `.ics` (text/calendar; charset=utf-8; method=PUBLISH): CRLF lines, folded. */
export function bookingIcs(input: BookingCalendarInput): string {
  const stamp = icsUtc(input.now);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Parking booking//Booking calendar//ES', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', ...VTIMEZONE_MADRID];
  for (const e of bookingEvents(input)) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=${MADRID_TZ}:${icsLocal(e.start)}`,
      `DTEND;TZID=${MADRID_TZ}:${icsLocal(e.end)}`,
      `SUMMARY:${escapeIcsText(e.summary)}`,
      `DESCRIPTION:${escapeIcsText(e.description)}`,
      `LOCATION:${escapeIcsText(e.location)}`,
      `GEO:${e.latitude.toFixed(6)};${e.longitude.toFixed(6)}`,
      ...(e.url ? [`URL:${e.url}`] : []),
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** The attachment's file name: the booking number, safe in any file system. */
export function bookingIcsFilename(reference: string): string {
  return `${reference.replace(/[^A-Za-z0-9_-]/g, '_')}.ics`;
}

/** A Google Calendar "add event" link for one event (Google takes one event per link). */
export function googleCalendarLink(e: BookingEvent): string {
  const details = e.url ? `${e.description}\n\n${e.url}` : e.description;
  return `https://calendar.google.com/calendar/render?action=TEMPLATE&text=${formEncode(e.summary)}&dates=${icsLocal(e.start)}%2F${icsLocal(e.end)}&ctz=${formEncode(MADRID_TZ)}&details=${formEncode(details)}&location=${formEncode(e.location)}`;
}

/**
 * A value as `URLSearchParams` writes it (application/x-www-form-urlencoded: a space is `+`;
 * `!'()~` are escaped, which `encodeURIComponent` leaves), without building the object: the
 * booking's confirmation mail makes two of these links, and `URLSearchParams` was an eighth of
 * composing it (issue 20). A lone surrogate (where `encodeURIComponent` throws) goes through
 * `URLSearchParams`, which writes it as U+FFFD.
 */
export function formEncode(value: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(value).replaceAll('%20', '+');
  } catch {
    return new URLSearchParams({ v: value }).toString().slice(2);
  }
  return FORM_ESCAPED.test(encoded) ? encoded.replace(FORM_ESCAPED_ALL, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`) : encoded;
}
const FORM_ESCAPED = /[!'()~]/;
const FORM_ESCAPED_ALL = /[!'()~]/g;

/**
 * The car park as one line, the calendar's LOCATION and the "how to get there" line of the
 * mail and of the confirmation page: the catalogue holds no street address, so the product's
 * name (which names the car park) and its city.
 */
export function carParkAddress(product: { name: string; location: { city: string } }): string {
  return `${product.name}, ${product.location.city}`;
}

/** OpenStreetMap at the car park (spec 2, map dialog: an external map by latitude and longitude). */
export function mapLink(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
