import caMail from '@parking/domain/locales/ca/mail.json' with { type: 'json' };
import enMail from '@parking/domain/locales/en/mail.json' with { type: 'json' };
import esMail from '@parking/domain/locales/es/mail.json' with { type: 'json' };
import frMail from '@parking/domain/locales/fr/mail.json' with { type: 'json' };
import caPay from '@parking/domain/locales/ca/payment.json' with { type: 'json' };
import enPay from '@parking/domain/locales/en/payment.json' with { type: 'json' };
import esPay from '@parking/domain/locales/es/payment.json' with { type: 'json' };
import frPay from '@parking/domain/locales/fr/payment.json' with { type: 'json' };
import { DEFAULT_LANG, type Lang } from '@parking/domain/contracts/wire';
import { formatEuroCents } from '@parking/domain/pricing/format-euros';
import { interpolate } from '../i18n/interpolate';

export type MailKey = keyof typeof esMail;
export type PaymentKey = keyof typeof esPay;

const mail: Record<Lang, Record<string, string>> = { es: esMail, ca: caMail, en: enMail, fr: frMail };
const payment: Record<Lang, Record<string, string>> = { es: esPay, ca: caPay, en: enPay, fr: frPay };


/** Server-rendered texts (mails, the sandbox challenge page) share the web's catalogues. */
export function mailText(lang: Lang, key: MailKey, vars?: Record<string, string>): string {
  const template = mail[lang][key] ?? mail[DEFAULT_LANG][key] ?? key;
  // A text without a placeholder is itself (interpolate's answer), without the regex pass:
  // a booking's confirmation reads ~30 of them (issue 20, decision 0053).
  return template.includes('{{') ? interpolate(template, vars) : template;
}

export function paymentText(lang: Lang, key: PaymentKey, vars: Record<string, string> = {}): string {
  return interpolate(payment[lang][key] ?? payment[DEFAULT_LANG][key] ?? key, vars);
}

/**
 * Issue 19 (decision 0031): the mails' points rows, the confirmation's and the changed booking's
 * alike: the points paid with (before the total) and those the stay earns (after it).
 */
export function pointsUsedRow(lang: Lang, cents: number | undefined): { label: string; value: string }[] {
  return (cents ?? 0) > 0 ? [{ label: mailText(lang, 'points_used'), value: `\u2212${formatEuroCents(cents!, lang)}` }] : [];
}

export function pointsEarnedRow(lang: Lang, cents: number | undefined): { label: string; value: string }[] {
  return (cents ?? 0) > 0 ? [{ label: mailText(lang, 'points_earned'), value: mailText(lang, 'points_earned_value', { amount: formatEuroCents(cents!, lang) }) }] : [];
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

// Euros for people: packages/domain/src/pricing/format-euros.ts, the web's formatter too.
