// Which elements stick out of a 375 px screen in change mode (services)?
import { bookExpressViaApi, madridDaysFromNow } from '../../support/booking-data';
import { open, shot } from './lib';
const EMAIL = `walk-of-${Date.now()}@example.com`;
const { browser, page, request } = await open();
await bookExpressViaApi(request as never, { start: madridDaysFromNow(170, 10, 0), end: madridDaysFromNow(172, 18, 0), email: EMAIL, lang: 'es' });
const mails = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(EMAIL)}`)).json()) as { mails: { text: string }[] };
const conf = /\/confirmation\?reservation_token=[\w-]+/.exec(mails.mails[0]!.text)![0];
await page.goto(conf.replace('/confirmation?reservation_token=', '/services?modify_res_token='));
await page.getByRole('button', { name: 'Añadir Lavado exterior', exact: true }).click();
await page.waitForTimeout(1500);
console.log(await page.evaluate(() => { const out = []; let e = document.querySelector('input[type=file]'); while (e) { const r = e.getBoundingClientRect(); out.push(`${e.tagName}.${e.className} ${Math.round(r.left)}-${Math.round(r.right)} ${getComputedStyle(e).display} ${getComputedStyle(e).gridTemplateColumns}`); e = e.parentElement; } return out; }));
console.log(await page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > 376).slice(0, 8).map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)} ${(e.textContent ?? '').slice(0, 50)}`)));
await shot(page, '22-overflow');
await browser.close();
