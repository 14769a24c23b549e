// The mail's change link opened again (a full load) after a change was saved.
import { bookExpressViaApi, madridDaysFromNow } from '../../support/booking-data';
import { open } from './lib';

const EMAIL = `walk-relink-${Date.now()}@example.com`;
const { browser, page, logs, request } = await open();
await bookExpressViaApi(request as never, { start: madridDaysFromNow(165, 10, 0), end: madridDaysFromNow(167, 18, 0), email: EMAIL, lang: 'es' });
const mails = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(EMAIL)}`)).json()) as { mails: { text: string }[] };
const conf = /\/confirmation\?reservation_token=[\w-]+/.exec(mails.mails[0]!.text)![0];
const modify = conf.replace('/confirmation?reservation_token=', '/services?modify_res_token=');
await page.goto(modify);
await page.waitForTimeout(2000);
console.log('first open', page.url(), await page.getByTestId('manage-notice').count());
await page.getByRole('button', { name: 'Añadir Lavado exterior', exact: true }).click();
await page.getByRole('button', { name: 'Quitar Lavado exterior', exact: true }).waitFor();
await page.getByRole('button', { name: 'Guardar', exact: true }).click();
await page.waitForURL(/confirmation/);
await page.waitForTimeout(1000);
await page.goto(modify);
await page.waitForTimeout(2500);
console.log('second open (full load)', page.url(), await page.getByTestId('manage-notice').count());
const p2 = await browser.newPage({ baseURL: undefined });
await p2.goto(`http://127.0.0.1:3615${modify}`);
await p2.waitForTimeout(2500);
console.log('fresh context-page open', p2.url(), await p2.getByTestId('manage-notice').count());
for (const l of logs) console.log(l);
await browser.close();
