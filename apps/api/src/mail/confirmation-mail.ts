import { type BookingCalendarInput, bookingEvents, bookingIcs, bookingIcsFilename, carParkAddress, googleCalendarLink, mapLink } from '@parking/domain/calendar/booking-ics';
import type { Product } from '@parking/domain/contracts/catalog';
import type { Lang } from '@parking/domain/contracts/wire';
import { pendingMailDueAt } from '@parking/domain/payments/payment-state';
import { formatEuroCents } from '@parking/domain/pricing/format-euros';
import { formatDisplayDateTime } from '@parking/domain/time/madrid';
import { formatKm } from '@parking/domain/vehicles/km';
import type { ComposedMail, MailAttachment } from './composed-mail';
import { renderTemplate } from './render-template';
import confirmationTemplate from './templates/confirmation.generated';
import { escapeHtml, type MailKey, mailText, pointsEarnedRow, pointsUsedRow } from './texts';
import { manageText } from './manage-mail';
import { isoInstant } from '@parking/domain/time/iso-instant';

/**
 * Issue 17: the confirmation's "change my booking" link opens the services step in modify
 * mode with the same access token (`/services?modify_res_token=`); the confirmation link
 * itself when it carries no token.
 */
export function modifyLinkOf(confirmationLink: string): string {
  const m = /^(.*)\/confirmation\?reservation_token=([A-Za-z0-9_-]+)$/.exec(confirmationLink);
  return m ? `${m[1]}/services?modify_res_token=${m[2]}` : confirmationLink;
}


/**
 * What the confirmation mail says about a booking: plain fields (a stored reservation row has
 * them all), so mail/ needs nothing from reservations/.
 */
export interface ConfirmationInput {
  reference: string;
  productId: number;
  startAt: Date;
  endAt: Date;
  createdAt: Date;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  paymentDueAt: Date | null;
  driverName: string;
  email: string;
  plate: string;
  flightNumber: string | null;
  inTerminal: number | null;
  outTerminal: number | null;
  promoCode: string | null;
  priceLines: Record<string, number>;
  totalCents: number;
  /** issue 15: the vehicle booked with (make and model, km); absent on the plain-plate path */
  vehicle?: MailVehicle | null;
  /** issue 19: the points the booking spent and earned, in cents (absent: none) */
  pointsSpentCents?: number;
  pointsEarnedCents?: number;
  /** issue 19 (decision 0032): the voucher applied (name in the booking's language, code, discount in cents); absent: none */
  voucher?: { code: string; name: string; cents: number } | null;
}

/** The vehicle section of the mail (spec 2 summary: plate, make and model, km). */
export interface MailVehicle {
  makeAndModel: string | null;
  km: number | null;
}

/** An extra as the booking priced it, named in the booking's language. */
export interface MailExtra {
  name: string;
  priceCents: number;
  /** shown instead of the price (issue 16: a custom request's "quote to follow", a workshop order's status) */
  value?: string;
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

/**
 * The confirmation e-mail (issue 9.2), in the booking's language, HTML and text: booking
 * number, the link back to the confirmation page with the access token (decision 0009), Madrid
 * dates, drop-off and pick-up terminals, every extra by name and price, promo, total, the payment state as it is,
 * the car park with a map link, the arrival instructions (the product's long description and
 * its warning: shuttle time, terminal), and the booking's `.ics` attached. The HTML is the
 * MJML template compiled ahead of time (decision 0011); every word comes from mail.json.
 */
export function composeConfirmation(r: ConfirmationInput, product: Product | undefined, lang: Lang, link: string, extras: readonly MailExtra[] = []): ComposedMail {
  const { source, ...mail } = confirmationParts(r, product, lang, link, extras);
  return { ...mail, html: htmlOfSource(source), attachments: attachmentsOfSource(source) };
}

/**
 * The confirmation without its HTML and .ics: their source instead (the template's values, its
 * detail rows and arrival paragraphs, the calendar's fields; ~3 KB of JSON), from which
 * htmlOfSource and attachmentsOfSource build the same HTML and .ics. A booking stores this
 * source in its outbox row and both are built when the mail is read (relay, listing): the
 * ~24 KB of HTML and .ics no longer travel to the database inside every booking statement
 * (issue 20, docs/decisions/0039).
 */
export function confirmationParts(r: ConfirmationInput, product: Product | undefined, lang: Lang, link: string, extras: readonly MailExtra[] = []): Omit<ComposedMail, 'html' | 'attachments'> & { source: MailSource } {
  const t = (k: MailKey, v: Record<string, string> = {}) => mailText(lang, k, v);
  const modifyLink = modifyLinkOf(link);
  const terminalName = (id: number | null) => (id === null ? undefined : product?.terminals.find((x) => x.id === id)?.name);
  const dropOffTerminal = terminalName(r.inTerminal);
  const pickUpTerminal = terminalName(r.outTerminal);
  const carPark = product?.name ?? String(r.productId);
  const rows: { label: string; value: string; total?: boolean }[] = [
    { label: t('car_park'), value: carPark },
    { label: t('check_in'), value: formatDisplayDateTime(r.startAt) },
    { label: t('check_out'), value: formatDisplayDateTime(r.endAt) },
  ];
  // Both terminals: a traveller leaving from T1 and landing at T2 must not read only T1.
  if (dropOffTerminal) rows.push({ label: t('terminal_drop_off'), value: dropOffTerminal });
  if (pickUpTerminal) rows.push({ label: t('terminal_pick_up'), value: pickUpTerminal });
  rows.push({ label: t('plate'), value: r.plate });
  if (r.vehicle?.makeAndModel) rows.push({ label: t('vehicle'), value: r.vehicle.makeAndModel });
  if (r.vehicle?.km !== null && r.vehicle?.km !== undefined) rows.push({ label: t('km'), value: t('km_value', { km: formatKm(r.vehicle.km) }) });
  if (r.flightNumber) rows.push({ label: t('flight'), value: r.flightNumber });
  for (const x of extras) rows.push({ label: x.name, value: x.value ?? formatEuroCents(x.priceCents, lang) });
  // Issue 16 (decision 0025): the transfer, the emission fees and the car-ferry removal, as the offer priced them.
  for (const [line, key] of [['pvp_mechanical_order_transfer', 'car_service_transfer'], ['pvp_mechanical_order_emission', 'car_service_emission'], ['pvp_mechanical_order_ferry', 'ferry_removal']] as const) {
    const cents = r.priceLines[line] ?? 0;
    if (cents > 0) rows.push({ label: t(key), value: formatEuroCents(cents, lang) });
  }
  // The applied promo code, so the guest can tell why the total is lower than the tariff.
  const promoCents = r.priceLines.pvp_promotion ?? 0;
  if (r.promoCode && promoCents > 0) rows.push({ label: t('promo'), value: `${r.promoCode} (\u2212${formatEuroCents(promoCents, lang)})` });
  // Issue 19 (decision 0032): the voucher by name and code, with what it took off.
  if (r.voucher) rows.push({ label: t('voucher'), value: `${r.voucher.name} (${r.voucher.code}) (\u2212${formatEuroCents(r.voucher.cents, lang)})` });
  // Issue 19 (decision 0031): the points paid with, and those the stay earns.
  rows.push(...pointsUsedRow(lang, r.pointsSpentCents));
  rows.push({ label: t('total'), value: formatEuroCents(r.totalCents, lang), total: true });
  rows.push(...pointsEarnedRow(lang, r.pointsEarnedCents));
  // A card booking is written (and its mail queued) before the card is charged: saying
  // 'you pay at the car park' then would be wrong as soon as the card goes through.
  const payment =
    r.paymentMethod !== 'card'
      ? t('payment_parking')
      : r.paymentStatus === 'succeeded'
        ? t('payment_card')
        : t('payment_card_pending', { until: r.paymentDueAt ? formatDisplayDateTime(r.paymentDueAt) : '' });
  const arrival = [product?.long_description, product?.warning_before_buy?.body].filter((s): s is string => !!s);
  // A card booking waiting for its payment is not confirmed yet (decision 0009): say so.
  const pending = r.status === 'pending_payment';
  const subject = t(pending ? 'subject_pending' : 'subject', { reference: r.reference });
  const heading = t(pending ? 'heading_pending' : 'heading');
  const intro = t(pending ? 'intro_pending' : 'intro');
  const field = (label: string, value: string) => t('field', { label, value });

  const address = product ? carParkAddress(product) : carPark;
  const map = product ? mapLink(product.location.latitude, product.location.longitude) : null;
  // The calendar holds no access link: calendars are shared and synced, the token opens
  // personal data (decision 0009). The booking number is enough at the desk.
  const calendar = product
    ? {
        reference: r.reference,
        startAt: r.startAt,
        endAt: r.endAt,
        location: { address, latitude: product.location.latitude, longitude: product.location.longitude },
        summaries: {
          'drop-off': t('ics_drop_off', { car_park: carPark, reference: r.reference }),
          'pick-up': t('ics_pick_up', { car_park: carPark, reference: r.reference }),
        },
        description: [field(t('reference'), r.reference), ...arrival].join('\n\n'),
        url: null,
        now: r.createdAt,
      }
    : null;
  const events = calendar ? bookingEvents(calendar) : [];
  // The links carry the booking number only: a long description makes URLs mail clients break.
  const google = events.map((e) => googleCalendarLink({ ...e, description: field(t('reference'), r.reference) }));

  const text = [
    t('greeting', { name: r.driverName }),
    '',
    intro,
    '',
    field(t('reference'), r.reference),
    ...rows.map((x) => field(x.label, x.value)),
    payment,
    '',
    t('open_link'),
    link,
    '',
    // issue 17: the "change my booking" link (modify mode, decision 0026)
    manageText(lang, 'mail_change_link'),
    modifyLink,
    '',
    `${t('how_to_get_there')}`,
    address,
    ...(map ? [field(t('map_link'), map)] : []),
    ...(arrival.length ? ['', t('on_arrival'), ...arrival] : []),
    ...(google.length ? ['', t('calendar_attached'), field(t('google_drop_off'), google[0]!), field(t('google_pick_up'), google[1]!)] : []),
    '',
    t('times_note'),
    '',
    t('closing'),
  ].join('\n');

  const source: MailSource = {
    template: 'confirmation',
    text: {
      modify_link: modifyLink,
      modify_label: manageText(lang, 'mail_change_link'),
      lang,
      subject,
      heading,
      greeting: t('greeting', { name: r.driverName }),
      intro,
      reference_label: t('reference'),
      reference: r.reference,
      link,
      open_button: t('open_button'),
      open_link: t('open_link'),
      payment,
      how_to_get_there: t('how_to_get_there'),
      address,
      map_link: map ?? link,
      map_label: t('map_link'),
      on_arrival: t('on_arrival'),
      calendar_title: t('calendar_title'),
      calendar_attached: t('calendar_attached'),
      google_drop_off: google[0] ?? link,
      google_drop_off_label: t('google_drop_off'),
      google_pick_up: google[1] ?? link,
      google_pick_up_label: t('google_pick_up'),
      times_note: t('times_note'),
      closing: t('closing'),
    },
    rows: rows.map((x) => (x.total ? [x.label, x.value, 1] : [x.label, x.value])),
    arrival,
    ics: calendar ? { filename: bookingIcsFilename(r.reference), calendar: { ...calendar, startAt: isoInstant(calendar.startAt), endAt: isoInstant(calendar.endAt), now: isoInstant(calendar.now) } } : null,
  };
  // Issue 9.1: the 'awaiting payment' mail waits; a card paid meanwhile replaces it with the
  // confirmation that says so (payments/confirmed-mail.ts), so most travellers get one mail.
  return { to: r.email, subject, text, source, lang, ...(pending ? { notBefore: pendingMailDueAt(r.createdAt, r.paymentDueAt ?? null) } : {}) };
}

/**
 * What a confirmation's HTML and .ics are built from (confirmationParts): the template's plain
 * values, the detail rows as [label, value] or [label, value, 1] for the total, the arrival
 * paragraphs, and the calendar's fields (instants as ISO strings) or null without a car park.
 * Stored as JSON in the outbox row's `source`.
 */
export interface MailSource {
  template: 'confirmation';
  text: Record<string, string>;
  rows: ([string, string] | [string, string, 1])[];
  arrival: string[];
  ics: { filename: string; calendar: Omit<BookingCalendarInput, 'startAt' | 'endAt' | 'now'> & { startAt: string; endAt: string; now: string } } | null;
}

function checkTemplate(source: MailSource): void {
  if (source.template !== 'confirmation') throw new Error(`mail: no template ${String(source.template)}`);
}

/** The confirmation's HTML from its source: the MJML template compiled ahead of time (decision 0011). */
export function htmlOfSource(source: MailSource): string {
  checkTemplate(source);
  const e = escapeHtml;
  const cell = 'padding:6px 0;border-bottom:1px solid #e4e7eb;vertical-align:top;';
  const detailRows = source.rows
    .map(([label, value, total]) => {
      const weight = total ? 'font-weight:bold;font-size:17px;' : '';
      return `<tr><th scope="row" align="left" style="${cell}text-align:left;font-weight:normal;color:#52606d;padding-right:12px;${weight}">${e(label)}</th><td align="right" style="${cell}text-align:right;${weight}">${e(value)}</td></tr>`;
    })
    .join('');
  return renderTemplate(confirmationTemplate, source.text, { detail_rows: detailRows, arrival: source.arrival.map((s) => `<p style="margin:0 0 8px;">${e(s)}</p>`).join('') });
}

/** The confirmation's attachments from its source: the booking's .ics, or none. */
export function attachmentsOfSource(source: MailSource): MailAttachment[] {
  checkTemplate(source);
  if (!source.ics) return [];
  const c = source.ics.calendar;
  const calendar: BookingCalendarInput = { ...c, startAt: new Date(c.startAt), endAt: new Date(c.endAt), now: new Date(c.now) };
  return [{ filename: source.ics.filename, contentType: ICS_CONTENT_TYPE, content: bookingIcs(calendar) }];
}
