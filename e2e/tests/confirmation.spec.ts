import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import { type APIRequestContext, expect, type Page, test } from '../support/test';
import { formatWireDate } from '@parking/domain/time/madrid';
import { expectNoAxeViolations, expectNoAxeViolationsAtWidths } from '../support/axe';
import { bookExpressViaApi, EXPRESS_PRAT, fetchCatalog, findProduct, madridDaysFromNow } from '../support/booking-data';
import { expectNotCovered, scrollToEnd } from '../support/cover';
import { LANGS, type Lang, langInitScript, tr } from '../support/i18n';
import { expectOnTop } from '../support/on-top';

// Issue 9.1 "Confirmation worth keeping": a success state, the booking number large, copyable
// and as a QR code, "Add to calendar" (.ics and Google Calendar), directions, what happens on
// arrival, a print view, the total on screen at 1280x900 above the fixed footer, nothing under
// the footer, no horizontal overflow at 375 px, zero axe violations in the four languages; a
// card booking not paid yet is not shown as confirmed, and once paid its mail says so.

interface Booked {
  reference: string;
  token: string;
  email: string;
  start: Date;
  end: Date;
}

async function book(request: APIRequestContext, lang: Lang, offset: number, payment_method: 'parking' | 'card' = 'parking'): Promise<Booked> {
  const start = madridDaysFromNow(offset, 10, 0);
  const end = madridDaysFromNow(offset + 2, 18, 30);
  const email = `confirm-${lang}-${offset}-${Date.now()}@example.com`;
  const { reference, token } = await bookExpressViaApi(request, { start, end, email, lang, extra: { payment_method } });
  return { reference, token, email, start, end };
}

type Mail = { subject: string; text: string };

/** The mails to `email` in the dev outbox (the browser tests' server has DEV_ROUTES=on), newest first. */
async function mailsTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { mails: Mail[] }).mails;
}

/** The confirmation link of a mail (the access token of decision 0009). */
function linkOf(mail: Mail): string {
  const m = /https?:\/\/\S+(\/confirmation\?reservation_token=[A-Za-z0-9_-]{43})/.exec(mail.text);
  expect(m, 'the mail links the confirmation').not.toBeNull();
  return m![1]!;
}

/** 'YYYYMMDDTHHmmss', Madrid wall time (the .ics and Google Calendar form). */
const icsLocal = (d: Date) => formatWireDate(d).replace(/[-:]/g, '').replace(' ', 'T');
const plus30 = (d: Date) => new Date(d.getTime() + 30 * 60_000);
const unescapeIcs = (s: string) => s.replace(/\\n/g, '\n').replace(/\\([\\;,])/g, '$1');

/** The VEVENTs of an .ics: properties by name (unfolded, unescaped), DTSTART with its parameters. */
function icsEvents(ics: string): Record<string, string>[] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      const head = line.slice(0, colon);
      const name = head.split(';')[0]!;
      current[name] = unescapeIcs(line.slice(colon + 1));
      if (name === 'DTSTART') current.DTSTART_PARAMS = head;
    }
  }
  return events;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const qrCode = (page: Page, lang: Lang, reference: string) => page.getByRole('img', { name: tr(lang, 'confirmation:ticket.qrLabel', { reference }) });

test.describe('a confirmed booking at 1280x900', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the e-mail link opens it: success, QR code, copy, .ics, Google Calendar, directions, arrival, total above the footer', async ({ page, request, context }) => {
    const lang: Lang = 'es';
    const b = await book(request, lang, 500);
    const { product } = findProduct(await fetchCatalog(request, lang), EXPRESS_PRAT);
    const address = `${product.name}, ${product.location.city}`;

    // The mail's link (read from the outbox row) opens this reservation.
    const [mail] = await mailsTo(request, b.email);
    expect(mail!.subject).toContain(b.reference);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(...langInitScript(lang));
    await page.goto(linkOf(mail!));

    await expect(h1(page)).toHaveText(tr(lang, 'confirmation:success.title'));
    await expect(page.getByTestId('reservation-reference')).toHaveText(b.reference);
    // The spec's "Parking" title stays on the summary card.
    await expect(page.getByRole('heading', { level: 2, name: tr(lang, 'summary:titleConfirmation'), exact: true })).toBeVisible();

    // The total, without scrolling, clear of the fixed footer and of the cookie banner.
    const total = page.getByTestId('ticket-total');
    await expect(total).toContainText(/\d/);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    expect(await footer.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    const banner = page.getByRole('region', { name: tr(lang, 'app:cookies.label') });
    await expectNotCovered(total, [footer, banner], 'the total');
    await expectOnTop(total, 'the total');
    const box = (await total.boundingBox())!;
    expect(box.y + box.height, 'the total is inside the first screen').toBeLessThanOrEqual(900 - ((await footer.boundingBox())?.height ?? 0));

    // QR code of the booking number: an <svg> with an accessible name.
    const qr = qrCode(page, lang, b.reference);
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');

    // Copy puts the number on the clipboard and says so.
    await page.getByRole('button', { name: tr(lang, 'confirmation:ticket.copy') }).click();
    await expect(page.getByRole('status').filter({ hasText: tr(lang, 'confirmation:ticket.copied') })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(b.reference);

    // The .ics: both events in Europe/Madrid, at the car park, naming the booking.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: tr(lang, 'confirmation:actions.ics') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${b.reference}.ics`);
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const events = icsEvents(ics);
    expect(events).toHaveLength(2);
    expect(events.map((e) => `${e.DTSTART_PARAMS}:${e.DTSTART}`)).toEqual([`DTSTART;TZID=Europe/Madrid:${icsLocal(b.start)}`, `DTSTART;TZID=Europe/Madrid:${icsLocal(b.end)}`]);
    for (const e of events) {
      expect(e.LOCATION).toBe(address);
      expect(e.SUMMARY).toContain(b.reference);
      expect(e.DESCRIPTION).toContain(b.reference);
    }
    expect(events[0]!.SUMMARY).toBe(tr(lang, 'confirmation:calendar.dropOff', { car_park: product.name, reference: b.reference }));
    expect(events[1]!.SUMMARY).toBe(tr(lang, 'confirmation:calendar.pickUp', { car_park: product.name, reference: b.reference }));
    // And a calendar library reads the same file: two events at the booking's own instants,
    // placed by the file's Europe/Madrid zone (its VTIMEZONE gives the offsets).
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Madrid');
    ICAL.TimezoneService.register(zone!);
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents.map((v) => v.getFirstProperty('dtstart')?.getParameter('tzid'))).toEqual(['Europe/Madrid', 'Europe/Madrid']);
    const parsed = vevents.map((v) => new ICAL.Event(v));
    expect(parsed.map((e) => e.startDate.zone?.tzid)).toEqual(['Europe/Madrid', 'Europe/Madrid']);
    expect(parsed.map((e) => e.startDate.toJSDate().toISOString())).toEqual([b.start.toISOString(), b.end.toISOString()]);
    expect(parsed.map((e) => e.location)).toEqual([address, address]);

    // Google Calendar: one link per event, with its dates in Madrid time.
    const google = async (key: string) =>
      new URL((await page.getByRole('link', { name: new RegExp(`^${tr(lang, key)}`) }).getAttribute('href'))!);
    const drop = await google('confirmation:actions.googleDropOff');
    const pick = await google('confirmation:actions.googlePickUp');
    expect(drop.host).toBe('calendar.google.com');
    expect(drop.searchParams.get('dates')).toBe(`${icsLocal(b.start)}/${icsLocal(plus30(b.start))}`);
    expect(pick.searchParams.get('dates')).toBe(`${icsLocal(b.end)}/${icsLocal(plus30(b.end))}`);
    expect(drop.searchParams.get('ctz')).toBe('Europe/Madrid');
    expect(drop.searchParams.get('location')).toBe(address);

    // Directions: the location section and an external map by latitude and longitude.
    const where = page.getByRole('region', { name: tr(lang, 'confirmation:location.heading') });
    await expect(where).toContainText(address);
    const map = new URL((await where.getByRole('link', { name: new RegExp(`^${tr(lang, 'confirmation:location.map')}`) }).getAttribute('href'))!);
    expect(map.searchParams.get('mlat')).toBe(product.location.latitude.toFixed(5));
    expect(map.searchParams.get('mlon')).toBe(product.location.longitude.toFixed(5));

    // On arrival: the shuttle's minutes and both terminals, from the product texts.
    const arrival = page.getByRole('region', { name: tr(lang, 'confirmation:arrival.heading') });
    await expect(arrival.getByRole('listitem')).toHaveCount(3);
    await expect(arrival).toContainText(tr(lang, 'confirmation:arrival.shuttleOut', { terminal: product.terminals.find((t) => t.id === 41)!.name, minutes: 5 }));
    await expect(arrival).toContainText(product.terminals.find((t) => t.id === 42)!.name);

    // Nothing at the page's end sits under the fixed footer (or the banner).
    await scrollToEnd(page);
    const again = page.getByRole('link', { name: tr(lang, 'traveler:confirmation.newBooking') });
    await expectNotCovered(again, [footer, banner], 'New booking at the page end');
    await expectOnTop(again, 'New booking at the page end');
  });

  test('the print view keeps number, QR code, dates, address and total, without the site around them', async ({ page, request }) => {
    const lang: Lang = 'en';
    const b = await book(request, lang, 504);
    await page.addInitScript(...langInitScript(lang));
    await page.goto(`/confirmation?reservation_token=${b.token}`);
    await expect(qrCode(page, lang, b.reference)).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: tr(lang, 'confirmation:actions.print') })).toBeHidden();
    await expect(page.getByRole('button', { name: tr(lang, 'confirmation:ticket.copy') })).toBeHidden();
    await expect(page.getByRole('link', { name: tr(lang, 'confirmation:actions.ics') })).toBeHidden();
    await expect(page.getByTestId('reservation-reference')).toHaveText(b.reference);
    await expect(qrCode(page, lang, b.reference)).toBeVisible();
    const ticket = page.getByRole('region', { name: tr(lang, 'confirmation:ticket.heading') });
    await expect(ticket).toContainText(formatWireDate(b.start).slice(11, 16));
    await expect(ticket.getByText(tr(lang, 'confirmation:ticket.where'))).toBeVisible();
    await expect(page.getByTestId('ticket-total')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
  });
});

// Zero axe violations, and no horizontal overflow at 375 px, in the four languages: one booking
// and one page per language, opened at 375 px and scanned there and at 1280 px (the layout
// answers a resize live).
for (const lang of LANGS)
  test(`the confirmation fits and has no axe violations (${lang}, 375 and 1280)`, async ({ page, request }, testInfo) => {
    const b = await book(request, lang, 510 + LANGS.indexOf(lang) * 4);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.addInitScript(...langInitScript(lang));
    await page.goto(`/confirmation?reservation_token=${b.token}`);
    await expectNoAxeViolationsAtWidths(page, testInfo, `confirmation ${lang}`, {
      widths: [375, 1280],
      height: () => 900,
      ready: async (width) => {
        await expect(h1(page)).toHaveText(tr(lang, 'confirmation:success.title'));
        await expect(qrCode(page, lang, b.reference)).toBeVisible();
        await expect(page.getByRole('region', { name: tr(lang, 'confirmation:arrival.heading') })).toBeVisible();
        await expect(page.getByTestId('ticket-total')).toContainText('€');
        if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no horizontal overflow').toBeLessThanOrEqual(375);
      },
    });
  });

test('a card booking not paid yet says "payment pending" and how to go on; paying at the car park confirms it and mails that', async ({ page, request }, testInfo) => {
  const lang: Lang = 'es';
  const b = await book(request, lang, 540, 'card');
  await page.addInitScript(...langInitScript(lang));
  await page.goto(`/confirmation?reservation_token=${b.token}`);
  await expect(h1(page)).toHaveText(tr(lang, 'confirmation:pending.title'));
  await expect(page.getByText(tr(lang, 'confirmation:success.title'))).toHaveCount(0);
  await expect(page.getByTestId('payment-status')).toHaveText(tr(lang, 'confirmation:payment.pending.pending'));
  // Until when the space is held, Madrid time (booking time + 30 minutes).
  await expect(page.getByText(/^Guardamos tu plaza hasta el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}\./)).toBeVisible();
  // Not a booking to show at the desk yet.
  await expect(page.getByRole('img', { name: /QR/ })).toHaveCount(0);
  await expectNoAxeViolations(page, testInfo, 'pending confirmation es 1280');

  // No mail yet: the awaiting-payment one waits (issue 9.1); paying at the car park confirms it now.
  await page.getByRole('button', { name: tr(lang, 'confirmation:pending.payInParking') }).click();
  await expect(h1(page)).toHaveText(tr(lang, 'confirmation:success.title'));
  await expect(page.getByTestId('payment-status')).toHaveText(tr(lang, 'confirmation:payment.parking'));
  await expect(qrCode(page, lang, b.reference)).toBeVisible();
  const mails = await mailsTo(request, b.email);
  expect(mails.map((m) => m.subject)).toEqual([`Reserva confirmada ${b.reference}`]);
  expect(mails[0]!.text).toContain('Pagarás en el parking.');
});

test('a card paid: the confirmation mail says so and its link opens the same confirmation', async ({ page, request }) => {
  const lang: Lang = 'en';
  const b = await book(request, lang, 544, 'card');
  const paid = await request.post('/api/reservation/payment/check-card', {
    headers: { 'x-reservation-token': b.token },
    data: { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' },
  });
  expect(await paid.json()).toEqual({ status: 'succeeded' });
  const mails = await mailsTo(request, b.email);
  expect(mails.map((m) => m.subject)).toEqual([`Booking confirmed ${b.reference}`]);
  expect(mails[0]!.text).toContain('Paid by card.');
  expect(mails[0]!.text).not.toContain('not been completed');

  await page.addInitScript(...langInitScript(lang));
  await page.goto(linkOf(mails[0]!));
  await expect(h1(page)).toHaveText(tr(lang, 'confirmation:success.title'));
  await expect(page.getByTestId('reservation-reference')).toHaveText(b.reference);
  await expect(page.getByTestId('payment-status')).toHaveText(tr(lang, 'confirmation:payment.card'));
});
