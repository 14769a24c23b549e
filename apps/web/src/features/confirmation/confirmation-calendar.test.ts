import { describe, expect, it } from 'vitest';
import type { Product } from '@parking/domain/contracts/catalog';
import type { ReservationView } from '@parking/domain/contracts/reservation';
import { bookingCalendar } from './confirmation-calendar';

const ISSUE = 'issue 9.1 "an .ics with drop-off and pick-up events in Europe/Madrid, the address and the booking number; Google Calendar link too"';

const reservation = {
  reference: 'PK_7_abcdef12',
  startDate: '2026-06-10 10:00:00',
  endDate: '2026-11-02 18:45:00',
} as ReservationView;
const product = {
  id: 4,
  name: 'Parking Express Aeropuerto de Barcelona',
  location: { city: 'Barcelona', latitude: 41.3, longitude: 2.08 },
} as Product;
const texts = {
  dropOff: 'Entrega del coche en Parking Express (reserva PK_7_abcdef12)',
  pickUp: 'Recogida del coche en Parking Express (reserva PK_7_abcdef12)',
  reference: 'Número de reserva: PK_7_abcdef12',
  arrival: ['Ve al parking.', 'Toma la lanzadera.'],
};
const NOW = new Date('2026-06-01T08:00:00Z');

/** The .ics text of the data: URL, lines unfolded (RFC 5545 3.1). */
function icsOf(href: string): string[] {
  const prefix = 'data:text/calendar;charset=utf-8,';
  expect(href.startsWith(prefix)).toBe(true);
  return decodeURIComponent(href.slice(prefix.length)).replace(/\r\n /g, '').split('\r\n');
}

describe('bookingCalendar', () => {
  const cal = bookingCalendar(reservation, product, texts, NOW)!;

  it(`${ISSUE}: both events in Madrid time (summer and winter), at the car park, naming the booking`, () => {
    const lines = icsOf(cal.icsHref);
    expect(lines.filter((l) => l.startsWith('DTSTART;'))).toEqual(['DTSTART;TZID=Europe/Madrid:20260610T100000', 'DTSTART;TZID=Europe/Madrid:20261102T184500']);
    expect(lines.filter((l) => l.startsWith('LOCATION'))).toEqual([
      'LOCATION:Parking Express Aeropuerto de Barcelona\\, Barcelona',
      'LOCATION:Parking Express Aeropuerto de Barcelona\\, Barcelona',
    ]);
    expect(lines.filter((l) => l.startsWith('SUMMARY'))).toEqual([`SUMMARY:${texts.dropOff}`, `SUMMARY:${texts.pickUp}`]);
    const description = lines.find((l) => l.startsWith('DESCRIPTION'))!;
    expect(description).toContain('PK_7_abcdef12');
    expect(description).toContain('Toma la lanzadera.');
    expect(lines).toContain('DTSTAMP:20260601T080000Z');
    // No access link in a calendar (decision 0009).
    expect(lines.some((l) => l.startsWith('URL'))).toBe(false);
  });

  it(`${ISSUE}: the file is named by the booking number`, () => {
    expect(cal.filename).toBe('PK_7_abcdef12.ics');
  });

  it(`${ISSUE}: Google Calendar links with the right dates and the Madrid zone`, () => {
    const drop = new URL(cal.googleDropOff);
    const pick = new URL(cal.googlePickUp);
    expect(drop.origin + drop.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(drop.searchParams.get('dates')).toBe('20260610T100000/20260610T103000');
    expect(pick.searchParams.get('dates')).toBe('20261102T184500/20261102T191500');
    expect(drop.searchParams.get('ctz')).toBe('Europe/Madrid');
    expect(drop.searchParams.get('text')).toBe(texts.dropOff);
    expect(drop.searchParams.get('location')).toBe('Parking Express Aeropuerto de Barcelona, Barcelona');
    expect(drop.searchParams.get('details')).toBe(texts.reference);
  });

  it('no calendar from unreadable dates', () => {
    expect(bookingCalendar({ ...reservation, startDate: 'tomorrow' }, product, texts, NOW)).toBeNull();
  });
});
