import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { parseWireDate } from '../time/madrid';
import {
  bookingEvents,
  bookingIcs,
  bookingIcsFilename,
  type BookingCalendarInput,
  carParkAddress,
  escapeIcsText,
  foldIcsLine,
  formEncode,
  googleCalendarLink,
  mapLink,
} from './booking-ics';

const ISSUE = 'issue 9.1/9.2 "an .ics with drop-off and pick-up events in Europe/Madrid, the address and the booking number"';

const input = (over: Partial<BookingCalendarInput> = {}): BookingCalendarInput => ({
  reference: 'PK_1042_ab12cd34',
  startAt: parseWireDate('2026-06-10 10:00:00')!,
  endAt: parseWireDate('2026-11-02 18:45:00')!,
  location: { address: 'Parking Express Aeropuerto de Barcelona, El Prat de Llobregat', latitude: 41.3046, longitude: 2.0807 },
  summaries: { 'drop-off': 'Dejar el coche: reserva PK_1042_ab12cd34', 'pick-up': 'Recoger el coche: reserva PK_1042_ab12cd34' },
  description: 'Reserva PK_1042_ab12cd34.\nLa lanzadera gratuita tarda 5 minutos en llegar a la terminal; sale cada 5 minutos.',
  url: 'http://localhost:3000/confirmation?reservation_token=abc_DEF-123',
  now: new Date('2026-05-01T08:00:00Z'),
  ...over,
});

/** The smallest reader of what we write: unfold (RFC 5545 3.1), then NAME;PARAMS:VALUE. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
}

describe('escapeIcsText', () => {
  it.each([
    ['RFC 5545 3.3.11: comma', 'a,b', 'a\\,b'],
    ['RFC 5545 3.3.11: semicolon', 'a;b', 'a\\;b'],
    ['RFC 5545 3.3.11: backslash', 'a\\b', 'a\\\\b'],
    ['RFC 5545 3.3.11: LF', 'a\nb', 'a\\nb'],
    ['RFC 5545 3.3.11: CRLF is one break', 'a\r\nb', 'a\\nb'],
    ['RFC 5545 3.3.11: colon stays', 'T1: salidas', 'T1: salidas'],
  ])('%s', (_rule, raw, escaped) => {
    expect(escapeIcsText(raw)).toBe(escaped);
  });
});

describe('foldIcsLine', () => {
  it('RFC 5545 3.1: a line of 75 octets is not folded', () => {
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
  });
  it('RFC 5545 3.1: longer lines fold at 75 octets with CRLF and a space', () => {
    const folded = foldIcsLine('x'.repeat(200));
    const parts = folded.split('\r\n');
    expect(parts[0]).toHaveLength(75);
    for (const p of parts.slice(1)) expect(p.startsWith(' ')).toBe(true);
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe('x'.repeat(200));
  });
  it.each([74, 75, 76, 149, 150, 223, 224])('RFC 5545 3.1: ASCII of %i octets folds at 75 then 74 after the space', (n) => {
    const line = Array.from({ length: n }, (_, i) => String.fromCharCode(65 + (i % 26))).join('');
    const parts = foldIcsLine(line).split('\r\n');
    expect(parts[0]).toHaveLength(Math.min(n, 75));
    for (const p of parts.slice(1)) {
      expect(p.startsWith(' ')).toBe(true);
      expect(p.length).toBeLessThanOrEqual(75);
    }
    expect(parts.length).toBe(n <= 75 ? 1 : 1 + Math.ceil((n - 75) / 74));
    expect(foldIcsLine(line).replace(/\r\n /g, '')).toBe(line);
  });
  it('RFC 5545 3.1: counts UTF-8 octets and never splits a character', () => {
    const line = `SUMMARY:${'é'.repeat(80)}`;
    const parts = foldIcsLine(line).split('\r\n');
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(parts.join('').replace(/^(.*?) /gm, '$1')).not.toContain('\uFFFD');
    expect(foldIcsLine(line).replace(/\r\n /g, '')).toBe(line);
  });
});

describe('bookingEvents', () => {
  it(`${ISSUE}: drop-off at check-in, pick-up at check-out, Madrid wall time`, () => {
    const [dropOff, pickUp] = bookingEvents(input());
    expect(dropOff).toMatchObject({ kind: 'drop-off', start: '2026-06-10 10:00:00', end: '2026-06-10 10:30:00' });
    expect(pickUp).toMatchObject({ kind: 'pick-up', start: '2026-11-02 18:45:00', end: '2026-11-02 19:15:00' });
  });
  it('stable UIDs: the same booking gives the same UIDs whenever the file is made', () => {
    const a = bookingEvents(input()).map((e) => e.uid);
    const b = bookingEvents(input({ now: new Date('2026-05-09T00:00:00Z') })).map((e) => e.uid);
    expect(a).toEqual(b);
    expect(new Set(a).size).toBe(2);
    expect(a[0]).toContain('PK_1042_ab12cd34');
  });
});

describe('bookingIcs', () => {
  const ics = bookingIcs(input());

  it('RFC 5545 3.1: every line ends with CRLF and none is longer than 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it(`${ISSUE}: a VTIMEZONE for Europe/Madrid and both events with TZID=Europe/Madrid`, () => {
    const lines = unfold(ics);
    expect(lines).toContain('TZID:Europe/Madrid');
    expect(lines).toContain('DTSTART;TZID=Europe/Madrid:20260610T100000');
    expect(lines).toContain('DTSTART;TZID=Europe/Madrid:20261102T184500');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
  });

  it(`${ISSUE}: the address as LOCATION (escaped) and the booking number in SUMMARY and DESCRIPTION`, () => {
    const lines = unfold(ics);
    expect(lines).toContain('LOCATION:Parking Express Aeropuerto de Barcelona\\, El Prat de Llobregat');
    expect(lines).toContain('GEO:41.304600;2.080700');
    expect(lines.filter((l) => l.startsWith('SUMMARY:') && l.includes('PK_1042_ab12cd34'))).toHaveLength(2);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('PK_1042_ab12cd34.\\nLa lanzadera gratuita');
  });

  it('parses back with ical.js: two events at the booking instants, in Europe/Madrid', () => {
    const comp = new ICAL.Component(ICAL.parse(ics));
    // The file's own VTIMEZONE gives the offsets (no zone database from ical.js involved).
    ICAL.TimezoneService.register(comp.getFirstSubcomponent('vtimezone')!);
    const vevents = comp.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(2);
    for (const v of vevents) {
      expect(v.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Madrid');
      expect(v.getFirstProperty('dtend')!.getParameter('tzid')).toBe('Europe/Madrid');
    }
    const events = vevents.map((v) => new ICAL.Event(v));
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2026-06-10T08:00:00.000Z'); // CEST
    expect(events[1]!.startDate.toJSDate().toISOString()).toBe('2026-11-02T17:45:00.000Z'); // CET
    expect(events[0]!.summary).toBe('Dejar el coche: reserva PK_1042_ab12cd34');
    expect(events[0]!.location).toBe('Parking Express Aeropuerto de Barcelona, El Prat de Llobregat');
    expect(events[1]!.description).toBe(input().description);
    expect(events.map((e) => e.uid)).toEqual(bookingEvents(input()).map((e) => e.uid));
  });

  it('texts with , ; \\ and line breaks come back unchanged', () => {
    const tricky = 'Calle A, 1; nave 2\\3\nT1';
    const comp = new ICAL.Component(ICAL.parse(bookingIcs(input({ description: tricky, location: { address: tricky, latitude: 40, longitude: -3 } }))));
    const e = new ICAL.Event(comp.getFirstSubcomponent('vevent')!);
    expect(e.description).toBe(tricky);
    expect(e.location).toBe(tricky);
  });

  it('leaves the URL out when there is none', () => {
    expect(bookingIcs(input({ url: null }))).not.toContain('URL:');
  });
});

describe('bookingIcsFilename', () => {
  it('is the booking number', () => {
    expect(bookingIcsFilename('PK_1042_ab12cd34')).toBe('PK_1042_ab12cd34.ics');
    expect(bookingIcsFilename('a/b')).toBe('a_b.ics');
  });
});

describe('googleCalendarLink', () => {
  it(`${ISSUE} ("Google Calendar link too"): one event, Madrid wall times with ctz`, () => {
    const url = new URL(googleCalendarLink(bookingEvents(input())[1]!));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261102T184500/20261102T191500');
    expect(url.searchParams.get('ctz')).toBe('Europe/Madrid');
    expect(url.searchParams.get('text')).toBe('Recoger el coche: reserva PK_1042_ab12cd34');
    expect(url.searchParams.get('location')).toBe(input().location.address);
    expect(url.searchParams.get('details')).toContain(input().url!);
  });
});

describe('mapLink', () => {
  it('spec 2 map dialog: "a link to an external map by latitude and longitude"', () => {
    expect(mapLink(41.3046, 2.0807)).toBe('https://www.openstreetmap.org/?mlat=41.30460&mlon=2.08070#map=17/41.30460/2.08070');
    expect(mapLink(40.4919, -3.5937)).toContain('mlon=-3.59370');
  });
});

describe('carParkAddress', () => {
  it.each([
    [`${ISSUE}: the product names the car park, then its city`, { name: 'Parking Express Aeropuerto de Barcelona', location: { city: 'Barcelona' } }, 'Parking Express Aeropuerto de Barcelona, Barcelona'],
    [`${ISSUE}: the city in the catalogue's language`, { name: 'Parking Premium Barajas', location: { city: 'Madrid' } }, 'Parking Premium Barajas, Madrid'],
  ])('%s', (_rule, product, expected) => {
    expect(carParkAddress(product)).toBe(expected);
  });
});

describe('formEncode: a value as URLSearchParams writes it (the Google Calendar link, issue 20)', () => {
  const values = [
    'Recoger el coche: reserva PK_1042_ab12cd34',
    'Europe/Madrid',
    "L'aparcament (T1) ~ ¡oferta! * - . _ + & = ? # % / \\ \" < > [ ] { } | ^ `",
    'línea 1\nlínea 2\r\n\ttab',
    'ça, €, 日本, 🚗',
    '',
    'lone \ud800 high, lone \udc00 low, pair \ud83d\ude97',
  ];
  it.each(values)('%j', (value) => {
    expect(formEncode(value)).toBe(new URLSearchParams({ v: value }).toString().slice(2));
  });

  it('the link is, byte for byte, the one URLSearchParams built', () => {
    for (const e of [...bookingEvents(input()), ...bookingEvents(input({ url: null }))]) {
      const details = e.url ? `${e.description}\n\n${e.url}` : e.description;
      const dates = new URL(googleCalendarLink(e)).searchParams.get('dates')!;
      expect(dates).toMatch(/^\d{8}T\d{6}\/\d{8}T\d{6}$/);
      const q = new URLSearchParams({ action: 'TEMPLATE', text: e.summary, dates, ctz: 'Europe/Madrid', details, location: e.location });
      expect(googleCalendarLink(e)).toBe(`https://calendar.google.com/calendar/render?${q.toString()}`);
    }
  });
});
