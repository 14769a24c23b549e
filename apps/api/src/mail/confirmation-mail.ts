import type { Product } from '@parking/domain/contracts/catalog';
import type { Lang } from '@parking/domain/contracts/wire';
import { PAYMENT_HOLD_MINUTES } from '@parking/domain/payments/payment-state';
import { formatDisplayDateTime } from '@parking/domain/time/madrid';
import type { ReservationRow } from '../reservations/reservation-repository';
import { formatEuroCents } from '@parking/domain/pricing/format-euros';
import { escapeHtml, mailText } from './texts';

export interface ComposedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  lang: Lang;
}

/**
 * The confirmation e-mail, in the booking's language: reference, Madrid dates, car park,
 * terminal, price and how to get there (the product's long description and its warning).
 * `link` is the confirmation page with the reservation's access token (decision 0009).
 */
export function composeConfirmation(r: ReservationRow, product: Product | undefined, lang: Lang, link?: string): ComposedMail {
  const t = (k: Parameters<typeof mailText>[1], v: Record<string, string> = {}) => mailText(lang, k, v);
  const terminal = product?.terminals.find((x) => x.id === r.inTerminal);
  const rows: [string, string][] = [
    [t('reference'), r.reference],
    [t('car_park'), product?.name ?? String(r.productId)],
    [t('check_in'), formatDisplayDateTime(r.startAt)],
    [t('check_out'), formatDisplayDateTime(r.endAt)],
  ];
  if (terminal) rows.push([t('terminal'), terminal.name]);
  rows.push([t('plate'), r.plate]);
  if (r.flightNumber) rows.push([t('flight'), r.flightNumber]);
  // The applied promo code, so the guest can tell why the total is lower than the tariff.
  const promoCents = r.priceLines.pvp_promotion ?? 0;
  if (r.promoCode && promoCents > 0) rows.push([t('promo'), `${r.promoCode} (\u2212${formatEuroCents(promoCents, lang)})`]);
  rows.push([t('total'), formatEuroCents(r.totalCents, lang)]);
  // A card booking is written (and its mail queued) before the card is charged: saying
  // 'you pay at the car park' then would be wrong as soon as the card goes through.
  const payment =
    r.paymentMethod !== 'card' ? t('payment_parking') : r.paymentStatus === 'succeeded' ? t('payment_card') : t('payment_card_pending', { minutes: String(PAYMENT_HOLD_MINUTES) });
  const howTo = [product?.long_description, product?.warning_before_buy?.body].filter((s): s is string => !!s);
  // A card booking waiting for its payment is not confirmed yet (decision 0009): say so.
  const pending = r.status === 'pending_payment';
  const subject = t(pending ? 'subject_pending' : 'subject', { reference: r.reference });
  const intro = t(pending ? 'intro_pending' : 'intro');

  const text = [
    t('greeting', { name: r.driverName }),
    '',
    intro,
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    payment,
    ...(link ? ['', t('open_link'), link, ''] : []),
    t('times_note'),
    ...(howTo.length ? ['', `${t('how_to_get_there')}:`, ...howTo] : []),
    '',
    t('closing'),
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${e(subject)}</title></head><body>
<p>${e(t('greeting', { name: r.driverName }))}</p>
<p>${e(intro)}</p>
<table>${rows.map(([k, v]) => `<tr><th scope="row" align="left">${e(k)}</th><td>${e(v)}</td></tr>`).join('')}</table>
<p>${e(payment)}</p>
${link ? `<p>${e(t('open_link'))} <a href="${e(link)}">${e(link)}</a></p>` : ''}
<p><small>${e(t('times_note'))}</small></p>
${howTo.length ? `<h2>${e(t('how_to_get_there'))}</h2>${howTo.map((s) => `<p>${e(s)}</p>`).join('')}` : ''}
<p>${e(t('closing'))}</p>
</body></html>`;
  return { to: r.email, subject, text, html, lang };
}
