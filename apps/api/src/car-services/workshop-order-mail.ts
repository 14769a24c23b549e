import type { Lang } from '@parking/domain/contracts/wire';
import type { ComposedMail } from '../mail/composed-mail';
import { escapeHtml } from '../mail/texts';
import { carServicesText } from './car-services-texts';

/**
 * Issue 16.6: the traveller's mail when the workshop confirms the order and when it is done,
 * in the booking's language (carServices namespace), through the outbox like the
 * confirmation mail: the booking number, the services and the link back to the booking.
 */
export function composeWorkshopOrderMail(input: {
  status: 'confirmed' | 'done';
  lang: Lang;
  to: string;
  name: string;
  reference: string;
  services: string[];
  link: string;
}): ComposedMail {
  const { lang, reference } = input;
  const t = (k: Parameters<typeof carServicesText>[1], v: Record<string, string> = {}) => carServicesText(lang, k, v);
  const subject = t(input.status === 'confirmed' ? 'mail_subject_confirmed' : 'mail_subject_done', { reference });
  const body = t(input.status === 'confirmed' ? 'mail_body_confirmed' : 'mail_body_done', { reference });
  const status = `${t('workshop_order')}: ${t(input.status === 'confirmed' ? 'status_confirmed' : 'status_done')}`;
  const text = [
    t('mail_greeting', { name: input.name }),
    '',
    body,
    '',
    status,
    ...(input.services.length ? ['', t('mail_services'), ...input.services.map((s) => `- ${s}`)] : []),
    '',
    t('mail_open_link'),
    input.link,
    '',
    t('mail_closing'),
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${e(subject)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">
<p>${e(t('mail_greeting', { name: input.name }))}</p>
<p>${e(body)}</p>
<p><strong>${e(status)}</strong></p>
${input.services.length ? `<p>${e(t('mail_services'))}</p><ul>${input.services.map((s) => `<li>${e(s)}</li>`).join('')}</ul>` : ''}
<p>${e(t('mail_open_link'))} <a href="${e(input.link)}">${e(input.link)}</a></p>
<p>${e(t('mail_closing'))}</p>
</body></html>`;
  return { to: input.to, subject, text, html, lang };
}
