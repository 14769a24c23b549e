import caManage from '@parking/domain/locales/ca/manage.json' with { type: 'json' };
import enManage from '@parking/domain/locales/en/manage.json' with { type: 'json' };
import esManage from '@parking/domain/locales/es/manage.json' with { type: 'json' };
import frManage from '@parking/domain/locales/fr/manage.json' with { type: 'json' };
import { DEFAULT_LANG, type Lang } from '@parking/domain/contracts/wire';
import { formatEuroCents } from '@parking/domain/pricing/format-euros';
import { formatDisplayDateTime } from '@parking/domain/time/madrid';
import { interpolate } from '../i18n/interpolate';
import type { ComposedMail } from './composed-mail';
import { renderTemplate } from './render-template';
import noticeTemplate from './templates/manage-notice.generated';
import { escapeHtml, mailText, pointsEarnedRow, pointsUsedRow } from './texts';

/**
 * Issue 17's mails (decision 0026), in the booking's language, HTML (templates/manage-notice.mjml,
 * decision 0011) and text: the cancellation (with what goes back to the card and what the
 * terms keep) and the changed booking's new confirmation (new details, price before and after,
 * the difference charged or refunded). Words from the `manage` and `mail` catalogues.
 */
export type ManageKey = keyof typeof esManage;
const manage: Record<Lang, Record<string, string>> = { es: esManage, ca: caManage, en: enManage, fr: frManage };

export function manageText(lang: Lang, key: ManageKey, vars: Record<string, string> = {}): string {
  return interpolate(manage[lang][key] ?? manage[DEFAULT_LANG][key] ?? key, vars);
}

/** What the mails say about the booking (plain fields: mail/ needs nothing from other modules). */
export interface ManageMailBooking {
  reference: string;
  email: string;
  driverName: string;
  carPark: string;
  startAt: Date;
  endAt: Date;
  plate: string;
  flightNumber: string | null;
  totalCents: number;
}

function compose(lang: Lang, b: ManageMailBooking, p: { subject: string; heading: string; intro: string; rows: { label: string; value: string }[]; money: string[]; link: string; linkLabel: string }): ComposedMail {
  const t = (k: Parameters<typeof mailText>[1], v: Record<string, string> = {}) => mailText(lang, k, v);
  const field = (label: string, value: string) => t('field', { label, value });
  const text = [
    p.intro,
    '',
    field(t('reference'), b.reference),
    ...p.rows.map((r) => field(r.label, r.value)),
    '',
    ...p.money,
    '',
    p.linkLabel,
    p.link,
    '',
    manageText(lang, 'mail_footer'),
    '',
    t('closing'),
  ].join('\n');
  const e = escapeHtml;
  const cell = 'padding:6px 0;border-bottom:1px solid #e4e7eb;vertical-align:top;';
  const detailRows = p.rows
    .map((x) => `<tr><th scope="row" align="left" style="${cell}text-align:left;font-weight:normal;color:#52606d;padding-right:12px;">${e(x.label)}</th><td align="right" style="${cell}text-align:right;">${e(x.value)}</td></tr>`)
    .join('');
  const html = renderTemplate(
    noticeTemplate,
    {
      lang,
      subject: p.subject,
      heading: p.heading,
      intro: p.intro,
      reference_label: t('reference'),
      reference: b.reference,
      link: p.link,
      link_label: p.linkLabel,
      footer: manageText(lang, 'mail_footer'),
      closing: t('closing'),
    },
    { detail_rows: detailRows, money: p.money.map((m) => e(m)).join('<br />') },
  );
  return { to: b.email, subject: p.subject, text, html, lang };
}

function bookingRows(lang: Lang, b: ManageMailBooking): { label: string; value: string }[] {
  const t = (k: Parameters<typeof mailText>[1]) => mailText(lang, k);
  const rows = [
    { label: t('car_park'), value: b.carPark },
    { label: t('check_in'), value: formatDisplayDateTime(b.startAt) },
    { label: t('check_out'), value: formatDisplayDateTime(b.endAt) },
    { label: t('plate'), value: b.plate },
  ];
  if (b.flightNumber) rows.push({ label: t('flight'), value: b.flightNumber });
  return rows;
}

/** The cancellation mail: what goes back to the card (or that nothing does) and what the terms keep. */
export function composeCancellation(lang: Lang, b: ManageMailBooking, money: { refundCents: number; keptCents: number; last4: string | null }, link: string): ComposedMail {
  const m = (k: ManageKey, v: Record<string, string> = {}) => manageText(lang, k, v);
  const lines: string[] = [];
  if (money.refundCents > 0) lines.push(m('mail_cancel_refund', { amount: formatEuroCents(money.refundCents, lang), last4: money.last4 ?? '····' }));
  else lines.push(m('mail_cancel_no_refund'));
  if (money.keptCents > 0) lines.push(m('mail_cancel_kept', { amount: formatEuroCents(money.keptCents, lang) }));
  return compose(lang, b, {
    subject: m('mail_cancel_subject', { reference: b.reference }),
    heading: m('mail_cancel_title'),
    intro: m('mail_cancel_intro', { name: b.driverName, reference: b.reference }),
    rows: bookingRows(lang, b),
    money: lines,
    link,
    linkLabel: m('mail_view_link'),
  });
}

/** The changed booking's new confirmation: its details now, price before and after, the difference moved. */
/** Issue 19: the changed booking's points, in cents: spent (after the change), given back by it, earned by the new stay. */
export interface ChangeMailPoints {
  spentCents: number;
  returnedCents: number;
  earnedCents: number;
}

export function composeChange(
  lang: Lang,
  b: ManageMailBooking,
  money: { beforeCents: number; chargedCents: number; refundedCents: number },
  link: string,
  points: ChangeMailPoints = { spentCents: 0, returnedCents: 0, earnedCents: 0 },
): ComposedMail {
  const m = (k: ManageKey, v: Record<string, string> = {}) => manageText(lang, k, v);
  const rows = [
    ...bookingRows(lang, b),
    { label: m('mail_total_before'), value: formatEuroCents(money.beforeCents, lang) },
    ...pointsUsedRow(lang, points.spentCents),
    ...(points.returnedCents > 0 ? [{ label: m('mail_points_returned'), value: formatEuroCents(points.returnedCents, lang) }] : []),
    { label: m('mail_total_after'), value: formatEuroCents(b.totalCents, lang) },
    ...pointsEarnedRow(lang, points.earnedCents),
  ];
  const lines: string[] = [];
  if (money.chargedCents > 0) lines.push(m('mail_change_charged', { amount: formatEuroCents(money.chargedCents, lang) }));
  if (money.refundedCents > 0) lines.push(m('mail_change_refunded', { amount: formatEuroCents(money.refundedCents, lang) }));
  return compose(lang, b, {
    subject: m('mail_change_subject', { reference: b.reference }),
    heading: m('mail_change_title'),
    intro: m('mail_change_intro', { name: b.driverName, reference: b.reference }),
    rows,
    money: lines,
    link,
    linkLabel: m('mail_change_link'),
  });
}
