import type { Lang } from '@parking/domain/contracts/wire';
import type { ComposedMail } from '../mail/composed-mail';
import { escapeHtml, mailText } from '../mail/texts';

/**
 * The password-recovery mail (issue 10.4), in the account's language: the link to
 * /reset-password?token=... (one hour, single use), and what to do if the traveller did not ask.
 * A small HTML of its own (no booking data to lay out) and the same words as text.
 */
export function composeRecoveryMail(to: string, name: string, lang: Lang, link: string): ComposedMail {
  const t = (key: Parameters<typeof mailText>[1], vars?: Record<string, string>) => mailText(lang, key, vars);
  const greeting = t('greeting', { name });
  const text = [greeting, '', t('recovery_intro'), '', t('recovery_link'), link, '', t('recovery_expiry'), t('recovery_ignore')].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(t('recovery_subject'))}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:22px;margin:0 0 16px">${e(t('recovery_heading'))}</h1>
<p>${e(greeting)}</p>
<p>${e(t('recovery_intro'))}</p>
<p style="margin:24px 0"><a href="${e(link)}" style="background:#0b5cad;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block;font-weight:bold">${e(t('recovery_button'))}</a></p>
<p style="font-size:13px">${e(t('recovery_link'))}<br><a href="${e(link)}" style="color:#0b5cad;word-break:break-all">${e(link)}</a></p>
<p style="font-size:13px">${e(t('recovery_expiry'))}</p>
<p style="font-size:13px;color:#52606d">${e(t('recovery_ignore'))}</p>
</div></body></html>`;
  return { to, subject: t('recovery_subject'), text, html, lang };
}
