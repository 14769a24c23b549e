import type { Lang } from '@parking/domain/contracts/wire';
import type { ComposedMail } from '../mail/composed-mail';
import { escapeHtml, type MailKey, mailText } from '../mail/texts';

/**
 * The account mails, in the account's (or the sign-up's) language, each one button and the
 * same words as text; a small HTML of their own (no booking data to lay out):
 * - recovery (issue 10.4): the link to /reset-password?token=... (one hour, single use);
 * - verify (issue 18.2): the link to /verify-email?token=... that creates the account (one day, once);
 * - exists (issue 18.2): someone signed up with the e-mail of an existing account; the owner
 *   is told here, never the person signing up.
 */
export type AccountMailKind = 'recovery' | 'verify' | 'exists';

const EXPIRY: Record<AccountMailKind, MailKey | null> = { recovery: 'recovery_expiry', verify: 'verify_expiry', exists: null };

export function composeAccountMail(kind: AccountMailKind, to: string, name: string, lang: Lang, link: string): ComposedMail {
  const t = (key: MailKey, vars?: Record<string, string>) => mailText(lang, key, vars);
  const k = (suffix: 'subject' | 'heading' | 'intro' | 'button' | 'ignore') => t(`${kind}_${suffix}` as MailKey);
  const greeting = t('greeting', { name });
  const expiry = EXPIRY[kind] ? t(EXPIRY[kind]) : null;
  const text = [greeting, '', k('intro'), '', t('recovery_link'), link, '', ...(expiry ? [expiry] : []), k('ignore')].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(k('subject'))}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:22px;margin:0 0 16px">${e(k('heading'))}</h1>
<p>${e(greeting)}</p>
<p>${e(k('intro'))}</p>
<p style="margin:24px 0"><a href="${e(link)}" style="background:#0b5cad;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block;font-weight:bold">${e(k('button'))}</a></p>
<p style="font-size:13px">${e(t('recovery_link'))}<br><a href="${e(link)}" style="color:#0b5cad;word-break:break-all">${e(link)}</a></p>
${expiry ? `<p style="font-size:13px">${e(expiry)}</p>\n` : ''}<p style="font-size:13px;color:#52606d">${e(k('ignore'))}</p>
</div></body></html>`;
  return { to, subject: k('subject'), text, html, lang };
}
